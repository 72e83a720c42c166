/**
 * Small rule questions shared by the state machine (apply) and the view-side legality (legal.ts),
 * so both always give the same answer. They take the plain shapes that state and view share.
 */
import { refuse, type GameError } from "../../engine/game";
import type { Key } from "../../i18n/compiled/keys";
import type { Params } from "../../i18n/translator";
import {
  GEAR, MARKET_OF, MARKET_TOP, RULES, RESEARCH, TRACK_COSTS, planetCard,
  type CardKind, type Market,
} from "./data";

export interface PlayerLike {
  coins: number;
  ore: number;
  supply: number;
  bank: number;
  research: CardKind[];
}

export interface PlanetLike {
  id: string;
  tokens: number;
  camps: number[];
}

export function owns(player: { research: CardKind[] }, kind: CardKind): boolean {
  return player.research.includes(kind);
}

/** Participants clockwise from the token holder (or from the first participant after the holder). */
export function turnOrder(holder: number, participants: number[], numPlayers: number): number[] {
  const order: number[] = [];
  for (let i = 0; i < numPlayers; i++) {
    const seat = (holder + i) % numPlayers;
    if (participants.includes(seat)) order.push(seat);
  }
  return order;
}

// ---------- Research ----------

export function positionCost(position: number): number {
  return TRACK_COSTS[position - 1];
}

/** Positions (1-based) holding a card the player can pay for. */
export function affordablePositions(track: (CardKind | null)[], coins: number): number[] {
  const out: number[] = [];
  track.forEach((card, i) => {
    if (card !== null && positionCost(i + 1) <= coins) out.push(i + 1);
  });
  return out;
}

// ---------- Build Camp ----------

export function campCost(player: { research: CardKind[] }): number {
  return owns(player, "smelter") ? RULES.campCostSmelter : RULES.campCost;
}

/**
 * A camp must come from the bank (§3.3): the bank must hold one and fewer than 10 of the player's camps
 * may be out (in supply or on planets). Both are checked, so a hand-edited state that changed only one count is honoured.
 */
export function hasCampInBank(player: PlayerLike, placed: number): boolean {
  return player.bank > 0 && player.supply + placed < RULES.campsPerPlayer;
}

export function canBuild(player: PlayerLike, placed: number): boolean {
  return hasCampInBank(player, placed) && player.ore >= campCost(player);
}

// ---------- Expand ----------

export function emptyPlanets<P extends PlanetLike>(planets: P[]): P[] {
  return planets.filter((p) => p.camps.length === 0);
}

/** Why a placement of camps on these planets is illegal, or null when it is legal. */
export function placementProblem(planets: PlanetLike[], player: PlayerLike, targets: string[]): GameError | null {
  if (new Set(targets).size !== targets.length) return illegal("zoo.refusal.differentPlanets");
  if (targets.length > player.supply) return illegal("zoo.refusal.supplyShort", { n: player.supply });
  for (const id of targets) {
    const planet = planets.find((p) => p.id === id);
    if (!planet) return illegal("zoo.refusal.someNotAvailable");
    if (planet.camps.length > 0) return illegal("zoo.refusal.planetTaken");
  }
  return null;
}

// ---------- Trade Route ----------

export function tradeFeeEach(player: { research: CardKind[] }): number {
  return owns(player, "corps") ? RULES.tradeFeeCorps : RULES.tradeFee;
}

/** A move the rules forbid, as a `zoo.refusal.…` key the reader's page words. */
export function illegal(reason: Key, params?: Params): GameError {
  return refuse("illegal", reason, params).error;
}

/** A move the player cannot pay for. */
export function cannotAfford(reason: Key, params?: Params): GameError {
  return refuse("cannot_afford", reason, params).error;
}

/** The players with a camp on the planet, each once. */
export function campOwners(planet: PlanetLike): number[] {
  return [...new Set(planet.camps)];
}

/** Why joining this planet is illegal for the seat, or null when it is legal. */
export function tradeProblem(planet: PlanetLike | undefined, seat: number, player: PlayerLike): GameError | null {
  if (!planet) return illegal("zoo.refusal.notAvailable");
  if (player.supply < 1) return illegal("zoo.refusal.noCampInSupply");
  if (planet.camps.includes(seat)) return illegal("zoo.refusal.alreadyThere");
  if (planet.camps.length === 0) return illegal("zoo.refusal.noOtherCamp");
  const cost = campOwners(planet).length * tradeFeeEach(player);
  if (player.coins < cost) return cannotAfford("zoo.refusal.joinTooDear", { cost, coins: player.coins });
  return null;
}

// ---------- Sell Animals ----------

function marketValue(markets: Record<Market, number>, market: Market): number {
  return Math.min(Math.max(markets[market], 1), MARKET_TOP[market]);
}

/** Sale value of one token of this planet's species at the current markets (§3.6 table). */
export function saleValue(planetId: string, markets: Record<Market, number>): number {
  const props = planetCard(planetId).props;
  const v = (p: "G" | "M" | "F") => marketValue(markets, MARKET_OF[p]);
  const g = props.includes("G"), m = props.includes("M"), f = props.includes("F");
  const base = (g ? v("G") : 0) + (m ? v("M") : 0);
  if (!f) return base;
  return base === 0 ? v("F") : base * v("F");
}

/** Why the seat may not sell from this planet, or null when it may. */
export function sellProblem(planet: PlanetLike | undefined, seat: number, player: PlayerLike): GameError | null {
  if (!planet) return illegal("zoo.refusal.notAvailable");
  if (!planet.camps.includes(seat)) return illegal("zoo.refusal.noCampThere");
  if (planet.tokens < 1) return illegal("zoo.refusal.noAnimalsLeft");
  for (const ability of planetCard(planet.id).abilities) {
    const gear = GEAR[ability];
    if (!owns(player, gear)) return illegal(gear === "cage" ? "zoo.refusal.needsCage" : "zoo.refusal.needsShield");
  }
  return null;
}

export function saleIncome(planetId: string, markets: Record<Market, number>, player: { research: CardKind[] }): number {
  return saleValue(planetId, markets) + (owns(player, "marketing") ? RULES.marketingBonus : 0);
}

// ---------- Scoring ----------

export function researchPoints(research: CardKind[]): number {
  return research.filter((k) => RESEARCH[k].dot).length;
}

export function victoryPoints(player: { coins: number; research: CardKind[] }, campsOnPlanets: number): number {
  return campsOnPlanets + researchPoints(player.research) + Math.floor(player.coins / RULES.coinsPerPoint);
}

export function campsOnPlanets(planets: PlanetLike[], seat: number): number {
  return planets.filter((p) => p.camps.includes(seat)).length;
}

/** Highest VP, then most ore, then most €; players still tied share (zoo-D21). */
export function winners(vp: number[], players: { ore: number; coins: number }[]): number[] {
  const key = (i: number) => [vp[i], players[i].ore, players[i].coins];
  let best: number[] = [];
  for (let i = 0; i < vp.length; i++) {
    if (best.length === 0) { best = [i]; continue; }
    const a = key(i), b = key(best[0]);
    const cmp = a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
    if (cmp > 0) best = [i];
    else if (cmp === 0) best.push(i);
  }
  return best;
}
