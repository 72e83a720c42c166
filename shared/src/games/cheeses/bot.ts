/** A simple bot: grows a dairy chain with enough energy, sells everything worth money, sues the richest. */
import type { Bot } from "../../engine/game";
import { KEEPING_PRODUCTS, PRODUCTS, spec, type ModuleType } from "./data";
import { spaceAt } from "./map";
import { demand, supply } from "./colony";
import { own } from "./cache";
import { legalActionsInTable, timeoutInTable } from "./legal";
import { playerPrices } from "./market";
import type { CheesesAction, CheesesView, Quantities, Table } from "./types";
import { tableOf } from "./view";

const RESERVE = 0;

/** The modules a dairy colony wants, in order, with how many of each. */
const PLAN: [ModuleType, number][] = [
  ["processingPlant", 1], ["barn", 1], ["milkStorage", 1], ["spacePort", 1], ["barn", 2], ["cheeseStorage", 1],
  ["beefStorage", 1], ["catalogStore", 1], ["pastureDome", 1], ["creamStorage", 1], ["butterStorage", 1],
  ["megaBarn", 1], ["iceCreamStorage", 1], ["cheeseLab", 1], ["habitation", 1], ["pastureDome", 2],
  ["lawOffice", 1], ["sausageLab", 1], ["megaBarn", 3], ["cheeseStorage", 2], ["beefStorage", 2],
];

function wishes(t: Table, seat: number): ModuleType[] {
  const colony = own(t, seat);
  const count = (type: ModuleType) => colony.filter((m) => m.type === type).length;
  const wish = PLAN.filter(([type, n]) => count(type) < n).map(([type]) => type);
  if (colony.length >= 11 && count("habitation") === 0) wish.unshift("habitation");
  return wish;
}

function chooseBuild(t: Table, seat: number, actions: CheesesAction[], rng: () => number): CheesesAction {
  const builds = actions.filter((a): a is Extract<CheesesAction, { type: "build" }> => a.type === "build");
  if (own(t, seat).length === 0) return timeoutInTable(t, seat);
  const affordable = (type: ModuleType) => t.money[seat] - spec(type).cost >= RESERVE;
  const pick = (type: ModuleType) => {
    const options = builds.filter((b) => b.module === type);
    const lush = options.filter((b) => isLush(t, b.x, b.y));
    const from = (type === "barn" || type === "megaBarn") && lush.length ? lush : options;
    return from.length && affordable(type) ? from[Math.floor(rng() * from.length)] : null;
  };
  const colony = own(t, seat);
  for (const type of wishes(t, seat)) {
    const wanted = pick(type);
    if (!wanted) continue;
    if (demand(colony) + spec(type).need > supply(colony)) return pick("geothermal") ?? pick("solar") ?? wanted;
    return wanted;
  }
  return { type: "pass" };
}

const isLush = (t: Table, x: number, y: number): boolean => spaceAt(t.sheets, x, y)?.feature === "lush";

function chooseSale(t: Table, seat: number, actions: CheesesAction[]): CheesesAction {
  const prices = playerPrices(t, seat);
  const all = actions.find((a) => a.type === "sell" && Object.keys(a.quantities).length > 0);
  if (!prices || !all || all.type !== "sell") return timeoutInTable(t, seat);
  const quantities: Quantities = {};
  for (const p of PRODUCTS) {
    const keeps = KEEPING_PRODUCTS.includes(p);
    if ((all.quantities[p] ?? 0) > 0 && prices[p] >= (keeps ? 2 : 1)) quantities[p] = all.quantities[p];
  }
  return { type: "sell", quantities };
}

export const bot: Bot<CheesesView, CheesesAction> = {
  choose(view, seat, rng) {
    const t = tableOf(view);
    const actions = legalActionsInTable(t, seat);
    if (actions.length === 0) return { type: "pass" };
    switch (t.step) {
      case "build": return chooseBuild(t, seat, actions, rng);
      case "market": return chooseSale(t, seat, actions);
      case "law": {
        const suits = actions.filter((a): a is Extract<CheesesAction, { type: "sue" }> => a.type === "sue");
        if (!suits.length) return { type: "pass" };
        return suits.reduce((best, a) => (t.money[a.target] > t.money[best.target] ? a : best));
      }
      default: return timeoutInTable(t, seat);
    }
  },
};
