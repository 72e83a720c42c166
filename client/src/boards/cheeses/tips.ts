/** Tooltips of the Cheeses board: every icon and counter named in the game's words. */
import { PRODUCT_NAMES, spec, type ModuleType } from "@space/shared/cheeses";
import type { Module } from "@space/shared/cheeses";

const WHERE: Record<string, string> = {
  none: "",
  fault: " Stands on a Fault Line.",
  processingPlant: " Next to a Processing Plant (directly or through one Hub).",
  barn: " Next to a Barn or Mega-Barn (directly or through one Hub).",
};

/** A palette button: what the module is, costs, makes or uses, and where it may stand. */
export function moduleTip(type: ModuleType, price: number): string {
  const m = spec(type);
  const energy = m.output ? `makes ${m.output} energy` : m.need ? `uses ${m.need} energy` : "uses no energy";
  const stores = m.stores ? `; stores ${PRODUCT_NAMES[m.stores]}` : "";
  return `${m.name}: $${price} to build, ${energy}${stores}.${WHERE[m.requires] ?? ""}`;
}

/** A module on the map: whose, which, and what is wrong with it. */
export function placedTip(m: Pick<Module, "type" | "owner" | "x" | "y" | "sick" | "energyShort">, owner: string): string {
  const flags = [m.sick ? "sick" : "", m.energyShort ? "out of energy this turn" : ""].filter(Boolean);
  return `${owner}'s ${spec(m.type).name} at (${m.x},${m.y})${flags.length ? `: ${flags.join(", ")}` : ""}`;
}

/** The counters on a player's card. */
export const COUNTERS_TIP = "energy: supply/demand (short of energy, modules stop) · dairy: units of output a turn · "
  + "sick: diseased herds · pasture: well- or under-pastured herds · event: this turn's Random Events roll";
