/** The turn structure (§2): phase changes and the steps that run without a decision. */
import type { GameEvent } from "../../engine/game";
import { Rng } from "../../engine/random";
import { draw, mustDiscard } from "./draw";
import { hasChoice } from "./legal";
import { meteor } from "./meteor";
import { production } from "./production";
import type { BaseState } from "./types";

export const activeSeat = (s: BaseState): number | null => (s.phase === "over" ? null : s.order[s.turn]);

export function awaiting(s: BaseState): number[] {
  const seat = activeSeat(s);
  return seat === null ? [] : [seat];
}

function startTurn(s: BaseState, events: GameEvent[]): void {
  s.phase = "transfer";
  events.push({ type: "turn", seat: s.order[s.turn], round: s.round });
}

/** After the last Outpost is placed, round 1 begins. */
export function outpostPlaced(s: BaseState, events: GameEvent[]): void {
  s.turn += 1;
  if (s.turn < s.players) return;
  s.turn = 0;
  s.round = 1;
  startTurn(s, events);
}

export function finishTransfer(s: BaseState): void {
  s.phase = "repair";
}

/** Repair is over: the meteor falls, the active player collects, then Control. */
export function finishRepair(s: BaseState, events: GameEvent[]): void {
  const seat = s.order[s.turn];
  const rng = new Rng(s.rng);
  meteor(s, seat, () => rng.int(0, 9), events);
  s.rng = rng.state();
  production(s, seat, events);
  s.phase = "control";
}

/** Control is over: draw, then discard down to 8 if needed, else Build. */
export function finishControl(s: BaseState, events: GameEvent[]): void {
  const seat = s.order[s.turn];
  s.stealTarget = null;
  draw(s, seat, events);
  s.phase = mustDiscard(s.hands[seat].length) > 0 ? "discard" : "build";
}

export function finishDiscard(s: BaseState): void {
  s.phase = "build";
}

/** Build is over: the next player's turn, or the end of the game after the final round (base-D18). */
export function finishBuild(s: BaseState, events: GameEvent[]): void {
  s.turn += 1;
  if (s.turn < s.players) return startTurn(s, events);
  // An empty deck without the flag only arises in hand-built states; ending there keeps `advance` finite.
  if (s.finalRound || s.deck.length === 0) {
    s.phase = "over";
    const best = Math.max(...s.credits);
    const winners = s.credits.flatMap((c, seat) => (c === best ? [seat] : []));
    events.push({ type: "gameOver", winners, scores: s.credits.slice() });
    return;
  }
  s.turn = 0;
  s.round += 1;
  startTurn(s, events);
}

/** Runs every step that needs no decision, until someone must decide or the game is over. */
export function advance(s: BaseState, events: GameEvent[]): void {
  for (;;) {
    if (s.phase === "outpost" || s.phase === "steal" || s.phase === "discard" || s.phase === "over") return;
    if (hasChoice(s)) return;
    if (s.phase === "transfer") finishTransfer(s);
    else if (s.phase === "repair") finishRepair(s, events);
    else if (s.phase === "control") finishControl(s, events);
    else finishBuild(s, events);
  }
}
