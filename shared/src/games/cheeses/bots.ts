import { randomBot, searchBot, slippingBot, type BotLevels } from "../../engine/bots";
import { apply } from "./apply";
import { bot } from "./bot";
import { own } from "./cache";
import { TURNS, spec } from "./data";
import { determinizeWith } from "./determinize";
import { awaitingSeats } from "./flow";
import { legalActionsInView } from "./legal";
import { planner } from "./planner";
import { result } from "./result";
import type { CheesesAction, CheesesState, CheesesView } from "./types";

/**
 * Money now plus what the colony is worth as an earner: each module at its cost, less as the last turn
 * comes closer (a module bought late pays back little). So a build the playout bot makes is no loss in
 * itself, and what differs between candidates is the money they bring.
 */
function estimate(s: CheesesState): number[] {
  const left = Math.max(0, TURNS - s.turn) / TURNS;
  return s.money.map((m, seat) => m + own(s, seat).reduce((sum, mod) => sum + spec(mod.type).cost, 0) * left);
}

/**
 * What the playout bot is shown: the heuristic reads only the public table (`tableOf`), so a playout skips
 * building a full view (a deep copy of the state, most of a playout's time) and hands it the state itself.
 * The search never shows this to anyone: it is the bot's own guessed world.
 */
function playoutView(s: CheesesState, seat: number): CheesesView {
  return { ...s, spaces: [], figures: [], awaiting: awaitingSeats(s), private: { submission: s.pending[seat] ?? null } };
}

/**
 * Easy's lapse: in S2 it builds nothing this time (a random build wrecks a colony: it spends the money
 * on modules nothing uses, which no newcomer does twice); elsewhere any legal move.
 */
function lapse(v: CheesesView, legal: CheesesAction[], rng: () => number): CheesesAction {
  const pass = v.step === "build" ? legal.find((a) => a.type === "pass") : undefined;
  return pass ?? legal[Math.floor(rng() * legal.length)];
}

/** Space Colony Cheeses' bot levels (engine/bots): random, easy (the heuristic with slips), medium (`bot`), hard (search). */
export const bots: BotLevels<CheesesView, CheesesAction> = {
  random: randomBot(legalActionsInView),
  easy: slippingBot(bot, legalActionsInView, 0.7, lapse),
  medium: bot,
  hard: searchBot<CheesesState, CheesesAction, CheesesView>({
    determinize: determinizeWith(bot),
    apply,
    awaiting: awaitingSeats,
    view: playoutView,
    result,
    legalActionsInView,
    playout: planner,
    horizon: 18,
    estimate,
    scale: 20,
    maxCandidates: 8,
    heuristic: planner,
    prior: 0,
    // The playouts are short (a few turns): they judge the one-turn choices well (energy shortages, gift
    // boxes, lawsuits: measured each alone against medium, 20 games apiece) but not what to build or
    // sell, which pays over many turns; those stay the heuristic's.
    searches: (v) => v.step === "energy" || v.step === "gift" || v.step === "law",
  }),
};
