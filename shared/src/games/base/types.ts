import { z } from "zod";
import type { RngState } from "../../engine/random";
import type { SeatView } from "../../engine/game";
import { CARD_KINDS, MAP_SIZE, type CardKind } from "./data";
import type { Defunct } from "./requirements";

export interface Pos { x: number; y: number }

/** A card on the map. Volcanoes have no owner (base-D14). */
export interface Site extends Pos {
  card: CardKind;
  owner: number | null;
  damage: number;
}

export type Phase = "outpost" | "transfer" | "repair" | "control" | "steal" | "discard" | "build" | "over";

export interface BaseState {
  players: number;
  /** Seats in turn order; order[0] is the first player. */
  order: number[];
  round: number;
  /** Index into `order` of the active player (or of the player placing an Outpost). */
  turn: number;
  phase: Phase;
  /** Never changed in place: a change makes a new list of frozen sites (sites.ts `placeSite`, `changeSites`). */
  sites: readonly Readonly<Site>[];
  /** Each seat's hand, oldest card first. */
  hands: CardKind[][];
  /** The draw deck, top card first. */
  deck: CardKind[];
  discard: CardKind[];
  credits: number[];
  /** Set the moment the last card of the deck is drawn. */
  finalRound: boolean;
  /** During a steal: whose hand the active player is looking at. */
  stealTarget: number | null;
  /** The last card stolen from each seat; told to that seat only (DEFAULT §3.5). */
  stolen: ({ by: number; card: CardKind } | null)[];
  lastMeteor: MeteorResult | null;
  rng: RngState;
}

export interface MeteorResult extends Pos {
  seat: number;
  /** The two d10 faces as rolled (0 reads as 10). */
  faces: [number, number];
  outcome: "empty" | "resource" | "volcano" | "shielded" | "damaged";
  card: CardKind | null;
  damageRoll: number | null;
}

const Coord = z.number().int().min(1).max(MAP_SIZE);
// Strict objects: a stored action is exactly what was checked, with no stray keys.
const PosSchema = z.strictObject({ x: Coord, y: Coord });
const Kind = z.enum(CARD_KINDS);

export const ActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("placeOutpost"), at: PosSchema }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("move"), from: PosSchema, to: PosSchema }),
  z.strictObject({ type: z.literal("switch"), a: PosSchema, b: PosSchema }),
  z.strictObject({
    type: z.literal("repair"),
    repairs: z.array(z.strictObject({ at: PosSchema, points: z.number().int().min(1).max(10_000) })).min(1).max(100),
  }),
  z.strictObject({ type: z.literal("capture"), at: PosSchema }),
  z.strictObject({ type: z.literal("steal"), target: z.number().int().min(0).max(3) }),
  z.strictObject({ type: z.literal("take"), card: Kind }),
  z.strictObject({ type: z.literal("discard"), cards: z.array(Kind).min(1).max(120) }),
  z.strictObject({ type: z.literal("build"), card: Kind, at: PosSchema }),
]);
export type BaseAction = z.infer<typeof ActionSchema>;

export interface SiteView extends Site {
  functional: boolean;
  /** Why an installation is defunct, as a code the reader's words tell (`base.defunct.<code>`); null when it works or is not an installation. */
  reason: Defunct | null;
}

export interface BasePrivate {
  hand: CardKind[];
  /** Only for the active player during a steal: the target's whole hand. */
  stealHand: CardKind[] | null;
  /** The last card an opponent stole from this seat. */
  stolen: { by: number; card: CardKind } | null;
}

export interface BaseView extends SeatView<BasePrivate> {
  players: number;
  order: number[];
  round: number;
  phase: Phase;
  /** The seat that must act (null when the game is over). */
  active: number | null;
  /** Every site, in the order they were placed (a site keeps its place when it moves or changes hands). */
  sites: readonly SiteView[];
  credits: number[];
  /** Each seat's income in its next Production with the board as it stands. */
  income: readonly number[];
  handCounts: number[];
  deckCount: number;
  /** The public discard pile as counts per card kind. */
  discard: Partial<Record<CardKind, number>>;
  finalRound: boolean;
  stealTarget: number | null;
  lastMeteor: MeteorResult | null;
  /** During Outpost placement: the spaces the placing player may use. */
  outpostZone: Pos[] | null;
  /** How many cards the active player must discard now (Draw phase), else 0. */
  mustDiscard: number;
  winners: number[] | null;
}
