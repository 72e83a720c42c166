/**
 * Cross-check: random games, where every money event is recomputed from the spec's own tables
 * (§4.0 costs, §4.8 price changes, §4.9-§4.11 amounts), written here independently of data.ts.
 */
import { cheeses } from "../../src/games/cheeses";
import type { GameEvent } from "../../src/engine/game";
import { randomFunction } from "../../src/engine/random";
import type { CheesesState } from "../../src/games/cheeses/types";
import { refusalWords } from "../../src/engine/game";

const COST: Record<string, number> = {
  startUp: 40, solar: 10, geothermal: 20, hub: 10, barn: 15, megaBarn: 35, pastureDome: 10, processingPlant: 20,
  habitation: 15, veterinary: 15, construction: 20, cheeseLab: 25, sausageLab: 25, catalogStore: 15, spacePort: 25, lawOffice: 25,
  milkStorage: 5, creamStorage: 5, butterStorage: 5, iceCreamStorage: 5, cheeseStorage: 5, beefStorage: 5, leatherStorage: 5, manureStorage: 5,
};
const PRICE_CHANGES: Record<number, Record<string, number>> = {
  5: { milk: -1, cream: -1, butter: -1, iceCream: -1 },
  6: { beef: -1, manure: 2 },
  7: { cheese: 1, beef: 1 },
  8: { leather: 2, iceCream: 1, milk: 1 },
};

const OUTPUT: Record<string, number> = { startUp: 5, solar: 2, geothermal: 5 };
const need = (type: string): number => (type in OUTPUT || type === "hub" ? 0 : type === "processingPlant" ? 2 : 1);

/** §4.4: in S5 the flags are those S4 just set: enough energy, minimal, consumers only. */
function energyProblems(s: CheesesState): string[] {
  const out: string[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const colony = s.modules.filter((m) => m.owner === seat);
    const supply = colony.reduce((n, m) => n + (OUTPUT[m.type] ?? 0), 0);
    const demand = colony.reduce((n, m) => n + need(m.type), 0);
    const short = colony.filter((m) => m.energyShort);
    const left = demand - short.reduce((n, m) => n + need(m.type), 0);
    if (short.some((m) => need(m.type) === 0)) out.push(`seat ${seat}: a module needing nothing is short`);
    if (left > supply) out.push(`seat ${seat}: still ${left} > ${supply}`);
    if (short.some((m) => left + need(m.type) <= supply)) out.push(`seat ${seat}: shortage set not minimal`);
  }
  return out;
}

/** What is wrong with the events of one transition from `before`, per the spec. */
function problems(before: CheesesState, after: CheesesState, events: GameEvent[]): string[] {
  const out: string[] = [];
  const rolls: Record<number, number> = {};
  for (const e of events) if (e.type === "randomEvent") rolls[e.seat as number] = e.roll as number;
  const rollOf = (seat: number) => rolls[seat] ?? before.eventRolls[seat];
  let prices = before.basePrices as Record<string, number> | null;
  let money = [...before.money];
  for (const e of events) {
    const seat = e.seat as number;
    switch (e.type) {
      case "built": {
        const discount = (e.price as number) === COST[e.moduleType as string] - 1;
        if (!discount && e.price !== COST[e.moduleType as string]) out.push(`built ${e.moduleType} for ${e.price}`);
        money[seat] -= e.price as number;
        break;
      }
      case "moved":
        if (e.price !== Math.floor(COST[e.moduleType as string] / 2)) out.push(`moved ${e.moduleType} for ${e.price}`);
        money[seat] -= e.price as number;
        break;
      case "prices": {
        prices = e.prices as Record<string, number>;
        for (const [p, v] of Object.entries(prices)) {
          const ok = p === "manure" ? v === 1 : p === "leather" ? v >= 1 && v <= 3 : v >= 1 && v <= 6;
          if (!ok) out.push(`base price ${p} ${v}`);
        }
        break;
      }
      case "giftBoxes": {
        const each = rollOf(seat) === 7 ? 15 : 10;
        if (e.earned !== (e.boxes as number) * each) out.push(`gift boxes ${e.boxes} earned ${e.earned}`);
        money[seat] += e.earned as number;
        break;
      }
      case "sold": {
        let sum = 0;
        for (const [p, q] of Object.entries(e.quantities as Record<string, number>)) {
          sum += q * Math.max(0, prices![p] + (PRICE_CHANGES[rollOf(seat)]?.[p] ?? 0));
        }
        if (e.earned !== sum) out.push(`sold for ${e.earned}, expected ${sum}`);
        money[seat] += e.earned as number;
        break;
      }
      case "income": {
        // Flags are those of this turn's S4, as long as `before` is already past S4.
        if (["dairy", "gift", "market"].includes(before.step)) {
          const labs = before.modules.filter((m) => m.owner === seat && !m.energyShort && (m.type === "cheeseLab" || m.type === "sausageLab")).length;
          const expected = 5 + 4 * labs + (rollOf(seat) === 10 ? 4 * labs : 0);
          if (e.amount !== expected) out.push(`income ${e.amount}, expected ${expected}`);
        }
        money[seat] += e.amount as number;
        break;
      }
      case "lawsuit": {
        const target = e.target as number;
        const roll = e.roll as number;
        if (money[target] < 50) out.push(`sued a player with ${money[target]}`);
        const expected = roll <= 4 ? 10 * roll : roll === 5 ? 0 : Math.min(25, money[seat]);
        if (e.amount !== expected) out.push(`suit roll ${roll} moved ${e.amount}, expected ${expected}`);
        if (roll <= 4) { money[target] -= expected; money[seat] += expected; }
        if (roll === 6) { money[seat] -= expected; money[target] += expected; }
        break;
      }
      case "cureRoll": {
        const r = e.rolls as number[];
        if ((e.cured as boolean) !== (r[r.length - 1] >= 5)) out.push(`cure ${r} -> ${e.cured}`);
        if (r.length === 2 && r[0] >= 5) out.push("second cure roll after a cure");
        break;
      }
      case "spoiled": {
        const lost = e.lost as Record<string, number>;
        if ("leather" in lost || "manure" in lost) out.push("leather or manure spoiled");
        if (rollOf(seat) === 12) out.push("spoiled despite event 12");
        break;
      }
      case "turnStarted":
        money = [...money];
        break;
    }
  }
  if (after.step !== "over" || before.step !== "over") {
    const tracked = JSON.stringify(money);
    if (tracked !== JSON.stringify(after.money)) out.push(`money ${JSON.stringify(after.money)} but events add up to ${tracked}`);
  }
  return out;
}

describe("cross-check of every money event", () => {
  it.each([2, 3, 4])("X-CC %i players: 6 random games, every amount matches the spec", (players) => {
    for (let g = 0; g < 6; g++) {
      const seed = `cc-${players}-${g}`;
      const rand = randomFunction(seed);
      let s = cheeses.setup({ players, seed });
      for (let steps = 0; steps < 4000 && s.step !== "over"; steps++) {
        const seat = cheeses.awaiting(s)[0];
        const legal = cheeses.legalActions(s, seat);
        const action = rand() < 0.5 ? cheeses.bot.choose(cheeses.view(s, seat), seat, rand) : legal[Math.floor(rand() * legal.length)];
        const r = cheeses.apply(s, seat, action);
        if (!r.ok) throw new Error(`${seed}: ${JSON.stringify(action)} rejected: ${refusalWords(r.error)}`);
        const wrong = problems(s, r.state, r.events);
        if (r.state.step === "dairy") wrong.push(...energyProblems(r.state));
        if (wrong.length) throw new Error(`${seed} turn ${s.turn} ${s.step}: ${wrong.join("; ")}`);
        s = r.state;
      }
      expect(s.step).toBe("over");
    }
  });
});
