import type { Bot } from "../game";

/** The bot levels a host can pick, weakest first. `random` is the yardstick of the strength ladder. */
export const BOT_LEVELS = ["random", "easy", "medium", "hard"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Every level of one game's bots; `medium` is the game's heuristic bot (`game.bot`). */
export type BotLevels<V, A> = Record<BotLevel, Bot<V, A>>;

/** What a bot's legal actions are, from the seat's view. */
type LegalInView<V, A> = (view: V, seat: number) => A[];

/** Uniform among the legal actions: the ladder's bottom rung. */
export function randomBot<V, A>(legal: LegalInView<V, A>): Bot<V, A> {
  return {
    choose(view, seat, rng) {
      const actions = legal(view, seat);
      if (actions.length === 0) throw new Error("the bot was asked to move when it has no legal action");
      return actions[Math.floor(rng() * actions.length)];
    },
  };
}

/** A newcomer's lapse: a move other than the heuristic's, from the legal ones. */
export type Slip<V, A> = (view: V, legal: A[], rng: () => number) => A;

const anyLegal = <V, A>(_view: V, legal: A[], rng: () => number): A => legal[Math.floor(rng() * legal.length)];

/**
 * A newcomer's opponent: the heuristic bot's move most of the time, a lapse otherwise (`slips` of the
 * decisions; by default a random legal move), so its play stays plausible yet beatable.
 */
export function slippingBot<V, A>(heuristic: Bot<V, A>, legal: LegalInView<V, A>, slips: number,
  slip: Slip<V, A> = anyLegal): Bot<V, A> {
  return {
    choose(view, seat, rng, options) {
      if (rng() >= slips) return heuristic.choose(view, seat, rng, options);
      const actions = legal(view, seat);
      if (actions.length === 0) throw new Error("the bot was asked to move when it has no legal action");
      return slip(view, actions, rng);
    },
  };
}
