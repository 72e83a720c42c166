import type { ZooView } from "@space/shared/zoo";
import type { TableDescriber, TableSection } from "../../table/types";
import { promptLine } from "./prompt";
import { targetsOf } from "./targets";
import { cardsSection, marketsSection, phasesSection, planetsSection, playersSection, researchSection } from "./table-lists";
import { zooActionWords } from "./table-words";

/**
 * Space Zoo's table in words (docs/accessibility.md): the turn and boxes, the planets, the
 * markets, the research track, your action cards and the players; the prompt is the board's own.
 */
export const zooTable: TableDescriber = {
  sections(view, seat, names, legal): TableSection[] {
    const v = view as unknown as ZooView;
    return [
      phasesSection(v, seat, names, legal),
      ...(seat !== null && v.players[seat] ? [cardsSection(v, seat, legal)] : []),
      planetsSection(v, seat, names, legal),
      researchSection(v, legal),
      marketsSection(v),
      playersSection(v, seat, names),
    ];
  },
  prompt(view, seat, legal, names) {
    return promptLine(view as unknown as ZooView, seat, names, targetsOf(legal), []);
  },
  actionWords: (action, view) => zooActionWords(action, view),
};
