import { randomBot, searchBot, slippingBot, type BotLevels } from "../../engine/bots";
import { apply } from "./apply";
import { awaiting } from "./awaiting";
import { bot } from "./bot";
import { determinize } from "./determinize";
import { legalActionsInView } from "./legal";
import { result } from "./result";
import { campsOnPlanets, victoryPoints } from "./rules";
import type { ZooAction, ZooState, ZooView } from "./types";
import { view } from "./view";

/** VP as they stand, with coins and ore as fractions of the next points (money points come in threes). */
function estimate(s: ZooState): number[] {
  return s.players.map((p, seat) => victoryPoints(p, campsOnPlanets(s.planets, seat)) + (p.coins % 3) / 3 + p.ore / 10 + p.supply / 2);
}

/** Space Zoo's bot levels (engine/bots): random, easy (the heuristic with slips), medium (`bot`), hard (search). */
export const bots: BotLevels<ZooView, ZooAction> = {
  random: randomBot(legalActionsInView),
  easy: slippingBot(bot, legalActionsInView, 0.4),
  medium: bot,
  hard: searchBot<ZooState, ZooAction, ZooView>({
    determinize,
    apply,
    awaiting,
    view,
    result,
    legalActionsInView,
    playout: bot,
    horizon: 60,
    estimate,
    scale: 1.5,
    maxCandidates: 8,
    heuristic: bot,
    prior: 0,
  }),
};
