import { randomBot, searchBot, slippingBot, type BotLevels } from "../../engine/bots";
import { apply } from "./apply";
import { bot } from "./bot";
import { determinize } from "./determinize";
import { awaiting } from "./flow";
import { incomes } from "./cache";
import { legalActionsInView } from "./legal";
import { result } from "./result";
import type { BaseAction, BaseState, BaseView } from "./types";
import { view } from "./view";

/** Credits now plus the income of the board as it stands over the turns each seat still has (one card drawn a turn). */
function estimate(s: BaseState): number[] {
  const turnsLeft = Math.ceil(s.deck.length / s.players);
  const earns = incomes(s.sites, s.players);
  return s.credits.map((c, seat) => c + earns[seat] * turnsLeft);
}

/** Space Base's bot levels (engine/bots): random, easy (the heuristic with slips), medium (`bot`), hard (search). */
export const bots: BotLevels<BaseView, BaseAction> = {
  random: randomBot(legalActionsInView),
  easy: slippingBot(bot, legalActionsInView, 0.3),
  medium: bot,
  hard: searchBot<BaseState, BaseAction, BaseView>({
    determinize,
    apply,
    awaiting,
    view,
    result,
    legalActionsInView,
    playout: bot,
    horizon: 3,
    estimate,
    scale: 15,
    chanceScale: 3.2,
    maxCandidates: 8,
    heuristic: bot,
    prior: 0.05,
  }),
};
