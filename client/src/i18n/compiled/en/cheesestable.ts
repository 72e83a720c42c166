// Compiled by `npm run i18n` from the catalogs: do not edit.
/* eslint-disable */
import { number, plural, select } from "@messageformat/runtime";
import { en } from "@messageformat/runtime/lib/cardinals";
const catalog = {
  "cheesestable.action.build": (d: any) => "Build " + select(d.g, { an: "an", other: "a" }) + " " + d.module + " at (" + d.x + "," + d.y + ") for $" + number("en", d.price, 0),
  "cheesestable.action.dairy": (d: any) => "Dairy: make " + d.amounts,
  "cheesestable.action.energy": (d: any) => select(d.none, { yes: "Keep every module powered", other: "Let go dark: " + d.modules }),
  "cheesestable.action.gift": (d: any) => "Sell " + plural(d.n, 0, en, { one: number("en", d.n, 0) + " gift box", other: number("en", d.n, 0) + " gift boxes" }) + " for $" + number("en", d.earned, 0),
  "cheesestable.action.move": (d: any) => "Move your " + d.module + " from (" + d.fx + "," + d.fy + ") to (" + d.x + "," + d.y + ") for $" + number("en", d.price, 0),
  "cheesestable.action.other": (d: any) => d.type,
  "cheesestable.action.pass": (d: any) => select(d.step, { move: "Done moving", build: "Done building", law: "Sue nobody", other: "Done" }),
  "cheesestable.action.sell": (d: any) => select(d.none, { yes: "Sell nothing", other: "Sell " + d.amounts + " for $" + number("en", d.earned, 0) }),
  "cheesestable.action.sue": (d: any) => "Sue " + d.name + " ($" + number("en", d.money, 0) + ")",
  "cheesestable.colony": (d: any) => select(d.mine, { yes: "Your colony", other: d.name + "'s colony" }),
  "cheesestable.column": (d: any) => "x " + number("en", d.x, 0) + select(d.square, { yes: " and " + number("en", d.sx, 0), other: "" }),
  "cheesestable.game": () => "Turn and market",
  "cheesestable.gap": (d: any) => "(" + d.x + "," + d.y + "): no space here, between the two map sheets",
  "cheesestable.map": () => "Map: octagons at even x and y, squares at odd x and y between them",
  "cheesestable.mine": () => "Your choice",
  "cheesestable.noPrices": () => "Market prices are rolled in the market step",
  "cheesestable.place.empty": (d: any) => "(" + d.x + "," + d.y + "): empty " + select(d.kind, { octagon: "octagon", other: "square" }) + select(d.feature, { fault: ", fault line", lush: ", lush pasture", other: "" }),
  "cheesestable.place.module": (d: any) => "(" + d.x + "," + d.y + "): " + select(d.mine, { yes: "your", other: d.owner + "'s" }) + " " + d.module + select(d.sick, { yes: ", sick", other: "" }) + select(d.short, { yes: ", out of energy this turn", other: "" }) + " (" + select(d.kind, { octagon: "octagon", other: "square" }) + select(d.feature, { fault: ", fault line", lush: ", lush pasture", other: "" }) + ")",
  "cheesestable.player": (d: any) => d.name + select(d.you, { yes: " (you)", other: "" }) + select(d.state, { toAct: ", to act", deciding: ", deciding", chose: ", has chosen", other: "" }) + ": $" + number("en", d.money, 0) + ", " + plural(d.modules, 0, en, { one: number("en", d.modules, 0) + " module", other: number("en", d.modules, 0) + " modules" }) + "; " + d.counters + "; stock: " + d.stock,
  "cheesestable.prices": (d: any) => select(d.you, { yes: "Your prices", other: d.name + "'s prices" }) + ": " + d.prices + "; gift box $" + number("en", d.box, 0),
  "cheesestable.prompt.move": () => "Move: choose a move of one of your modules, or Done",
  "cheesestable.row": (d: any) => "y " + number("en", d.y, 0) + ", " + select(d.kind, { octagon: "octagons", other: "squares" })
} as Record<string, (d: any) => string>;
export default catalog;
