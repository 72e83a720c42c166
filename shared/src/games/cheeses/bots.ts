import { randomBot, searchBot, slippingBot, type BotLevels } from "../../engine/bots";
import { apply } from "./apply";
import { bot } from "./bot";
import { TURNS } from "./data";
import { determinizeWith } from "./determinize";
import { awaitingSeats } from "./flow";
import { legalActionsInView } from "./legal";
import type { CheesesAction, CheesesState, CheesesView } from "./types";
import { view } from "./view";

/**
 * Money now plus the playout's earning rate carried on to the last turn: a module pays for itself
 * only over the turns that are left, and the playout shows how much it pays.
 */
function estimate(s: CheesesState, from: CheesesState): number[] {
  const played = s.turn - from.turn + (s.step === from.step ? 0 : 0.5);
  const left = Math.max(0, TURNS - s.turn);
  return s.money.map((m, seat) => {
    const rate = played > 0 ? (m - from.money[seat]) / played : 0;
    return m + Math.max(0, rate) * left;
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
    horizon: 18,
    estimate,
    scale: 20,
    maxCandidates: 8,
    heuristic: bot,
    prior: 0,
    // The playouts are short (a few turns): they judge the one-turn choices well (energy shortages, gift
    // boxes, lawsuits: measured each alone against medium, 20 games apiece) but not what to build or
    // sell, which pays over many turns; those stay the heuristic's.
    searches: (v) => v.step === "energy" || v.step === "gift" || v.step === "law",
  }),
};
