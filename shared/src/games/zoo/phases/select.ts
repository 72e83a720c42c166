import type { GameError, GameEvent } from "../../../engine/game";
import { PHASES, type Phase } from "../data";
import { illegal } from "../rules";
import type { ZooPlayer, ZooState } from "../types";

/** §3.8: all 7 cards minus the one locked from last turn and the one played this turn. */
export function hand(player: Pick<ZooPlayer, "locked" | "played">): Phase[] {
  return PHASES.filter((p) => p !== player.locked && p !== player.played);
}

export function beginSelect(s: ZooState): void {
  s.phase = 0;
  s.stage = { kind: "select", choices: s.players.map(() => null) };
}

export function choose(s: ZooState, seat: number, phase: Phase, ev: GameEvent[]): GameError | null {
  if (s.stage.kind !== "select") return illegal("zoo.refusal.chooseOnlyInSelection");
  if (!hand(s.players[seat]).includes(phase)) {
    return illegal("zoo.refusal.locked", { phase });
  }
  s.stage.choices[seat] = phase;
  ev.push({ type: "submitted", seat, phase: 0 });
  return null;
}

/** Reveals all choices once every player has chosen. True while someone still has to choose. */
export function settleSelect(s: ZooState, ev: GameEvent[]): boolean {
  if (s.stage.kind !== "select") return false;
  const choices = s.stage.choices;
  if (choices.some((c) => c === null)) return true;
  choices.forEach((c, seat) => { s.players[seat].played = c; });
  ev.push({ type: "revealed", choices: choices.slice() });
  return false;
}
