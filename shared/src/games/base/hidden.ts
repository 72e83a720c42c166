import type { HiddenPile } from "../../engine/game";
import { CARDS } from "./data";
import type { BaseState } from "./types";

/** The face-down draw deck (docs/rules/space-base.md, "Cards"), top card first. */
export function hidden(state: BaseState): HiddenPile[] {
  return [{ label: "Draw deck", cards: state.deck.map((kind) => CARDS[kind].name) }];
}
