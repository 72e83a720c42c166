/** The one-line prompt: what this page should do now, or whom everybody waits for. */
import { list } from "@space/shared";
import { spec, type ModuleType } from "@space/shared/cheeses";
import type { CheesesView, Module } from "@space/shared/cheeses";
import type { Targets } from "./targets";

export const STEP_NAMES: Record<string, string> = {
  move: "S1 Move", build: "S2 Build", energy: "S4 Energy", dairy: "S5 Dairy",
  gift: "S7 Gift boxes", market: "S8 Market", law: "S9 Lawsuits", over: "Game over",
};

export interface PromptInput {
  v: CheesesView;
  seat: number | null;
  names: string[];
  t: Targets;
  chosenType: ModuleType | null;
  chosenModule: Module | null;
  buildPrice(type: ModuleType): number;
  /** A phone's words: "tap" rather than "click". */
  touch?: boolean;
}

const nameOf = (names: string[], seat: number): string => names[seat] || `Player ${seat + 1}`;

export function promptLine(p: PromptInput): string {
  const { v, seat, names, t } = p;
  const click = p.touch ? "tap" : "click";
  if (v.step === "over") return "Game over: the richest colony wins";
  const waiting = v.awaiting.filter((s) => s !== seat).map((s) => nameOf(names, s));
  const mine = seat !== null && v.awaiting.includes(seat);
  if (!mine) {
    const submitted = seat !== null && v.deciders.includes(seat) && v.submitted[seat];
    const who = waiting.length ? `Waiting for ${list(waiting)}` : "Waiting";
    return submitted ? `Choice sent. ${who}` : who;
  }
  switch (v.step) {
    case "build": {
      const left = 3 - v.builds;
      if (p.chosenType) {
        return `Build a ${spec(p.chosenType).name} ($${p.buildPrice(p.chosenType)}): ${click} a highlighted space`;
      }
      if (t.builds.has("startUp")) return "Build: choose the Start-Up, then a space for your colony";
      return `Build (${left} left): choose a module${p.touch ? " under the map" : ""}, then a space${t.pass ? ", or Done" : ""}`;
    }
    case "move":
      return p.chosenModule
        ? `Move your ${spec(p.chosenModule.type).name} ($${Math.floor(spec(p.chosenModule.type).cost / 2)}): ${click} a highlighted space`
        : `Move: ${click} one of your highlighted modules, or Done`;
    case "energy": return "Energy shortage: choose the modules that go dark, then Submit";
    case "dairy": return `Dairy: split your output of ${v.figures[seat!].dairyOutput} among the products, then Submit`;
    case "gift": return "Gift boxes: choose how many to sell, then Submit";
    case "market": return "Market: choose how much to sell at this turn's prices, then Submit";
    case "law": return t.sue.length ? "Lawsuits: sue a player with $50 or more, or Done" : "Lawsuits";
    default: return "Your move";
  }
}
