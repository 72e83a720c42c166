import type { GameError, GameEvent } from "../../../engine/game";
import { planetCard } from "../data";
import { emptyPlanets, illegal, owns, placementProblem } from "../rules";
import type { ZooState } from "../types";
import { nextParticipant, skipToDecider } from "./sequence";

/** Reveals the top planet card with its herd. */
function revealTop(s: ZooState, ev: GameEvent[], seat?: number): void {
  const id = s.planetDeck.shift();
  if (id === undefined) {
    ev.push({ type: "noPlanetLeft" });
    return;
  }
  s.planets.push({ id, tokens: planetCard(id).herd, camps: [] });
  ev.push({ type: "planetRevealed", seat, planet: id, tokens: planetCard(id).herd });
}

/** §3.4 not selected: reveal the top planet. */
export function expandNotSelected(s: ZooState, ev: GameEvent[]): void {
  revealTop(s, ev);
}

export function beginExpand(s: ZooState, order: number[]): void {
  s.stage = { kind: "expand", order, at: 0, revealed: false };
}

function mayReveal(s: ZooState, seat: number): boolean {
  return s.stage.kind === "expand" && !s.stage.revealed && owns(s.players[seat], "cartography") && s.planetDeck.length > 0;
}

/**
 * A participant decides if they can place a camp, or may use Stellar Cartography: the reveal is allowed
 * even with no camp in supply, since the planet becomes available to every later participant (§3.4).
 */
export function settleExpand(s: ZooState, ev: GameEvent[]): boolean {
  return skipToDecider(s, ev, (seat) =>
    mayReveal(s, seat) || (s.players[seat].supply > 0 && emptyPlanets(s.planets).length > 0));
}

export function reveal(s: ZooState, seat: number, ev: GameEvent[]): GameError | null {
  if (s.stage.kind !== "expand") return illegal("zoo.refusal.revealOnlyInExpand");
  if (!owns(s.players[seat], "cartography")) return illegal("zoo.refusal.revealNeedsCartography");
  if (s.stage.revealed) return illegal("zoo.refusal.alreadyRevealed");
  if (s.planetDeck.length === 0) return illegal("zoo.refusal.deckEmpty");
  s.stage.revealed = true;
  revealTop(s, ev, seat);
  return null;
}

export function place(s: ZooState, seat: number, targets: string[], ev: GameEvent[]): GameError | null {
  const player = s.players[seat];
  const problem = placementProblem(s.planets, player, targets);
  if (problem) return problem;
  for (const id of targets) {
    s.planets.find((p) => p.id === id)!.camps.push(seat);
  }
  player.supply -= targets.length;
  ev.push({ type: "placed", seat, planets: targets.slice() });
  nextParticipant(s);
  return null;
}
