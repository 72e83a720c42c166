import type { BaseView, CardKind } from "@space/shared/base";
import { t } from "../../i18n";
import type { TableCell, TableSection } from "../../table/types";
import type { Action } from "../types";
import { cardText } from "./card-text";
import { baseActionWords, cardPlayed, seatName } from "./table-words";
import { kindWords, meteorWords, playerStats, roundLine } from "./words";

type List = Extract<TableSection, { kind: "list" }>;

/** A card in words: "Colony, installation: Build: free, … Income: +3 credits … Works when …". */
function cardLabel(kind: CardKind): string {
  const { name, lines } = cardText(kind);
  return t("basetable.card", { name, kind: kindWords(kind), text: lines.slice(1).join(" ") });
}

/** Cards as items keyed by kind and rank (a second Colony is "colony-2"), so focus stays on a card when others come and go. */
function cardItems(prefix: string, cards: readonly CardKind[], actionsOf: (kind: CardKind) => Action[]): TableCell[] {
  const rank = new Map<CardKind, number>();
  return cards.map((kind) => {
    const n = (rank.get(kind) ?? 0) + 1;
    rank.set(kind, n);
    const actions = actionsOf(kind);
    const item: TableCell = { id: `${prefix}-${kind}-${n}`, label: cardLabel(kind) };
    return actions.length ? { ...item, actions } : item;
  });
}

/** Every player in turn order as the board's player boxes say them: name, whether to act, credits, income, cards in hand; a Steal there. */
export function playersSection(v: BaseView, seat: number | null, names: string[], legal: Action[]): List {
  const seats = v.order.length ? v.order : v.credits.map((_, i) => i);
  return {
    kind: "list", id: "base-players", label: t("basetable.players"),
    items: seats.map((p) => {
      const label = t("basetable.player", {
        name: seatName(names, p), you: p === seat ? "yes" : "no", active: v.active === p ? "yes" : "no",
        stats: playerStats(v.credits[p], v.income[p], v.handCounts[p], false),
      });
      const steal = legal.filter((a) => a.type === "steal" && a.target === p);
      return steal.length ? { id: `base-player-${p}`, label, actions: steal } : { id: `base-player-${p}`, label };
    }),
  };
}

/** This seat's hand, each card with the legal actions that play it; a spectator hears that hands are secret. */
export function handSection(v: BaseView, legal: Action[]): List {
  const hand = v.private?.hand;
  if (!hand) return { kind: "list", id: "base-hand", label: t("base.hand.watching"), items: [] };
  return {
    kind: "list", id: "base-hand", label: t("base.hand.yours", { n: hand.length }),
    items: cardItems("base-hand", hand, (kind) => legal.filter((a) => cardPlayed(a) === kind)),
  };
}

/**
 * The decision the map does not hold, as the board's forms offer it: the target's hand during
 * your steal (take one), the repairs, the discards. Null when the moment has none.
 */
export function choicesSection(v: BaseView, seat: number | null, names: string[], legal: Action[]): List | null {
  if (seat === null || v.active !== seat) return null;
  const steal = v.private?.stealHand;
  if (v.phase === "steal" && steal) {
    return {
      kind: "list", id: "base-steal", label: t("base.hand.stealing", { name: seatName(names, v.stealTarget ?? 0) }),
      items: cardItems("base-steal", steal, (kind) => legal.filter((a) => a.type === "take" && a.card === kind)),
    };
  }
  const offered = legal.filter((a) => (v.phase === "repair" && (a.type === "repair" || a.type === "pass")) || (v.phase === "discard" && a.type === "discard"));
  if (!offered.length) return null;
  const label = v.phase === "repair"
    ? t("base.repair.title", { credits: v.credits[seat] })
    : t("base.discard.title", { n: v.mustDiscard, hand: v.private?.hand.length ?? 0 });
  return {
    kind: "list", id: `base-${v.phase}`, label,
    // Keyed by the choice itself: the same choice keeps its id while the list is up.
    items: offered.map((a) => ({ id: `base-choice-${choiceKey(a)}`, label: baseActionWords(a, v as never, seat, names), actions: [a] })),
  };
}

/** A choice's stable key from what it does ("repair-3-4-2", "discard-colony-metal"). */
function choiceKey(a: Action): string {
  if (a.type === "repair") return `repair-${(a.repairs as { at: { x: number; y: number }; points: number }[]).map((r) => `${r.at.x}-${r.at.y}-${r.points}`).join("-")}`;
  if (a.type === "discard") return `discard-${[...(a.cards as string[])].sort().join("-")}`;
  return a.type;
}

/** The board's notes: round, deck and discard pile, the last meteor, the last card taken from you. */
export function notesSection(v: BaseView, seat: number | null, names: string[]): List {
  const discard = Object.values(v.discard).reduce((a, b) => a + (b ?? 0), 0);
  const items: TableCell[] = [{ id: "base-note-round", label: roundLine(v.round, v.deckCount, discard, v.finalRound) }];
  if (v.lastMeteor) items.push({ id: "base-note-meteor", label: meteorWords(v.lastMeteor, { seat, names }) });
  const stolen = v.private?.stolen;
  if (stolen) items.push({ id: "base-note-stolen", label: t("basetable.note.stolen", { name: seatName(names, stolen.by), card: cardText(stolen.card).name }) });
  return { kind: "list", id: "base-notes", label: t("basetable.notes"), items };
}
