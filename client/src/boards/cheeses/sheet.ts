/** The commodity sheet under the canvas (DOM, text via textContent only) and the key to the module codes. */
import { KEEPING_PRODUCTS, MODULES, PRODUCTS, moduleName, productName, type ModuleType } from "@space/shared/cheeses";
import type { CheesesView } from "@space/shared/cheeses";
import { h } from "../../ui/dom";
import { ownName } from "./lines";
import { t } from "../../i18n";
import { boardWords, moduleCode, money, number } from "./words";

export function commoditySheet(v: CheesesView, names: string[], me: number | null): HTMLElement {
  const seats = v.order.slice().sort((a, b) => a - b);
  const head = h("tr", {}, h("th", { text: t("cheeses.sheet.product") }),
    ...seats.map((s) => h("th", { text: ownName(names, s, me), attrs: { "data-seat": String(s) } })));
  const rows = PRODUCTS.map((p) => h("tr", {},
    h("th", { text: KEEPING_PRODUCTS.includes(p) ? t("cheeses.sheet.keeps", { product: productName(boardWords(), p) }) : productName(boardWords(), p) }),
    ...seats.map((s) => {
      const price = v.figures[s].prices?.[p];
      const stock = { n: v.inventory[s][p], capacity: v.figures[s].capacity[p] };
      const text = price === undefined ? t("cheeses.sheet.stock", stock) : t("cheeses.sheet.stockPrice", { ...stock, price });
      return h("td", { text });
    })));
  const extra = [
    [t("cheeses.sheet.money"), (s: number) => money(v.money[s])],
    [t("cheeses.sheet.energy"), (s: number) => t("cheeses.sheet.stock", { n: v.figures[s].supply, capacity: v.figures[s].demand })],
    [t("cheeses.sheet.dairy"), (s: number) => number(v.figures[s].dairyOutput)],
    [t("cheeses.sheet.diseases"), (s: number) => t("cheeses.sheet.stock", { n: v.figures[s].diseases, capacity: 4 })],
    [t("cheeses.sheet.pasture"), (s: number) => t("cheeses.sheet.pastureValue", { pasture: v.figures[s].pasture })],
    [t("cheeses.sheet.giftPrice"), (s: number) => money(v.figures[s].boxPrice)],
    [t("cheeses.sheet.modules"), (s: number) => number(v.modules.filter((m) => m.owner === s).length)],
  ] as const;
  const more = extra.map(([title, cell]) => h("tr", {}, h("th", { text: title }), ...seats.map((s) => h("td", { text: cell(s) }))));
  return h("div", { class: "cheeses-sheet" },
    h("h3", { text: t("cheeses.sheet.heading") }),
    h("div", { class: "cheeses-scroll" }, h("table", { class: "cheeses-table", attrs: { id: "cheeses-sheet" } }, h("thead", {}, head), h("tbody", {}, ...rows, ...more))));
}

export function moduleKey(): HTMLElement {
  const items = (Object.keys(MODULES) as ModuleType[]).map((type) =>
    h("li", { text: t("cheeses.sheet.keyItem", { code: moduleCode(type), module: moduleName(boardWords(), type), price: MODULES[type].cost }) }));
  return h("details", { class: "cheeses-key" },
    h("summary", { text: t("cheeses.sheet.key") }),
    h("p", { text: t("cheeses.sheet.keyHelp") }),
    h("ul", { class: "cheeses-codes" }, ...items));
}
