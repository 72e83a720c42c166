import type { GameEvent } from "../../../engine/game";
import { owns } from "../rules";
import type { ZooState } from "../types";

/** §3.7 not selected: N−1 ore into the Mining box. */
export function miningNotSelected(s: ZooState, ev: GameEvent[]): void {
  const amount = s.players.length - 1;
  s.miningBox += amount;
  ev.push({ type: "oreAdded", amount, box: s.miningBox });
}

/** §3.7 selected: participants take 1 ore each in turn order, cycling, until the box is empty; then Deep Core Drill. */
export function mine(s: ZooState, order: number[], ev: GameEvent[]): void {
  for (let i = 0; s.miningBox > 0; i++) {
    const seat = order[i % order.length];
    s.miningBox -= 1;
    s.players[seat].ore += 1;
    ev.push({ type: "mined", seat, box: s.miningBox });
  }
  for (const seat of order) {
    if (owns(s.players[seat], "drill")) {
      s.players[seat].ore += 1;
      ev.push({ type: "drill", seat, amount: 1 });
    }
  }
}
