import type { GameError, GameEvent } from "../../../engine/game";
import { campCost, campsOnPlanets, canBuild, cannotAfford, hasCampInBank, illegal } from "../rules";
import { RULES } from "../data";
import type { ZooState } from "../types";

/** §3.3 selected: participants who cannot build are decided at once; the others choose secretly. */
export function beginBuild(s: ZooState, order: number[], ev: GameEvent[]): void {
  const choices: (boolean | null)[] = s.players.map(() => null);
  for (const seat of order) {
    if (!canBuild(s.players[seat], campsOnPlanets(s.planets, seat))) {
      choices[seat] = false;
      ev.push({ type: "cannotAct", seat, phase: "build" });
    }
  }
  s.stage = { kind: "build", order, choices };
}

export function decideBuild(s: ZooState, seat: number, build: boolean, ev: GameEvent[]): GameError | null {
  if (s.stage.kind !== "build") return illegal("zoo.refusal.buildOnlyInBuild");
  const player = s.players[seat];
  const placed = campsOnPlanets(s.planets, seat);
  if (build && !hasCampInBank(player, placed)) return illegal("zoo.refusal.bankEmpty", { camps: RULES.campsPerPlayer });
  if (build && !canBuild(player, placed)) return cannotAfford("zoo.refusal.campTooDear", { cost: campCost(player), ore: player.ore });
  s.stage.choices[seat] = build;
  ev.push({ type: "submitted", seat, phase: 3 });
  return null;
}

/** True while a participant still has to decide; otherwise builds the camps. */
export function settleBuild(s: ZooState, ev: GameEvent[]): boolean {
  if (s.stage.kind !== "build") return false;
  const { order, choices } = s.stage;
  if (order.some((seat) => choices[seat] === null)) return true;
  for (const seat of order) {
    const player = s.players[seat];
    if (choices[seat] === true) {
      const cost = campCost(player);
      player.ore -= cost;
      player.bank -= 1;
      player.supply += 1;
      ev.push({ type: "built", seat, cost });
    } else if (canBuild(player, campsOnPlanets(s.planets, seat))) {
      ev.push({ type: "passed", seat, phase: "build" });
    }
  }
  return false;
}
