import type { AnyGame } from "@space/shared";
import { actionLabel } from "../boards/describe";
import type { Action } from "../boards/types";
import type { TableDescriber } from "../table/types";
import type { MoveWords } from "./turning-points-model";

const isAction = (value: unknown): value is Action =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/**
 * A decision's move worded as the table view words it ("Build Research Station at (2,3)"): the
 * game's table describer with the view its player had just before the decision (the replayed state
 * at that step, seen from that seat). Without a describer, or when the view cannot be made, the
 * move's short label ("build kind=research at=…") stands in.
 */
export function moveWords(game: AnyGame, stateAt: (step: number) => unknown, names: string[], describer: TableDescriber | null): MoveWords {
  return (seat, decision, action) => {
    if (!isAction(action)) return JSON.stringify(action);
    if (describer) {
      try {
        const view = game.view(stateAt(decision), seat) as unknown as Record<string, unknown>;
        const words = describer.actionWords(action, view, seat, names);
        if (words) return words;
      } catch {
        // A view or wording that fails leaves the label below.
      }
    }
    return actionLabel(action);
  };
}
