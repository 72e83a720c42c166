import type { CardKind } from "@space/shared/base";

export interface Theft {
  by: number;
  card: CardKind;
}

/** What the note needs of each state: the engine's `stolen` (kept until the next theft) and whose turn it is. */
export interface StealStep {
  /** This seat's `private.stolen`: the last card taken from it, ever. */
  stolen: Theft | null;
  phase: string;
  active: number | null;
  stealTarget: number | null;
}

/**
 * When "Bo stole your Colony" shows. The engine keeps the last theft for good, so the board decides:
 * the note comes up when a steal from this seat ends (or the theft is new), and stays until the end of
 * this seat's next turn, so a player who looked away still sees it when they play. A board opened
 * later shows it only during the thief's turn (it cannot know how old the theft is otherwise).
 */
export function stealNote(seat: number | null) {
  let shown: Theft | null = null;
  let last: StealStep | null = null;
  /** Whether this seat's own turn has come since the theft. */
  let myTurn = false;

  return (now: StealStep): Theft | null => {
    const before = last;
    last = now;
    if (seat === null || !now.stolen) return (shown = null);
    const fresh = before === null
      ? now.active === now.stolen.by
      : JSON.stringify(before.stolen) !== JSON.stringify(now.stolen)
        || (before.phase === "steal" && before.stealTarget === seat && now.phase !== "steal");
    if (fresh) {
      shown = now.stolen;
      myTurn = false;
    }
    if (shown && now.active === seat) myTurn = true;
    else if (shown && myTurn) shown = null;
    return shown;
  };
}
