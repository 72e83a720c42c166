/** The one-line prompt: what this page should do now, or whom everybody waits for. */
import { SUE_MIN_TARGET_MONEY, moduleParams, spec, type ModuleType } from "@space/shared/cheeses";
import type { CheesesView, Module } from "@space/shared/cheeses";
import { t } from "../../i18n";
import type { Targets } from "./targets";
import { boardWords, listOf } from "./words";
import { nameOf } from "./lines";

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

export function promptLine(p: PromptInput): string {
  const { v, seat, names } = p;
  const touch = p.touch ? "yes" : "no";
  if (v.step === "over") return t("cheeses.prompt.over");
  const waiting = v.awaiting.filter((s) => s !== seat).map((s) => nameOf(names, s));
  const mine = seat !== null && v.awaiting.includes(seat);
  if (!mine) {
    const submitted = seat !== null && v.deciders.includes(seat) && v.submitted[seat];
    const who = waiting.length ? t("cheeses.prompt.waitingFor", { names: listOf(waiting) }) : t("cheeses.prompt.waiting");
    return submitted ? t("cheeses.prompt.sent", { waiting: who }) : who;
  }
  switch (v.step) {
    case "build": {
      if (p.chosenType) {
        return t("cheeses.prompt.buildChosen", { ...moduleParams(boardWords(), p.chosenType), price: p.buildPrice(p.chosenType), touch });
      }
      if (p.t.builds.has("startUp")) return t("cheeses.prompt.buildStart");
      return t("cheeses.prompt.build", { left: 3 - v.builds, touch, pass: p.t.pass ? "yes" : "no" });
    }
    case "move":
      return p.chosenModule
        ? t("cheeses.prompt.moveChosen", { ...moduleParams(boardWords(), p.chosenModule.type), price: Math.floor(spec(p.chosenModule.type).cost / 2), touch })
        : t("cheeses.prompt.move", { touch });
    case "energy": return t("cheeses.prompt.energy");
    case "dairy": return t("cheeses.prompt.dairy", { n: v.figures[seat!].dairyOutput });
    case "gift": return t("cheeses.prompt.gift");
    case "market": return t("cheeses.prompt.market");
    case "law": return p.t.sue.length ? t("cheeses.prompt.law", { min: SUE_MIN_TARGET_MONEY }) : t("cheeses.prompt.lawNone");
    default: return t("cheeses.prompt.yours");
  }
}
