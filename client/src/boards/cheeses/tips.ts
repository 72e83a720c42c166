/** Tooltips of the Cheeses board: every icon and counter named in the game's words. */
import { moduleName, productName, spec, type ModuleType } from "@space/shared/cheeses";
import type { Module } from "@space/shared/cheeses";
import { t } from "../../i18n";
import { boardWords } from "./words";

const WHERE = {
  none: null,
  fault: "cheeses.tip.whereFault",
  processingPlant: "cheeses.tip.wherePlant",
  barn: "cheeses.tip.whereBarn",
} as const;

/** A palette button: what the module is, costs, makes or uses, and where it may stand. */
export function moduleTip(type: ModuleType, price: number): string {
  const m = spec(type);
  const energy = m.output ? "makes" : m.need ? "uses" : "none";
  const main = t("cheeses.tip.module", {
    module: moduleName(boardWords(), type), price, energy, amount: m.output || m.need,
    stores: m.stores ? "yes" : "no", product: m.stores ? productName(boardWords(), m.stores) : "",
  });
  const where = WHERE[m.requires];
  return where ? `${main} ${t(where)}` : main;
}

/** A module on the map: whose, which, and what is wrong with it. */
export function placedTip(m: Pick<Module, "type" | "owner" | "x" | "y" | "sick" | "energyShort">, owner: string): string {
  const state = m.sick && m.energyShort ? "sickShort" : m.sick ? "sick" : m.energyShort ? "short" : "fine";
  return t("cheeses.tip.placed", { owner, module: moduleName(boardWords(), m.type), x: m.x, y: m.y, state });
}

/** The counters on a player's card. */
export const countersTip = (): string => t("cheeses.tip.counters");
