import { z } from "zod";
import type { RngState } from "../../engine/random";
import type { SeatView } from "../../engine/game";
import { PHASES, type CardKind, type Market, type Phase } from "./data";

export interface ZooPlayer {
  coins: number;
  ore: number;
  /** Camps built and ready to place ("supply"). */
  supply: number;
  /** Camps still in the bank. Camps on planets are counted on the planets. */
  bank: number;
  /** Research cards owned, in the order bought. */
  research: CardKind[];
  /** The card played last turn, locked for this turn (§3.8). */
  locked: Phase | null;
  /** The card played this turn, once revealed. */
  played: Phase | null;
}

interface ZooPlanet {
  id: string;
  /** Animal tokens left. */
  tokens: number;
  /** Seats with a camp here, in the order they arrived. */
  camps: number[];
}

/** What the game waits for now. */
type Stage =
  | { kind: "select"; choices: (Phase | null)[] }
  | { kind: "funding"; order: number[]; at: number; tokenInBox: boolean }
  | { kind: "research"; order: number[]; at: number }
  | { kind: "build"; order: number[]; choices: (boolean | null)[] }
  /** `revealed`: the current participant already used Stellar Cartography. */
  | { kind: "expand"; order: number[]; at: number; revealed: boolean }
  | { kind: "trade"; order: number[]; at: number }
  | { kind: "sell"; order: number[]; at: number }
  | { kind: "over"; winners: number[]; scores: number[] };

export type SequentialStage = Extract<Stage, { order: number[]; at: number }>;

export interface ZooState {
  players: ZooPlayer[];
  turn: number;
  /** Phase marker, 0–7. */
  phase: number;
  stage: Stage;
  /** 1st player token holder; null while the token lies in the Funding box. */
  holder: number | null;
  fundingBox: number;
  miningBox: number;
  markets: Record<Market, number>;
  /** Research track positions 1–5 (index 0 = position 1); null = empty. */
  track: (CardKind | null)[];
  /** Black-backed pile, top card first. Hidden order. */
  pile: CardKind[];
  /** Research cards discarded from the game. */
  discarded: CardKind[];
  /** Face-down planet deck, top card first. Hidden order. */
  planetDeck: string[];
  /** Available planets, oldest revealed first. */
  planets: ZooPlanet[];
  rng: RngState;
}

const PhaseSchema = z.enum(PHASES);

export const ZooActionSchema = z.discriminatedUnion("type", [
  /** P0: secretly choose an action card. */
  z.object({ type: z.literal("choose"), phase: PhaseSchema }).strict(),
  /** P1: take 1 € from the Funding box. */
  z.object({ type: z.literal("takeCoin") }).strict(),
  /** P1: take the 1st player token from the Funding box. */
  z.object({ type: z.literal("takeToken") }).strict(),
  /** P2: buy the research card at a track position (1–5). */
  z.object({ type: z.literal("buy"), position: z.number().int().min(1).max(5) }).strict(),
  /** P3: build one camp (true) or not (false). */
  z.object({ type: z.literal("build"), build: z.boolean() }).strict(),
  /** P4: Stellar Cartography: reveal the top planet before placing. */
  z.object({ type: z.literal("reveal") }).strict(),
  /** P4: place camps from supply, one on each listed planet (may be empty). */
  z.object({ type: z.literal("place"), planets: z.array(z.string()).max(10) }).strict(),
  /** P5: join a planet with a trade route. */
  z.object({ type: z.literal("trade"), planet: z.string() }).strict(),
  /** P6: sell one animal token from a planet. */
  z.object({ type: z.literal("sell"), planet: z.string() }).strict(),
  /** P2–P6: do nothing this phase (in P3 the same as build: false, in P4 the same as placing no camp). */
  z.object({ type: z.literal("pass") }).strict(),
]);

export type ZooAction = z.infer<typeof ZooActionSchema>;

/** What one seat sees of a player. */
export interface ZooPlayerView {
  coins: number;
  ore: number;
  supply: number;
  bank: number;
  /** Camps on planets. */
  placed: number;
  research: CardKind[];
  /** Victory points as they stand now. */
  vp: number;
  locked: Phase | null;
  /** This turn's card, once revealed (null before the reveal). */
  played: Phase | null;
}

export interface ZooPlanetView {
  id: string;
  name: string;
  animal: string;
  props: string[];
  abilities: string[];
  herd: number;
  tokens: number;
  camps: number[];
}

export interface ZooPrivate {
  /** Cards in hand: the 7 action cards minus the locked card and this turn's played card. */
  hand: Phase[];
  /** This seat's secret choice in action selection, before the reveal. */
  choice: Phase | null;
  /** This seat's secret Build Camp decision, before it resolves. */
  build: boolean | null;
}

export interface ZooView extends SeatView<ZooPrivate> {
  numPlayers: number;
  turn: number;
  phase: number;
  stage: Stage["kind"];
  /** Participants of the current phase in turn order (all seats during selection). */
  order: number[];
  /** Seats that must decide now. */
  awaiting: number[];
  /** Seats that already handed in their secret decision in the current simultaneous step. */
  submitted: number[];
  /** Funding: the token lies in the box. Expand: the current participant already revealed. */
  tokenInBox: boolean;
  cartographyUsed: boolean;
  holder: number | null;
  fundingBox: number;
  miningBox: number;
  markets: Record<Market, number>;
  track: (CardKind | null)[];
  pileCount: number;
  discarded: CardKind[];
  planetDeckCount: number;
  planets: ZooPlanetView[];
  players: ZooPlayerView[];
  result: { winners: number[]; scores: number[] } | null;
}
