import type { GameError, GameEvent } from "../../../engine/game";
import { MARKET_OF, MARKET_TOP, planetCard, type Market } from "../data";
import { saleIncome, sellProblem } from "../rules";
import type { ZooState } from "../types";
import { nextParticipant, skipToDecider } from "./sequence";

/** §3.6 not selected: every market rises N−1 positions, capped at the top. */
export function sellNotSelected(s: ZooState, ev: GameEvent[]): void {
  const rise = s.players.length - 1;
  for (const market of Object.keys(s.markets) as Market[]) {
    s.markets[market] = Math.min(MARKET_TOP[market], s.markets[market] + rise);
  }
  ev.push({ type: "marketsRose", by: rise, markets: { ...s.markets } });
}

export function beginSell(s: ZooState, order: number[]): void {
  s.stage = { kind: "sell", order, at: 0 };
}

export function settleSell(s: ZooState, ev: GameEvent[]): boolean {
  return skipToDecider(s, ev, (seat) =>
    s.planets.some((p) => sellProblem(p, seat, s.players[seat]) === null));
}

/** §3.6: the token leaves the game, the seller is paid at current values, then those markets fall. */
export function sell(s: ZooState, seat: number, planetId: string, ev: GameEvent[]): GameError | null {
  const player = s.players[seat];
  const planet = s.planets.find((p) => p.id === planetId);
  const problem = sellProblem(planet, seat, player);
  if (problem || !planet) return problem;
  const income = saleIncome(planetId, s.markets, player);
  planet.tokens -= 1;
  player.coins += income;
  for (const prop of planetCard(planetId).props) {
    const market = MARKET_OF[prop];
    s.markets[market] = Math.max(1, s.markets[market] - 1);
  }
  ev.push({ type: "sold", seat, planet: planetId, income, markets: { ...s.markets } });
  nextParticipant(s);
  return null;
}
