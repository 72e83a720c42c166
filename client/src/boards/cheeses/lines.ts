/** The board's lines of words: the turn line, this turn's rolls, a player's name and counters and status. */
import { TURNS, priceList, randomEventName } from "@space/shared/cheeses";
import type { CheesesView } from "@space/shared/cheeses";
import type { SharedKey } from "@space/shared";
import { t } from "../../i18n";
import { boardWords } from "./words";

/** A step's name as the rules number it: "S2 Build". */
const stepName = (step: string): string => t(`cheeses.step.${step}` as SharedKey);

export const nameOf = (names: string[], seat: number): string => names[seat] || t("cheeses.player", { n: seat + 1 });

/** A player's name on their own card: "Ana (you)". */
export const ownName = (names: string[], seat: number, me: number | null): string =>
  (seat === me ? t("cheeses.board.you", { name: nameOf(names, seat) }) : nameOf(names, seat));

/** Turn and step. */
export function turnLine(v: CheesesView): string {
  return t("cheeses.hud.turn", { turn: v.turn, turns: TURNS, step: stepName(v.step) });
}

/** This turn's event rolls and base prices (the dice as they happen); empty before the first roll. */
export function rollsLine(v: CheesesView, names: string[]): string {
  const parts: string[] = [];
  const events = v.order.filter((s) => v.eventRolls[s] !== null)
    .map((s) => t("cheeses.hud.rolled", { name: nameOf(names, s), roll: v.eventRolls[s]!, event: randomEventName(boardWords(), v.eventRolls[s]!) }));
  if (events.length) parts.push(events.join(", "));
  if (v.basePrices) parts.push(t("cheeses.hud.dicePrices", { prices: priceList(boardWords(), v.basePrices) }));
  return parts.join(" · ");
}

/** Turn, step, this turn's event rolls and base prices. */
export function infoLine(v: CheesesView, names: string[]): string {
  return [turnLine(v), rollsLine(v, names)].filter(Boolean).join(" · ");
}

/** A player's counters: energy, dairy, diseases, pasture, this turn's event roll. */
export function counters(v: CheesesView, seat: number): string {
  const f = v.figures[seat];
  const roll = v.eventRolls[seat];
  return [
    t("cheeses.hud.energy", { supply: f.supply, demand: f.demand }),
    t("cheeses.hud.dairy", { n: f.dairyOutput }),
    t("cheeses.hud.sick", { n: f.diseases }),
    f.pasture === "none" ? "" : t("cheeses.hud.pasture", { pasture: f.pasture }),
    roll === null ? "" : t("cheeses.hud.event", { roll }),
  ].filter(Boolean).join(" · ");
}

export function status(v: CheesesView, seat: number): string {
  if (v.step === "over") return "";
  if (v.awaiting.includes(seat)) return v.deciders.length ? t("cheeses.hud.deciding") : t("cheeses.hud.toAct");
  if (v.deciders.includes(seat) && v.submitted[seat]) return t("cheeses.hud.chose");
  return "";
}
