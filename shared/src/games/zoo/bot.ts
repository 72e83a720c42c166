import type { Bot } from "../../engine/game";
import { RESEARCH, type Phase } from "./data";
import { canBuild, emptyPlanets, saleIncome, sellProblem, tradeFeeEach } from "./rules";
import type { ZooAction, ZooView } from "./types";
import { legalActionsInView } from "./legal";

/** How much the bot wants each phase this turn (rough coin-equivalents). */
function phaseWish(v: ZooView, seat: number, phase: Phase): number {
  const me = v.players[seat];
  switch (phase) {
    case "funding": return v.fundingBox * 0.6 + (v.holder === seat ? 0 : 0.5);
    case "research": {
      const best = v.track.reduce((acc, card, i) => (card && i + 1 <= me.coins && !me.research.includes(card)
        ? Math.max(acc, (RESEARCH[card].dot ? 3 : 2) - (i + 1) * 0.4) : acc), 0);
      return best;
    }
    case "build": return canBuild(me, me.placed) ? 3 : 0;
    case "expand": return Math.min(me.supply, emptyPlanets(v.planets).length) * 3;
    case "trade": {
      const ok = me.supply > 0 && v.planets.some((p) => p.camps.length > 0 && !p.camps.includes(seat)
        && p.camps.length * tradeFeeEach(me) <= me.coins);
      return ok ? 2.5 : 0;
    }
    case "sell": {
      const best = v.planets.reduce((acc, p) => (sellProblem(p, seat, me) === null
        ? Math.max(acc, saleIncome(p.id, v.markets, me)) : acc), 0);
      return best * 0.5;
    }
    case "mining": return v.miningBox * 0.5;
  }
}

/** A simple heuristic player that sees only its own view. */
export const bot: Bot<ZooView, ZooAction> = {
  choose(v, seat, rng) {
    const legal = legalActionsInView(v, seat);
    if (legal.length === 0) throw new Error("the bot was asked to move when it has no legal action");
    const me = v.players[seat];
    const score = (a: ZooAction): number => {
      switch (a.type) {
        case "choose": return phaseWish(v, seat, a.phase) + rng();
        case "takeCoin": return 1;
        case "takeToken": return v.fundingBox <= 1 ? 2 : 0.5;
        case "buy": {
          const card = v.track[a.position - 1];
          if (!card) return -1;
          const useful = me.research.includes(card) ? (RESEARCH[card].dot ? 2 : 0) : RESEARCH[card].dot ? 3 : 2;
          return useful - a.position * 0.5;
        }
        case "build": return a.build ? 1 : 0;
        case "reveal": return emptyPlanets(v.planets).length < me.supply ? 2 : -1;
        case "place": return a.planets.length;
        case "trade": {
          const planet = v.planets.find((p) => p.id === a.planet);
          return planet ? 3 - planet.camps.length * tradeFeeEach(me) / 3 : -1;
        }
        case "sell": return saleIncome(a.planet, v.markets, me);
        case "pass": return 0.1;
      }
    };
    let best = legal[0];
    let bestScore = score(best);
    for (const a of legal.slice(1)) {
      const sc = score(a);
      if (sc > bestScore) { best = a; bestScore = sc; }
    }
    return best;
  },
};
