import type { HiddenPile } from "../../engine/game";
import { loadedWords, type Words } from "../../i18n/words";
import type { BaseState } from "./types";

/** The face-down draw deck (docs/rules/space-base.md, "Cards"), top card first, in a reader's words. */
export function hidden(state: BaseState, words: Words = loadedWords("en")): HiddenPile[] {
  return [{ label: words.t("base.hidden.deck"), cards: state.deck.map((kind) => words.t(`base.card.${kind}`)) }];
}
