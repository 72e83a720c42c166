import type { BaseView } from "@space/shared/base";
import type { TableDescriber, TableSection } from "../../table/types";
import { promptLine } from "./prompt";
import { mapSection } from "./table-grid";
import { choicesSection, handSection, notesSection, playersSection } from "./table-lists";
import { baseActionWords } from "./table-words";
import { targetsOf } from "./targets";

/**
 * Space Base's table in words (docs/accessibility.md): the map as a 10 x 10 grid, the decision of
 * the moment, your hand, the players and the notes; the prompt is the board's own (prompt.ts).
 */
export const baseTable: TableDescriber = {
  sections(view, seat, names, legal): TableSection[] {
    const v = view as unknown as BaseView;
    const choices = choicesSection(v, seat, names, legal);
    return [
      mapSection(v, seat, names, legal),
      ...(choices ? [choices] : []),
      handSection(v, legal),
      playersSection(v, seat, names, legal),
      notesSection(v, seat, names),
    ];
  },
  prompt(view, seat, legal, names) {
    // As the board on a laptop says it, with no card or site picked (the table has no picking).
    return promptLine({ v: view as unknown as BaseView, seat, names, t: targetsOf(legal), card: null, site: null, L: {} });
  },
  actionWords: baseActionWords,
};
