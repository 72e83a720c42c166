/** S6 Random Events (§4.8): one 2d6 roll per player, with effects on that player only. */
import type { GameEvent } from "../../engine/game";
import type { Rng } from "../../engine/random";
import { CONTENTED_GAIN, EVENT, PRODUCTS, STAMPEDE_KEEPS } from "./data";
import { addProduct, capacity, pastureStatus } from "./colony";
import { breakOut } from "./disease";
import type { Table } from "./types";
import { changeModules, own, removeModule } from "./cache";

export function randomEventStep(t: Table, rng: Rng, events: GameEvent[]): void {
  for (const seat of t.order) {
    const dice = [rng.die(6), rng.die(6)];
    const roll = dice[0] + dice[1];
    t.eventRolls[seat] = roll;
    events.push({ type: "randomEvent", seat, dice, roll });
    applyEvent(t, seat, roll, rng, events);
  }
}

/** Immediate effects; price changes, the gift price, the grant and the preservative are read later from `eventRolls`. */
export function applyEvent(t: Table, seat: number, roll: number, rng: Rng, events: GameEvent[]): void {
  const inv = t.inventory[seat];
  const cap = capacity(t, seat);
  const status = pastureStatus(t, seat);
  switch (roll) {
    case EVENT.quake: {
      const colony = [...own(t, seat)].sort((a, b) => b.id - a.id);
      const victim = colony.find((m) => m.type === "geothermal") ?? colony.find((m) => m.type === "solar");
      if (victim) {
        removeModule(t, victim.id);
        events.push({ type: "moduleLost", seat, module: victim.id, moduleType: victim.type, x: victim.x, y: victim.y });
      }
      break;
    }
    case EVENT.madCows:
      breakOut(t, seat, rng, events);
      break;
    case EVENT.stampede:
      if (status === "under") for (const p of PRODUCTS) inv[p] = STAMPEDE_KEEPS(inv[p]);
      break;
    case EVENT.contented:
      if (status === "well") for (const p of PRODUCTS) if (inv[p] >= 1) addProduct(inv, cap, p, CONTENTED_GAIN);
      break;
    case EVENT.inspection:
      if (status === "well") {
        changeModules(t, (m) => (m.owner === seat ? { sick: false } : null));
        events.push({ type: "allCured", seat });
      } else if (status === "under") {
        breakOut(t, seat, rng, events);
      }
      break;
  }
}
