import type { AnyGame } from "@space/shared";
import type { Action } from "../../src/boards/types";
import type { TableDescriber, TableSection } from "../../src/table/types";

/** A describer's sections with the seat's legal actions as the game screen gives them: the engine's answer on the same view. */
export function sectionsWith(describer: TableDescriber, engine: Pick<AnyGame, "legalActionsInView">, view: unknown, seat: number | null, names: string[]): TableSection[] {
  const legal = seat === null ? [] : (engine.legalActionsInView(view as never, seat) as Action[]);
  return describer.sections(view as Record<string, unknown>, seat, names, legal);
}
