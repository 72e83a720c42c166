/** Event -> one log line in a reader's words. */
import type { GameEvent } from "../../engine/game";
import { loadedWords, type Words } from "../../i18n/words";
import type { ModuleType, Product } from "./data";
import type { Quantities } from "./types";
import { amounts, moduleParams, priceList, randomEventName } from "./words";

const yes = (flag: boolean) => (flag ? "yes" : "no");

export function describeEvent(e: GameEvent, names: string[], words: Words = loadedWords("en")): string {
  const who = (seat: unknown) => (typeof seat === "number" ? names[seat] || words.t("cheeses.player", { n: seat + 1 }) : words.t("cheeses.someone"));
  const name = who(e.seat);
  const mod = (type: unknown) => moduleParams(words, type as ModuleType);
  const at = { x: e.x as number, y: e.y as number };
  switch (e.type) {
    case "turnStarted": return words.t("cheeses.event.turnStarted", { turn: e.turn as number });
    case "turnEnded": return words.t("cheeses.event.turnEnded", { turn: e.turn as number });
    case "passed": return words.t("cheeses.event.passed", { name, step: e.step as string });
    case "built": return words.t("cheeses.event.built", { name, ...mod(e.moduleType), ...at, price: e.price as number });
    case "moved": {
      const [fx, fy] = e.from as number[];
      const [tx, ty] = e.to as number[];
      return words.t("cheeses.event.moved", { name, ...mod(e.moduleType), fx, fy, tx, ty, price: e.price as number });
    }
    case "diseaseRoll": return words.t("cheeses.event.diseaseRoll", { name, roll: e.roll as number, outbreak: yes(e.roll === 1) });
    case "diseaseStarted": return words.t("cheeses.event.diseaseStarted", { name, ...mod(e.moduleType), ...at });
    case "diseaseIgnored": return words.t("cheeses.event.diseaseIgnored", { name });
    case "energyShort": return words.t("cheeses.event.energyShort", { name, n: (e.modules as number[]).length });
    case "submitted": return words.t("cheeses.event.submitted", { name });
    case "dairy": return words.t("cheeses.event.dairy", { name, amounts: amounts(words, e.allocation as Quantities) });
    case "randomEvent": return words.t("cheeses.event.randomEvent", { name, roll: e.roll as number, event: randomEventName(words, e.roll as number) });
    case "moduleLost": return words.t("cheeses.event.moduleLost", { name, ...mod(e.moduleType), ...at });
    case "allCured": return words.t("cheeses.event.allCured", { name });
    case "giftBoxes": return words.t("cheeses.event.giftBoxes", { name, n: e.boxes as number, earned: e.earned as number });
    case "prices": return words.t("cheeses.event.prices", { prices: priceList(words, e.prices as Record<Product, number>) });
    case "sold": return words.t("cheeses.event.sold", { name, amounts: amounts(words, e.quantities as Quantities), earned: e.earned as number });
    case "income": return words.t("cheeses.event.income", { name, amount: e.amount as number });
    case "lawsuit": {
      const suit = { name, target: who(e.target), roll: e.roll as number };
      if (e.payer === null) return words.t("cheeses.event.lawsuitDismissed", suit);
      const payee = e.payer === e.seat ? suit.target : name;
      return words.t("cheeses.event.lawsuit", { ...suit, payer: who(e.payer), payee, amount: e.amount as number });
    }
    case "cureRoll": {
      const [first, second] = e.rolls as number[];
      return words.t("cheeses.event.cureRoll", { name, first, second, again: yes(second !== undefined), ...at, cured: yes(Boolean(e.cured)) });
    }
    case "spoiled": return words.t("cheeses.event.spoiled", { name, amounts: amounts(words, e.lost as Quantities) });
    case "gameOver": {
      const winners = (e.winners as number[]).map(who);
      return winners.length > 1
        ? words.t("cheeses.event.tie", { names: words.list(winners) })
        : words.t("cheeses.event.won", { name: winners[0] });
    }
    default: return words.t("cheeses.event.other", { name, type: e.type });
  }
}
