import { randomBot, searchBot, slippingBot, type BotLevels } from "../../engine/bots";
import { apply } from "./apply";
import { bot } from "./bot";
import { own } from "./colony";
import { TURNS, spec } from "./data";
import { determinizeWith } from "./determinize";
import { awaitingSeats } from "./flow";
import { legalActionsInView } from "./legal";
import type { CheesesAction, CheesesState, CheesesView } from "./types";
import { view } from "./view";

/**
 * Money now, plus what the colony may still earn: a share of what its modules cost, shrinking as the
 * last turn comes closer, and a little for the goods in store.
 */
function estimate(s: CheesesState): number[] {
  const left = Math.max(0, TURNS - s.turn) / TURNS;
  return s.money.map((m, seat) => {
    const built = own(s, seat).reduce((sum, mod) => sum + spec(mod.type).cost, 0);
    const goods = Object.values(s.inventory[seat]).reduce((a, b) => a + b, 0);
    return m + built * left * 0.5 + goods * 2;
  });
}

function result(s: CheesesState) {
  if (s.step !== "over") return null;
  const best = Math.max(...s.money);
  return { winners: s.money.flatMap((m, seat) => (m === best ? [seat] : [])), scores: s.money.slice() };
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
  easy: slippingBot(bot, legalActionsInView, 0.4, lapse),
  medium: bot,
  hard: searchBot<CheesesState, CheesesAction, CheesesView>({
    determinize: determinizeWith(bot),
    apply,
    awaiting: awaitingSeats,
    view,
    result,
    legalActionsInView,
    playout: bot,
    horizon: 30,
    estimate,
    scale: 20,
    maxCandidates: 8,
    heuristic: bot,
  }),
};
