/** The commodity sheet under the canvas (DOM, text via textContent only) and the key to the module codes. */
import { KEEPING_PRODUCTS, MODULES, PRODUCTS, PRODUCT_NAMES, type ModuleType } from "@space/shared/cheeses";
import type { CheesesView } from "@space/shared/cheeses";
import { h } from "../../ui/dom";
import { MODULE_CODES } from "./icons";
import { nameOf } from "./hud";

export function commoditySheet(v: CheesesView, names: string[], me: number | null): HTMLElement {
  const seats = v.order.slice().sort((a, b) => a - b);
  const head = h("tr", {}, h("th", { text: "Product" }),
    ...seats.map((s) => h("th", { text: `${nameOf(names, s)}${s === me ? " (you)" : ""}`, attrs: { "data-seat": String(s) } })));
  const rows = PRODUCTS.map((p) => h("tr", {},
    h("th", { text: `${PRODUCT_NAMES[p]}${KEEPING_PRODUCTS.includes(p) ? " (keeps)" : ""}` }),
    ...seats.map((s) => {
      const price = v.figures[s].prices?.[p];
      const text = `${v.inventory[s][p]}/${v.figures[s].capacity[p]}${price === undefined ? "" : ` · $${price}`}`;
      return h("td", { text });
    })));
  const extra = [
    ["Money", (s: number) => `$${v.money[s]}`],
    ["Energy supply/demand", (s: number) => `${v.figures[s].supply}/${v.figures[s].demand}`],
    ["Dairy output", (s: number) => String(v.figures[s].dairyOutput)],
    ["Diseases", (s: number) => `${v.figures[s].diseases}/4`],
    ["Pasture", (s: number) => v.figures[s].pasture],
    ["Gift box price", (s: number) => `$${v.figures[s].boxPrice}`],
    ["Modules", (s: number) => String(v.modules.filter((m) => m.owner === s).length)],
  ] as const;
  const more = extra.map(([title, cell]) => h("tr", {}, h("th", { text: title }), ...seats.map((s) => h("td", { text: cell(s) }))));
  return h("div", { class: "cheeses-sheet" },
    h("h3", { text: "Commodity sheets (stock/storage · your price this turn)" }),
    h("div", { class: "cheeses-scroll" }, h("table", { class: "cheeses-table", attrs: { id: "cheeses-sheet" } }, h("thead", {}, head), h("tbody", {}, ...rows, ...more))));
}

export function moduleKey(): HTMLElement {
  const items = (Object.keys(MODULES) as ModuleType[]).map((type) =>
    h("li", { text: `${MODULE_CODES[type]} ${MODULES[type].name} ($${MODULES[type].cost})` }));
  return h("details", { class: "cheeses-key" },
    h("summary", { text: "Map key" }),
    h("p", { text: "Brown spaces and the brown seam: fault lines (Geothermal only there). Green: lush pastures (a Barn makes 7, a Mega-Barn 14). "
      + "A grey module with a yellow slashed badge is energy-short (it does nothing this turn); a red cross marks a sick barn. "
      + "Green outlines are the spaces you may click now." }),
    h("ul", { class: "cheeses-codes" }, ...items));
}
