/** Event -> one log line in words. */
import type { GameEvent } from "../../engine/game";
import { article, count } from "../../engine/words";
import { PRODUCTS, PRODUCT_NAMES, spec, type ModuleType, type Product } from "./data";
import type { Quantities } from "./types";

const STEP_NAMES: Record<string, string> = { move: "moving", build: "building", law: "lawsuits" };

function amounts(q: Quantities): string {
  const parts = PRODUCTS.filter((p) => (q[p] ?? 0) > 0).map((p) => `${q[p]} ${PRODUCT_NAMES[p]}`);
  return parts.length ? parts.join(", ") : "nothing";
}

export function describeEvent(e: GameEvent, names: string[]): string {
  const who = (seat: unknown) => (typeof seat === "number" ? names[seat] ?? `Player ${seat + 1}` : "Someone");
  const name = who(e.seat);
  const mod = (t: unknown) => spec(t as ModuleType)?.name ?? String(t);
  switch (e.type) {
    case "turnStarted": return `Turn ${e.turn} begins.`;
    case "turnEnded": return `Turn ${e.turn} ends.`;
    case "passed": return `${name} is done ${STEP_NAMES[e.step as string] ?? "with this step"}.`;
    case "built": return `${name} built ${article(mod(e.moduleType))} at (${e.x},${e.y}) for $${e.price}.`;
    case "moved": {
      const [fx, fy] = e.from as number[];
      const [tx, ty] = e.to as number[];
      return `${name} moved ${article(mod(e.moduleType))} from (${fx},${fy}) to (${tx},${ty}) for $${e.price}.`;
    }
    case "diseaseRoll": return `${name} rolled ${e.roll} for disease${e.roll === 1 ? ": an outbreak!" : "."}`;
    case "diseaseStarted": return `A disease broke out in ${name}'s ${mod(e.moduleType)} at (${e.x},${e.y}).`;
    case "diseaseIgnored": return `A disease in ${name}'s colony found no healthy herd to strike.`;
    case "energyShort": return `${name} is short of energy: ${count((e.modules as number[]).length, "module")} stopped.`;
    case "submitted": return `${name} has made a choice.`;
    case "dairy": return `${name} made ${amounts(e.allocation as Quantities)}.`;
    case "randomEvent": return `${name} rolled ${e.roll} on the Random Events table: ${e.name}.`;
    case "moduleLost": return `The Bos-quake destroyed ${name}'s ${mod(e.moduleType)} at (${e.x},${e.y}).`;
    case "allCured": return `The vet inspection cured all of ${name}'s herds.`;
    case "giftBoxes": return `${name} sold ${count(e.boxes as number, "gift box", "gift boxes")} for $${e.earned}.`;
    case "prices": {
      const p = e.prices as Record<Product, number>;
      return `Market prices this turn: ${PRODUCTS.map((x) => `${PRODUCT_NAMES[x]} $${p[x]}`).join(", ")}.`;
    }
    case "sold": return `${name} sold ${amounts(e.quantities as Quantities)} for $${e.earned}.`;
    case "income": return `${name} earned $${e.amount} income.`;
    case "lawsuit": {
      const target = who(e.target);
      if (e.payer === null) return `${name} sued ${target} (roll ${e.roll}): the suit was dismissed.`;
      const payer = who(e.payer);
      const payee = e.payer === e.seat ? target : name;
      return `${name} sued ${target} (roll ${e.roll}): ${payer} paid ${payee} $${e.amount}.`;
    }
    case "cureRoll": return `${name} rolled ${(e.rolls as number[]).join(" then ")} for the sick herd at (${e.x},${e.y}): ${e.cured ? "cured" : "still sick"}.`;
    case "spoiled": return `${name}'s ${amounts(e.lost as Quantities)} spoiled.`;
    case "gameOver": {
      const winners = (e.winners as number[]).map(who);
      return winners.length > 1 ? `The game ends in a tie between ${winners.join(" and ")}.` : `${winners[0]} wins the game!`;
    }
    default: return `${name}: ${e.type}.`;
  }
}
