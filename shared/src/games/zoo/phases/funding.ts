import type { GameError, GameEvent } from "../../../engine/game";
import { owns, illegal } from "../rules";
import type { ZooState } from "../types";

/** §3.1 not selected: N−1 € into the Funding box. */
export function fundingNotSelected(s: ZooState, ev: GameEvent[]): void {
  const amount = s.players.length - 1;
  s.fundingBox += amount;
  ev.push({ type: "fundingAdded", amount, box: s.fundingBox });
}

/** §3.1 selected: order fixed by the holder before anything moves, then the token goes into the box. */
export function beginFunding(s: ZooState, order: number[], ev: GameEvent[]): void {
  s.stage = { kind: "funding", order, at: 0, tokenInBox: true };
  ev.push({ type: "tokenToBox", seat: s.holder ?? undefined });
  s.holder = null;
}

function picker(s: ZooState): number {
  if (s.stage.kind !== "funding") throw new Error("not in funding");
  return s.stage.order[s.stage.at % s.stage.order.length];
}

function takeCoinNow(s: ZooState, ev: GameEvent[], forced: boolean): void {
  const seat = picker(s);
  s.fundingBox -= 1;
  s.players[seat].coins += 1;
  ev.push({ type: "tookCoin", seat, forced, box: s.fundingBox });
  if (s.stage.kind === "funding") s.stage.at += 1;
}

function takeTokenNow(s: ZooState, ev: GameEvent[], forced: boolean): void {
  const seat = picker(s);
  if (s.stage.kind === "funding") s.stage.tokenInBox = false;
  s.holder = seat;
  ev.push({ type: "tookToken", seat, forced });
  if (s.stage.kind === "funding") s.stage.at += 1;
}

/** Runs forced picks. True while the current picker has a real choice (coin or token). */
export function settleFunding(s: ZooState, ev: GameEvent[]): boolean {
  for (;;) {
    if (s.stage.kind !== "funding") return false;
    const coin = s.fundingBox > 0;
    const token = s.stage.tokenInBox;
    if (coin && token) return true;
    if (coin) takeCoinNow(s, ev, true);
    else if (token) takeTokenNow(s, ev, true);
    else break;
  }
  // Box empty: Grant Office bonuses.
  const order = s.stage.order;
  for (const seat of order) {
    if (owns(s.players[seat], "grant")) {
      s.players[seat].coins += 1;
      ev.push({ type: "grant", seat, amount: 1 });
    }
  }
  return false;
}

export function takeCoin(s: ZooState, ev: GameEvent[]): GameError | null {
  if (s.fundingBox < 1) return illegal("zoo.refusal.fundingEmpty");
  takeCoinNow(s, ev, false);
  return null;
}

export function takeToken(s: ZooState, ev: GameEvent[]): GameError | null {
  if (s.stage.kind !== "funding" || !s.stage.tokenInBox) return illegal("zoo.refusal.tokenTaken");
  takeTokenNow(s, ev, false);
  return null;
}
