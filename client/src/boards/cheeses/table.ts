import { spec, type CheesesAction, type CheesesView, type ModuleType } from "@space/shared/cheeses";
import { t } from "../../i18n";
import type { TableDescriber, TableSection } from "../../table/types";
import { promptLine } from "./prompt";
import { colonySections, gameSection } from "./table-lists";
import { mapSection } from "./table-map";
import { cheesesActionWords } from "./table-words";
import { targetsOf } from "./targets";

/**
 * Space Colony Cheeses' table in words (docs/accessibility.md): the turn, market and your sealed
 * choice, each colony (yours first), then the map as a grid. The prompt is the board's (prompt.ts).
 */
export const cheesesTable: TableDescriber = {
  sections(view, seat, names, legal): TableSection[] {
    const v = view as unknown as CheesesView;
    return [gameSection(v, seat, names), ...colonySections(v, seat, names, legal), mapSection(v, seat, names, legal)];
  },
  prompt(view, seat, legal, names) {
    const v = view as unknown as CheesesView;
    // The board's move line says to click a highlighted module; the table has no highlight.
    if (seat !== null && v.step === "move" && v.awaiting.includes(seat)) return t("cheesestable.prompt.move");
    const buildPrice = (type: ModuleType) => spec(type).cost - (seat !== null && v.figures[seat]?.discount ? 1 : 0);
    // As the board says it on a laptop with nothing picked (the table picks nothing: each move is whole).
    return promptLine({ v, seat, names, t: targetsOf(legal as CheesesAction[]), chosenType: null, chosenModule: null, buildPrice });
  },
  actionWords: cheesesActionWords,
};
