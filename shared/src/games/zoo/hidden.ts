import type { HiddenPile } from "../../engine/game";
import { RESEARCH, planetCard } from "./data";
import type { ZooState } from "./types";

/** The face-down piles (black-backed research pile §1.3, planet deck §1.4), top card first. */
export function hidden(state: ZooState): HiddenPile[] {
  return [
    { label: "Research pile (black backs)", cards: state.pile.map((kind) => RESEARCH[kind].name) },
    { label: "Planet deck", cards: state.planetDeck.map((id) => planetCard(id).name) },
  ];
}
