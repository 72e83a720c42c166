import { CARDS, type CardKind, type MeteorResult } from "@space/shared/base";
import { t } from "../../i18n";
import { nameOf, type Scene } from "./scene";

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

/** The last meteor in a line: whose turn, the dice (a 0 reads as 10), where it fell and what it did. */
export function meteorWords(m: MeteorResult, s: Pick<Scene, "seat" | "names">): string {
  return t("base.board.meteor", {
    you: m.seat === s.seat ? "yes" : "no", name: nameOf(s, m.seat), fx: m.faces[0] || 10, fy: m.faces[1] || 10,
    at: `(${m.x},${m.y})`, outcome: m.outcome, card: m.card ? cardName(m.card) : "", roll: m.damageRoll ?? 0,
  });
}

/** The note of a card stolen from you: "Bo stole your Colony". */
export const stolenWords = (s: Pick<Scene, "seat" | "names">, stolen: { by: number; card: CardKind }) =>
  t("base.board.stolen", { name: nameOf(s, stolen.by), card: cardName(stolen.card) });
