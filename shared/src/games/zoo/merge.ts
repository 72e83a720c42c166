import type { GameEvent } from "../../engine/game";

/** One seat's share of a run of takes from a box. */
export interface Take {
  seat: number;
  amount: number;
}

const takesOf = (e: GameEvent): Take[] => (e.takes as Take[] | undefined) ?? [{ seat: e.seat as number, amount: 1 }];

function add(takes: Take[], seat: number, amount: number): Take[] {
  const mine = takes.find((t) => t.seat === seat);
  return mine ? takes.map((t) => (t === mine ? { seat, amount: t.amount + amount } : t)) : [...takes, { seat, amount }];
}

/**
 * Log lines for runs of takes (§3.7 Mining cycles 1 ore at a time through the participants; §3.1
 * forced Funding picks of the same seat): one line per run, with each seat's total.
 */
export function mergeEvents(a: GameEvent, b: GameEvent): GameEvent | null {
  if (a.type === "mined" && b.type === "mined") {
    return { type: "mined", takes: takesOf(b).reduce((all, t) => add(all, t.seat, t.amount), takesOf(a)), box: b.box };
  }
  if (a.type === "tookCoin" && b.type === "tookCoin" && a.seat === b.seat && a.forced && b.forced) {
    return { ...b, amount: ((a.amount as number | undefined) ?? 1) + 1 };
  }
  return null;
}
