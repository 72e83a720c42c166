import { count } from "@space/shared";

/** A player's line under their name: "51 credits · +3 income · 1 card" ("51 cr +3 · 1 card" on a phone). */
export function playerStats(credits: number, income: number, cards: number, narrow: boolean): string {
  return narrow
    ? `${credits} cr +${income} · ${count(cards, "card")}`
    : `${count(credits, "credit")} · +${income} income · ${count(cards, "card")}`;
}

/** The notes' first line: "Round 3 · Deck 1 card · Discard 4", and "· FINAL ROUND" in the last one. */
export function roundLine(round: number, deck: number, discard: number, finalRound: boolean): string {
  return `Round ${round} · Deck ${count(deck, "card")} · Discard ${discard}${finalRound ? " · FINAL ROUND" : ""}`;
}
