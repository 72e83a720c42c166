import { cornerZone } from "./board";
import { CARDS } from "./data";
import { mustDiscard } from "./draw";
import { newest } from "./legal";
import type { BaseAction, BaseState } from "./types";

/** The spec's timeout defaults (base-D23): pass; Outpost on the corner; discard the newest cards. */
export function timeoutAction(s: BaseState, seat: number): BaseAction {
  switch (s.phase) {
    case "outpost": {
      const free = cornerZone(s.turn).find((p) => !s.sites.some((t) => t.x === p.x && t.y === p.y))!;
      return { type: "placeOutpost", at: free };
    }
    case "steal": {
      // Not in the spec: an absent stealer takes the most valuable card by income (docs/base-decisions.md).
      const hand = s.stealTarget === null ? [] : s.hands[s.stealTarget] ?? [];
      // A hand-edited steal without a target (or with nothing to take) has no default; `apply` rejects the pass.
      if (hand.length === 0) return { type: "pass" };
      const card = hand.reduce((a, b) => (CARDS[b].income > CARDS[a].income ? b : a));
      return { type: "take", card };
    }
    case "discard":
      return { type: "discard", cards: newest(s.hands[seat], mustDiscard(s.hands[seat].length)) };
    default:
      return { type: "pass" };
  }
}
