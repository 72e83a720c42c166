/** S3 Disease and S10 Cure (§4.6, §4.12). */
import type { GameEvent } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { CURE_MIN_ROLL, DISEASE_ROLL, MAX_DISEASES } from "./data";
import { diseases, hasFunctional, isBarn } from "./colony";
import type { Table } from "./types";
import { changeModules, own } from "./cache";

/** A new disease: a uniformly random healthy barn falls sick, unless 4 are sick or none is healthy (cheeses-D24). */
export function breakOut(t: Table, seat: number, rng: Rng, events: GameEvent[]): void {
  const healthy = own(t, seat).filter((m) => isBarn(m.type) && !m.sick);
  if (diseases(t, seat) >= MAX_DISEASES || healthy.length === 0) {
    events.push({ type: "diseaseIgnored", seat });
    return;
  }
  const barn = rng.pick(healthy);
  changeModules(t, (m) => (m === barn ? { sick: true } : null));
  events.push({ type: "diseaseStarted", seat, module: barn.id, moduleType: barn.type, x: barn.x, y: barn.y });
}

/** S3: one d6 per player in turn order; a 1 starts a disease. */
export function diseaseStep(t: Table, rng: Rng, events: GameEvent[]): void {
  for (const seat of t.order) {
    const roll = rng.die(6);
    events.push({ type: "diseaseRoll", seat, roll });
    if (roll === DISEASE_ROLL) breakOut(t, seat, rng, events);
  }
}

/** S10: a 5 or 6 cures a sick barn; a functional Vet gives one more roll if the first fails. */
export function cureStep(t: Table, rng: Rng, events: GameEvent[]): void {
  for (const seat of t.order) {
    const vet = hasFunctional(t, seat, "veterinary");
    for (const barn of own(t, seat).filter((m) => m.sick)) {
      const rolls = [rng.die(6)];
      if (rolls[0] < CURE_MIN_ROLL && vet) rolls.push(rng.die(6));
      const cured = rolls[rolls.length - 1] >= CURE_MIN_ROLL;
      if (cured) changeModules(t, (m) => (m === barn ? { sick: false } : null));
      events.push({ type: "cureRoll", seat, module: barn.id, x: barn.x, y: barn.y, rolls, cured });
    }
  }
}
