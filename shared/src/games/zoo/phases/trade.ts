import type { GameError, GameEvent } from "../../../engine/game";
import { campOwners, tradeFeeEach, tradeProblem } from "../rules";
import type { ZooState } from "../types";
import { nextParticipant, skipToDecider } from "./sequence";

export function beginTrade(s: ZooState, order: number[]): void {
  s.stage = { kind: "trade", order, at: 0 };
}

export function settleTrade(s: ZooState, ev: GameEvent[]): boolean {
  return skipToDecider(s, ev, (seat) =>
    s.planets.some((p) => tradeProblem(p, seat, s.players[seat]) === null));
}

/** §3.5: pay each camp owner on the planet, then place a camp there. */
export function trade(s: ZooState, seat: number, planetId: string, ev: GameEvent[]): GameError | null {
  const player = s.players[seat];
  const planet = s.planets.find((p) => p.id === planetId);
  const problem = tradeProblem(planet, seat, player);
  if (problem || !planet) return problem;
  const fee = tradeFeeEach(player);
  const owners = campOwners(planet);
  const paid = owners.map((owner) => {
    s.players[owner].coins += fee;
    return { seat: owner, amount: fee };
  });
  player.coins -= fee * owners.length;
  player.supply -= 1;
  planet.camps.push(seat);
  ev.push({ type: "traded", seat, planet: planetId, paid });
  nextParticipant(s);
  return null;
}
