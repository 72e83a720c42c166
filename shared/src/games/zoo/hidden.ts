import type { HiddenPile } from "../../engine/game";
import { loadedWords, type Words } from "../../i18n/words";
import { cardWord, planetWord } from "./words";
import type { ZooState } from "./types";

/** The face-down piles (black-backed research pile §1.3, planet deck §1.4), top card first, in a reader's words. */
export function hidden(state: ZooState, words: Words = loadedWords("en")): HiddenPile[] {
  return [
    { label: words.t("zoo.hidden.research"), cards: state.pile.map((kind) => cardWord(words.t, kind)) },
    { label: words.t("zoo.hidden.planets"), cards: state.planetDeck.map((id) => planetWord(words.t, id)) },
  ];
}
