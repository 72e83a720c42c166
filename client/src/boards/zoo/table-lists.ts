import { PHASES, TRACK_COSTS, type Ability, type Market, type ZooAction, type ZooView } from "@space/shared/zoo";
import { t } from "../../i18n";
import { listOf } from "../../ui/intl";
import type { Action } from "../types";
import type { TableCell, TableSection } from "../../table/types";
import { abilityName, animalName, cardEffect, cardName, euros, marketName, ore, phaseName, planetName, points } from "./words";

const MARKETS: Market[] = ["grass", "meat", "funky"];

/** The legal actions that `pick` says start at a place. */
const where = (legal: Action[], pick: (a: ZooAction) => boolean): Action[] => (legal as ZooAction[]).filter(pick) as Action[];

const nameOf = (seat: number, me: number | null, names: string[]): string => {
  const name = names[seat] || t("zoo.seat", { n: seat + 1 });
  return seat === me ? t("zoo.board.nameYou", { name }) : name;
};

/** The turn, the phase, the Funding and Mining boxes, the 1st player token and the decks. */
export function phasesSection(v: ZooView, seat: number | null, names: string[], legal: Action[]): TableSection {
  const holder = v.holder === null ? "box" : nameOf(v.holder, seat, names);
  return {
    kind: "list", id: "zoo-phases", label: t("tableview.zoo.phases"),
    items: [
      { id: "zoo-turn", label: t("tableview.zoo.turn", { n: v.turn, phase: phaseName(v.phase) }) },
      { id: "zoo-boxes", label: t("tableview.zoo.boxes", { coins: euros(v.fundingBox), ore: ore(v.miningBox) }), actions: where(legal, (a) => a.type === "takeCoin") },
      { id: "zoo-token", label: t("tableview.zoo.token", { holder }), actions: where(legal, (a) => a.type === "takeToken") },
      { id: "zoo-deck", label: t("tableview.zoo.deck", { n: v.planetDeckCount }), actions: where(legal, (a) => a.type === "reveal") },
    ],
  };
}

export function marketsSection(v: ZooView): TableSection {
  return {
    kind: "list", id: "zoo-markets", label: t("zoo.phone.markets"),
    items: MARKETS.map((m) => ({ id: `zoo-market-${m}`, label: t("tableview.zoo.market", { market: marketName(m), n: v.markets[m] }) })),
  };
}

/** Each available planet: its animals, what is left, its abilities and whose camps are on it. */
export function planetsSection(v: ZooView, seat: number | null, names: string[], legal: Action[]): TableSection {
  return {
    kind: "list", id: "zoo-planets", label: t("zoo.phone.planets", { n: v.planets.length, deck: v.planetDeckCount }),
    items: v.planets.map((p): TableCell => {
      const abilities = p.abilities.length ? `, ${listOf(p.abilities.map((a) => abilityName(a as Ability)))}` : "";
      const camps = p.camps.length
        ? t("zoo.sheet.camps", { names: listOf(p.camps.map((s) => nameOf(s, seat, names))) })
        : t("zoo.sheet.noCamp");
      return {
        id: `zoo-planet-${p.id}`,
        label: t("tableview.zoo.planet", { planet: planetName(p.id), animal: animalName(p.id), tokens: p.tokens, herd: p.herd, abilities, camps }),
        actions: where(legal, (a) => (a.type === "trade" || a.type === "sell") ? a.planet === p.id : a.type === "place" && a.planets.includes(p.id)),
      };
    }),
  };
}

/** The research track's five positions, then the pile. */
export function researchSection(v: ZooView, legal: Action[]): TableSection {
  const items: TableCell[] = v.track.map((kind, i) => {
    const position = i + 1;
    const cost = euros(TRACK_COSTS[i]);
    return {
      id: `zoo-track-${position}`,
      label: kind ? t("tableview.zoo.track", { position, cost, card: `${cardName(kind)} (${cardEffect(kind)})` }) : t("tableview.zoo.trackEmpty", { position, cost }),
      actions: where(legal, (a) => a.type === "buy" && a.position === position),
    };
  });
  items.push({ id: "zoo-pile", label: t("tableview.zoo.pile", { n: v.pileCount }) });
  return { kind: "list", id: "zoo-research", label: t("zoo.short.research"), items };
}

/** This seat's own action cards: in hand, chosen (its secret, its own to see), locked, played. */
export function cardsSection(v: ZooView, seat: number, legal: Action[]): TableSection {
  const me = v.players[seat];
  const hand = v.private?.hand ?? [];
  const choice = v.private?.choice ?? null;
  const items = PHASES.flatMap((phase): TableCell[] => {
    const state = me.played === phase ? "played" : me.locked === phase ? "locked" : choice === phase ? "chosen" : hand.includes(phase) ? "hand" : null;
    if (!state) return [];
    return [{ id: `zoo-card-${phase}`, label: t("tableview.zoo.card", { card: phaseName(phase), state }), actions: where(legal, (a) => a.type === "choose" && a.phase === phase) }];
  });
  return { kind: "list", id: "zoo-cards", label: t("zoo.phone.yourCards"), items };
}

/** Every player's public side: money, ore, points, camps, research, locked and played cards. */
export function playersSection(v: ZooView, seat: number | null, names: string[]): TableSection {
  return {
    kind: "list", id: "zoo-players", label: t("zoo.phone.players"),
    items: v.players.map((p, s) => ({
      id: `zoo-player-${s}`,
      label: t("tableview.zoo.player", {
        name: nameOf(s, seat, names), coins: euros(p.coins), ore: ore(p.ore), vp: points(p.vp),
        camps: t("zoo.board.camps", { supply: p.supply, bank: p.bank, placed: p.placed }),
        research: p.research.length ? t("zoo.board.research", { cards: listOf(p.research.map(cardName)) }) : t("zoo.board.researchNone"),
        locked: p.locked ? `, ${t("zoo.board.locked", { card: phaseName(p.locked) })}` : "",
        played: p.played ? `, ${t("zoo.status.plays", { card: phaseName(p.played) })}` : "",
      }),
    })),
  };
}
