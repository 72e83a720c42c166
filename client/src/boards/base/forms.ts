import { h } from "../../ui/dom";
import { REPAIR_COST } from "@space/shared/base";
import { t } from "../../i18n";
import type { BaseAction, BaseView } from "@space/shared/base";
import type { Action } from "../types";
import { cardName } from "./theme";
import { discardForm } from "./discard";

type Repair = Extract<BaseAction, { type: "repair" }>;

function repairWords(a: Repair, v: BaseView): string {
  const parts = a.repairs.map((r) => {
    const site = v.sites.find((s) => s.x === r.at.x && s.y === r.at.y);
    return t("base.repair.part", {
      card: site ? cardName(site.card) : t("base.repair.site"), at: `(${r.at.x},${r.at.y})`, points: r.points,
      full: site && r.points >= site.damage ? "yes" : "no",
    });
  });
  const cost = a.repairs.reduce((sum, r) => sum + r.points * REPAIR_COST, 0);
  return t("base.repair.choice", { parts: parts.join(" + "), cost });
}

/**
 * The choices that do not fit a click on the map: Repair, each legal action as one button (a whole
 * decision in one tap), and Discard, a draft of several taps with Undo (discard.ts). Text through
 * textContent only. Rebuilt only when the choices change, so a draft survives other updates.
 */
export function choiceForms(dom: HTMLElement) {
  let shown = "";
  return {
    update(v: BaseView, legal: Action[], mine: boolean, send: (a: Action) => void): void {
      const list = mine ? legal.filter((a) => a.type === "repair" || a.type === "discard" || (a.type === "pass" && v.phase === "repair")) : [];
      const key = list.length ? `${v.phase}:${JSON.stringify(list)}` : "";
      if (key === shown) return;
      shown = key;
      dom.replaceChildren();
      if (!list.length) return;
      if (v.phase === "discard") {
        dom.append(discardForm(v, legal, send));
        return;
      }
      const title = t("base.repair.title", { credits: v.credits[v.active ?? 0] });
      const buttons = list.map((a, i) => {
        const text = a.type === "pass" ? t("base.repair.none") : repairWords(a as unknown as Repair, v);
        return h("button", { class: a.type === "pass" ? "ghost" : "", text, attrs: { type: "button", id: `base-choice-${i}` }, on: { click: () => send(a) } });
      });
      dom.append(h("div", { class: "base-choices", attrs: { id: "base-choices" } },
        h("h3", { text: title }),
        h("div", { attrs: { style: "display:flex;flex-wrap:wrap;gap:0.5rem" } }, ...buttons)));
    },
    clear(): void {
      shown = "";
      dom.replaceChildren();
    },
  };
}
