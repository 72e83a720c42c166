/** Legal actions from what a seat can see (its view): used by the client, the bots and `legalActions`. */
import { adjacent, controller, cornerZone } from "./board";
import { buildableSpaces, emptySpaces, inBoardOrder, siteAt } from "./cache";
import { isInstallation, isSiteCard, type CardKind } from "./data";
import { mustDiscard } from "./draw";
import type { BaseAction, BaseState, BaseView, Phase, Pos, Site } from "./types";

interface LegalInput {
  players: number;
  phase: Phase;
  active: number | null;
  sites: readonly Site[];
  credits: readonly number[];
  handCounts: readonly number[];
  outpostZone: readonly Pos[] | null;
  hand: readonly CardKind[];
  stealHand: readonly CardKind[] | null;
}

const unique = <T>(xs: readonly T[]) => [...new Set(xs)];

/** The most recently received cards, newest first: the timeout default for discarding. */
export function newest(hand: readonly CardKind[], n: number): CardKind[] {
  return hand.slice(hand.length - n).reverse();
}

function discardChoices(hand: readonly CardKind[]): BaseAction[] {
  const need = mustDiscard(hand.length);
  const seen = new Set<string>();
  const out: BaseAction[] = [];
  const add = (cards: CardKind[]) => {
    const k = [...cards].sort().join("|");
    if (!seen.has(k)) { seen.add(k); out.push({ type: "discard", cards }); }
  };
  add(newest(hand, need));
  for (const kind of unique(hand)) {
    const rest = hand.slice();
    rest.splice(rest.lastIndexOf(kind), 1);
    add([kind, ...newest(rest, need - 1)]);
  }
  return out;
}

/** The legal actions one by one, so that a caller asking whether there is any choice stops at the first. */
function* legalFrom(v: LegalInput, seat: number): Generator<BaseAction> {
  if (v.active !== seat) return;
  // Board order (row by row) so the list does not depend on the order sites were placed in; found
  // only by the phases that list sites (`advance` asks every phase whether there is a choice).
  const inOrder = () => inBoardOrder(v.sites);
  const ownSites = () => inOrder().filter((s) => controller(s) === seat);
  switch (v.phase) {
    case "outpost":
      for (const at of v.outpostZone ?? []) if (!siteAt(v.sites, at)) yield { type: "placeOutpost", at: { x: at.x, y: at.y } };
      return;
    case "transfer": {
      yield { type: "pass" };
      if (!v.hand.includes("transfer")) return;
      const own = ownSites();
      for (const s of own) {
        for (const to of buildableSpaces(v.sites, seat, s)) yield { type: "move", from: { x: s.x, y: s.y }, to };
      }
      for (let i = 0; i < own.length; i++) {
        for (let j = i + 1; j < own.length; j++) {
          yield { type: "switch", a: { x: own[i].x, y: own[i].y }, b: { x: own[j].x, y: own[j].y } };
        }
      }
      return;
    }
    case "repair": {
      yield { type: "pass" };
      const credits = v.credits[seat];
      if (credits <= 0) return;
      const isDamaged = (s: Site) => controller(s) === seat && isInstallation(s.card) && s.damage > 0;
      // Sorted only when there is something to repair.
      if (!v.sites.some(isDamaged)) return;
      const damaged = inOrder().filter(isDamaged);
      for (const s of damaged) {
        const most = Math.min(s.damage, credits);
        yield { type: "repair", repairs: [{ at: { x: s.x, y: s.y }, points: most }] };
        if (most > 1) yield { type: "repair", repairs: [{ at: { x: s.x, y: s.y }, points: 1 }] };
      }
      if (damaged.length > 1) {
        let left = credits;
        const repairs = [];
        for (const s of damaged) {
          const points = Math.min(s.damage, left);
          if (points > 0) repairs.push({ at: { x: s.x, y: s.y }, points });
          left -= points;
        }
        if (repairs.length > 1) yield { type: "repair", repairs };
      }
      return;
    }
    case "control": {
      yield { type: "pass" };
      if (!v.hand.includes("control")) return;
      const own = ownSites();
      for (const t of inOrder()) {
        const owner = controller(t);
        if (owner !== null && owner !== seat && own.some((s) => adjacent(s, t))) {
          yield { type: "capture", at: { x: t.x, y: t.y } };
        }
      }
      for (let target = 0; target < v.players; target++) {
        if (target !== seat && v.handCounts[target] > 0) yield { type: "steal", target };
      }
      return;
    }
    case "steal":
      for (const card of unique(v.stealHand ?? [])) yield { type: "take", card };
      return;
    case "discard":
      yield* discardChoices(v.hand);
      return;
    case "build": {
      yield { type: "pass" };
      const kinds = unique(v.hand).filter(isSiteCard);
      if (kinds.length === 0) return;
      // Found when first needed: whether there is a choice is often known at the first build.
      let empty: Pos[] | null = null;
      let near: Pos[] | null = null;
      for (const card of kinds) {
        const spaces = card === "volcano" ? (empty ??= emptySpaces(v.sites)) : (near ??= buildableSpaces(v.sites, seat));
        for (const at of spaces) yield { type: "build", card, at };
      }
      return;
    }
    default:
      return;
  }
}

export function legalActionsInView(view: BaseView, seat: number): BaseAction[] {
  return [...legalFrom({ ...view, hand: view.private?.hand ?? [], stealHand: view.private?.stealHand ?? null }, seat)];
}

/** The same answer straight from the state (what the seat's view would show), without building the view. */
export function legalActions(s: BaseState, seat: number): BaseAction[] {
  return [...legalIn(s, seat)];
}

/** Whether the active player has any choice besides passing in the current phase. */
export function hasChoice(s: BaseState): boolean {
  const seat = s.order[s.turn];
  for (const a of legalIn(s, seat)) if (a.type !== "pass") return true;
  return false;
}

function legalIn(s: BaseState, seat: number): Generator<BaseAction> {
  const active = s.phase === "over" ? null : s.order[s.turn];
  return legalFrom({
    players: s.players,
    phase: s.phase,
    active,
    sites: s.sites,
    credits: s.credits,
    handCounts: s.hands.map((h) => h.length),
    outpostZone: s.phase === "outpost" ? cornerZone(s.turn) : null,
    hand: s.hands[seat] ?? [],
    stealHand: s.phase === "steal" && active === seat && s.stealTarget !== null ? s.hands[s.stealTarget] : null,
  }, seat);
}
