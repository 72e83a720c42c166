/** The contract every game engine fulfils (see docs/architecture.md). */
import type { GameStory } from "./story";
import type { BotLevels } from "./bots/levels";
import type { BotOptions } from "./bots/search";
import type { Lesson } from "./lesson";
import type { Key } from "../i18n/compiled/keys";
import type { Params } from "../i18n/translator";
import { loadedWords, type Words } from "../i18n/words";

export type GameId = "zoo" | "base" | "cheeses";

/**
 * Why an engine refuses an action, spelt as the room's own codes are (docs/server.md, "Messages and
 * errors"): the action is not one (`bad_action`), the game does not wait for that seat
 * (`not_your_turn`) or is over (`game_over`), the seat cannot pay (`cannot_afford`), or a rule forbids it (`illegal`).
 */
export type EngineErrorCode = "bad_action" | "not_your_turn" | "game_over" | "cannot_afford" | "illegal";

export interface GameError {
  code: EngineErrorCode;
  /** The refusal as a shared catalog key with its parameters, worded by `refusalWords` in a reader's language. */
  reason?: Key;
  params?: Params;
  /** The refusal in English, from an engine whose refusals have no `reason` yet. */
  message?: string;
}

/** A refusal in the reader's words (English when `words` is not given). */
export function refusalWords(error: GameError, words: Words = loadedWords("en")): string {
  return error.reason ? words.t(error.reason, error.params) : error.message ?? error.code;
}

/** Something that happened, public to every seat. `describeEvent` turns it into words for the log. */
export interface GameEvent {
  type: string;
  seat?: number;
  [key: string]: unknown;
}

/**
 * `action` is what the engine's schema made of the raw message: a fresh object with only the declared keys.
 * It is the canonical form a room stores and a replay feeds back, never the client's own object.
 */
export type ApplyResult<S, A = { type: string }> =
  | { ok: true; state: S; events: GameEvent[]; action: A }
  | { ok: false; error: GameError };

export interface GameResult {
  winners: number[];
  scores: number[];
}

export interface SetupContext {
  players: number;
  seed: string;
  options?: Record<string, unknown>;
}

/**
 * A seat's view of the game: the public part, plus `private`, which is
 * what only that seat may know (null for a spectator). For every seat,
 * `view(state, seat)` without `private` equals `view(state, null)` without `private`:
 * the room sends the public part to everyone and `private` to its owner only.
 */
export interface SeatView<P = unknown> {
  private: P | null;
}

export interface Game<S, A extends { type: string }, V extends SeatView> {
  id: GameId;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  setup(ctx: SetupContext): S;
  /** Seats that must act now; several at once is a simultaneous step. Empty when the game is over. */
  awaiting(state: S): number[];
  /** Legal actions of a seat now; parametric choices may list a representative set. */
  legalActions(state: S, seat: number): A[];
  /** The same answer computed from what the seat can see (client highlighting, bots). */
  legalActionsInView(view: V, seat: number): A[];
  /** Validates `action` (any garbage gives ok:false, never a throw) and returns the next state. Never mutates `state`. */
  apply(state: S, seat: number, action: unknown): ApplyResult<S, A>;
  /** The action the rules take for an absent seat (the spec's timeout default). */
  timeoutAction(state: S, seat: number): A;
  view(state: S, seat: number | null): V;
  /**
   * `view(state, seat).private` without computing the rest: the room syncs every seat's after every
   * action. Optional for test fixtures (the room then takes it from `view`).
   */
  secret?(state: S, seat: number): V["private"];
  result(state: S): GameResult | null;
  /** One log line in a reader's words, e.g. "Ana sold a Glow Gazelle for 8 €" (English when `words` is not given). */
  describeEvent(event: GameEvent, names: string[], words?: Words): string;
  /** Two consecutive events that read as one log line, joined (engine/merge.ts); null when they do not. */
  mergeEvents?(a: GameEvent, b: GameEvent): GameEvent | null;
  /** The heuristic bot, the same as `bots.medium`. */
  bot: Bot<V, A>;
  /** Every bot level (engine/bots): `bots[level].choose(view, seat, rng, options)`. Optional for test fixtures. */
  bots?: BotLevels<V, A>;
  /**
   * What no seat can see, in order (deck and pile order, top first), named in the game's words:
   * shown once the game is over, in the replay. Optional for test fixtures.
   */
  hidden?(state: S, words?: Words): HiddenPile[];
  /** The post-game story: score breakdown and per-round numbers (engine/story.ts). Optional for test fixtures. */
  story?: GameStory<S, V>;
  /** The guided first game (engine/lesson.ts, docs/learning.md). Optional for test fixtures. */
  lesson?: Lesson<A>;
}

/** A bot decides from the seat's view only, never from the full state. */
export interface Bot<V, A> {
  /** `options` matter to the search bot (`hard`): its time budget or a fixed amount of work. */
  choose(view: V, seat: number, rng: () => number, options?: BotOptions): A;
  /** The search bot only: the moves it weighed, best first, with their chance to win (what a hint shows). */
  rank?(view: V, seat: number, rng: () => number, options?: BotOptions): RankedChoice<A>[];
  /** The search bot only: the seat's chance to win from where its view stands (a win shared by k counts 1/k). */
  chance?(view: V, seat: number, rng: () => number, options?: BotOptions): number;
}

/** A move the search weighed: its estimated chance to win (a win shared by k counts 1/k) over `tries` imagined games. */
export interface RankedChoice<A> {
  action: A;
  chance: number;
  tries: number;
}

/** A face-down pile as the rules order it, top first, with its cards' names. */
export interface HiddenPile {
  label: string;
  cards: string[];
}

// Any game at all: its state is both taken and returned, so only `any` accepts every game's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, { type: string }, SeatView<any>>;

export function fail(code: EngineErrorCode, message: string): { ok: false; error: GameError } {
  return { ok: false, error: { code, message } };
}

/** A refusal as a catalog key with its parameters: `refuse("illegal", "base.refusal.occupied", { x, y })`. */
export function refuse(code: EngineErrorCode, reason: Key, params?: Params): { ok: false; error: GameError } {
  return { ok: false, error: { code, reason, ...(params ? { params } : {}) } };
}
