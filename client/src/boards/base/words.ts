import { CARDS, type CardKind } from "@space/shared/base";
import { t } from "../../i18n";

/** A card's name in the reader's words (the shared catalog's, as the log names it). */
export const cardName = (k: CardKind) => t(`base.card.${k}`);

/** A card's short tag for small cells ("Col", "Kol"). */
export const cardTag = (k: CardKind) => t(`base.tag.${k}`);

const KINDS = { IP: "powerSource", I: "installation", R: "resource", V: "volcano", A: "action" } as const;

/** What kind of card, in words, for hand cards and the site details. */
export function kindWords(k: CardKind): string {
  return t(`base.kind.${KINDS[CARDS[k].type]}`);
}

/** A player's line under their name: "51 credits · +3 income · 1 card" ("51 cr +3 · 1 card" on a phone). */
export function playerStats(credits: number, income: number, cards: number, narrow: boolean): string {
  return t(narrow ? "base.board.statsShort" : "base.board.stats", { credits, income, cards });
}

/** The notes' first line: "Round 3 · Deck 1 card · Discard 4", and "· FINAL ROUND" in the last one. */
export function roundLine(round: number, deck: number, discard: number, finalRound: boolean): string {
  return t("base.board.round", { round, deck, discard, final: finalRound ? "yes" : "no" });
}
