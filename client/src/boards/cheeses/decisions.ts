/**
 * The simultaneous decisions as DOM forms: which modules go dark, the dairy split, gift boxes,
 * the sale. Each form shows what the choice leads to before it is sent. Whether a choice is
 * allowed is asked of the shared engine's own checks; the server checks it again.
 */
import {
  KEEPING_PRODUCTS, PRODUCTS, STORAGE_CAPACITY, EVENT, amounts as amountWords, moduleName, productName, spec, type Product,
} from "@space/shared/cheeses";
import { isConsumer } from "@space/shared/cheeses";
import { allocationProblem } from "@space/shared/cheeses";
import { shortageProblem } from "@space/shared/cheeses";
import { giftProblem } from "@space/shared/cheeses";
import { saleProblem } from "@space/shared/cheeses";
import { tableOf } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView, Quantities, Submission } from "@space/shared/cheeses";
import { h } from "../../ui/dom";
import { t } from "../../i18n";
import { boardWords, moduleCode, refusalText } from "./words";

export interface DecisionInput {
  v: CheesesView;
  seat: number;
  /** The listed choices of this step; the first is the rules' default. */
  choices: CheesesAction[];
  send(action: CheesesAction): void;
}

/** A stepper: minus, a number field, plus. Calls `onChange` with the clamped value. */
function stepper(id: string, value: number, max: number, onChange: (n: number) => void): { el: HTMLElement; set(n: number): void } {
  const input = h("input", { attrs: { id, type: "number", min: "0", max: String(max), step: "1", inputmode: "numeric" } });
  input.value = String(value);
  const set = (n: number) => {
    const clamped = Math.max(0, Math.min(max, Math.floor(Number.isFinite(n) ? n : 0)));
    input.value = String(clamped);
    onChange(clamped);
  };
  input.addEventListener("input", () => set(Number(input.value)));
  const minus = h("button", { text: "−", class: "small", attrs: { type: "button", "aria-label": t("cheeses.form.less") }, on: { click: () => set(Number(input.value) - 1) } });
  const plus = h("button", { text: "+", class: "small", attrs: { type: "button", "aria-label": t("cheeses.form.more") }, on: { click: () => set(Number(input.value) + 1) } });
  return { el: h("span", { class: "cheeses-stepper" }, minus, input, plus), set };
}

const amounts = (q: Quantities | undefined): string => (q ? amountWords(boardWords(), q) : "…");
const product = (p: Product): string => productName(boardWords(), p);
const moduleWord = (m: { type: Parameters<typeof spec>[0] }): string => moduleName(boardWords(), m.type);

/** The form's frame: title, body, consequence lines, problem line and the Submit button. */
function frame(title: string, body: HTMLElement[], onSubmit: () => void) {
  const outcome = h("ul", { class: "cheeses-outcome", attrs: { id: "cheeses-outcome" } });
  const submit = h("button", { text: t("cheeses.form.submit"), attrs: { id: "cheeses-submit", type: "button", "data-submit": "", "data-space": "submit" }, on: { click: onSubmit } });
  const problem = h("p", { class: "cheeses-problem", attrs: { id: "cheeses-problem", "aria-live": "polite" } });
  const el = h("section", { class: "cheeses-decision", attrs: { id: "cheeses-decision", "aria-labelledby": "cheeses-decision-title" } },
    h("h3", { text: title, attrs: { id: "cheeses-decision-title" } }), ...body, outcome, problem, submit);
  // Enter in a field submits, as in a form (a button's own Enter still presses that button).
  el.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" || !(e.target instanceof HTMLInputElement) || submit.disabled) return;
    e.preventDefault();
    submit.click();
  });
  const show = (lines: string[], error: string | null) => {
    outcome.replaceChildren(...lines.map((line) => h("li", { text: line })));
    problem.textContent = error ?? "";
    submit.disabled = error !== null;
  };
  return { el, submit, show };
}

function energyForm({ v, seat, choices, send }: DecisionInput) {
  const table = tableOf(v);
  const mine = v.modules.filter((m) => m.owner === seat && isConsumer(m.type)).sort((a, b) => b.id - a.id);
  const first = choices[0];
  const short = new Set<number>(first?.type === "energy" ? first.short : []);
  const f = v.figures[seat];
  const boxes = mine.map((m) => {
    const box = h("input", { attrs: { type: "checkbox", id: `short-${m.id}` } });
    box.checked = short.has(m.id);
    box.addEventListener("change", () => {
      if (box.checked) short.add(m.id); else short.delete(m.id);
      refresh();
    });
    return h("label", { class: "cheeses-check" }, box,
      ` ${t("cheeses.form.shortModule", { code: moduleCode(m.type), module: moduleWord(m), x: m.x, y: m.y, need: spec(m.type).need, sick: m.sick ? "yes" : "no" })}`);
  });
  const form = frame(t("cheeses.form.energyTitle", { supply: f.supply, demand: f.demand }), [
    h("p", { text: t("cheeses.form.energyHelp") }),
    h("div", { class: "cheeses-list" }, ...boxes),
  ], () => send({ type: "energy", short: [...short].sort((a, b) => a - b) }));
  function refresh(): void {
    const ids = [...short];
    const dark = mine.filter((m) => short.has(m.id));
    const need = f.demand - dark.reduce((n, m) => n + spec(m.type).need, 0);
    const lines = [t("cheeses.form.energyAfter", { need, supply: f.supply, dark: dark.map(moduleWord).join(", ") || t("cheeses.form.none") })];
    for (const p of PRODUCTS) {
      const lost = dark.filter((m) => spec(m.type).stores === p).length * STORAGE_CAPACITY;
      const left = f.capacity[p] - lost;
      if (lost && v.inventory[seat][p] > left) lines.push(t("cheeses.form.storageLost", { product: product(p), left, lost: v.inventory[seat][p] - left }));
      else if (lost) lines.push(t("cheeses.form.storageDrops", { product: product(p), left }));
    }
    form.show(lines, refusalText(shortageProblem(table, seat, ids)));
  }
  refresh();
  return form.el;
}

/** One stepper per product for dairy and sales; `limit` and `allowed` come from the view and the engine. */
function productSteppers(prefix: string, start: Quantities, limit: (p: Product) => number, note: (p: Product) => string, refresh: () => void) {
  const chosen: Quantities = { ...start };
  const steppers = new Map<Product, { set(n: number): void }>();
  const rows = PRODUCTS.filter((p) => limit(p) > 0).map((p) => {
    const s = stepper(`${prefix}-${p}`, chosen[p] ?? 0, limit(p), (n) => { chosen[p] = n; refresh(); });
    steppers.set(p, s);
    return h("div", { class: "cheeses-row" }, h("label", { class: "cheeses-product", text: product(p), attrs: { for: `${prefix}-${p}` } }), s.el, h("span", { class: "cheeses-note", text: note(p) }));
  });
  const setAll = (q: Quantities) => steppers.forEach((s, p) => s.set(q[p] ?? 0));
  return { chosen, rows, setAll };
}

function dairyForm({ v, seat, choices, send }: DecisionInput) {
  const table = tableOf(v);
  const f = v.figures[seat];
  const first = choices[0];
  const start = first?.type === "dairy" ? first.allocation : {};
  const free = (p: Product) => f.capacity[p] - v.inventory[seat][p];
  const spoils = v.eventRolls[seat] !== EVENT.preservative;
  const steppers = productSteppers("dairy", start, (p) => Math.min(free(p), f.dairyOutput),
    (p) => t("cheeses.form.stock", { n: v.inventory[seat][p], capacity: f.capacity[p] }), () => refresh());
  const form = frame(t("cheeses.form.dairyTitle", { n: f.dairyOutput }), [
    h("p", { text: t("cheeses.form.dairyHelp") }),
    ...steppers.rows,
    h("div", { class: "cheeses-buttons" },
      h("button", { text: t("cheeses.form.default"), class: "small", attrs: { type: "button" }, on: { click: () => steppers.setAll(start) } }),
      h("button", { text: t("cheeses.form.clear"), class: "small", attrs: { type: "button" }, on: { click: () => steppers.setAll({}) } })),
  ], () => send({ type: "dairy", allocation: clean(steppers.chosen) }));
  function refresh(): void {
    const used = PRODUCTS.reduce((n, p) => n + (steppers.chosen[p] ?? 0), 0);
    const perishable = PRODUCTS.filter((p) => !KEEPING_PRODUCTS.includes(p)).reduce((n, p) => n + (steppers.chosen[p] ?? 0), 0);
    const lines = [
      t("cheeses.form.dairyUsing", { used, output: f.dairyOutput, lost: Math.max(0, f.dairyOutput - used) }),
      t("cheeses.form.storageAfter", { stocks: PRODUCTS.filter((p) => f.capacity[p] > 0)
        .map((p) => t("cheeses.form.stockOf", { product: product(p), n: v.inventory[seat][p] + (steppers.chosen[p] ?? 0), capacity: f.capacity[p] }))
        .join(", ") || t("cheeses.form.none") }),
      spoils ? t("cheeses.form.dairySpoils", { n: perishable }) : t("cheeses.form.preserved"),
    ];
    form.show(lines, refusalText(allocationProblem(table, seat, steppers.chosen)));
  }
  refresh();
  return form.el;
}

function giftForm({ v, seat, choices, send }: DecisionInput) {
  const table = tableOf(v);
  const max = choices.reduce((n, a) => (a.type === "gift" ? Math.max(n, a.boxes) : n), 0);
  const first = choices[0];
  let boxes = first?.type === "gift" ? first.boxes : max;
  const price = v.figures[seat].boxPrice;
  const s = stepper("gift-boxes", boxes, max, (n) => { boxes = n; refresh(); });
  const form = frame(t("cheeses.form.giftTitle", { price }), [
    h("div", { class: "cheeses-row" }, h("label", { class: "cheeses-product", text: t("cheeses.form.boxes"), attrs: { for: "gift-boxes" } }), s.el,
      h("span", { class: "cheeses-note", text: t("cheeses.form.upTo", { n: max }) })),
  ], () => send({ type: "gift", boxes }));
  function refresh(): void {
    const inv = v.inventory[seat];
    form.show([
      t("cheeses.form.moneyAfter", { money: v.money[seat] + boxes * price, gain: boxes * price }),
      t("cheeses.form.giftLeft", { cheese: inv.cheese - boxes, beef: inv.beef - boxes }),
    ], refusalText(giftProblem(table, seat, boxes)));
  }
  refresh();
  return form.el;
}

function marketForm({ v, seat, choices, send }: DecisionInput) {
  const table = tableOf(v);
  const prices = v.figures[seat].prices;
  const inv = v.inventory[seat];
  const first = choices[0];
  const start = first?.type === "sell" ? first.quantities : {};
  const sellable = (p: Product) => inv[p] > 0 && saleProblem(table, seat, { [p]: 1 }) === null;
  const spoils = v.eventRolls[seat] !== EVENT.preservative;
  const steppers = productSteppers("sell", start, (p) => (sellable(p) ? inv[p] : 0), (p) => t("cheeses.form.ofAt", { n: inv[p], price: prices?.[p] ?? 0 }), () => refresh());
  const all = Object.fromEntries(PRODUCTS.filter(sellable).map((p) => [p, inv[p]])) as Quantities;
  const form = frame(t("cheeses.form.marketTitle"), [
    ...steppers.rows,
    h("div", { class: "cheeses-buttons" },
      h("button", { text: t("cheeses.form.sellAll"), class: "small", attrs: { type: "button" }, on: { click: () => steppers.setAll(all) } }),
      h("button", { text: t("cheeses.form.default"), class: "small", attrs: { type: "button" }, on: { click: () => steppers.setAll(start) } }),
      h("button", { text: t("cheeses.form.nothing"), class: "small", attrs: { type: "button" }, on: { click: () => steppers.setAll({}) } })),
  ], () => send({ type: "sell", quantities: clean(steppers.chosen) }));
  function refresh(): void {
    const q = steppers.chosen;
    const earned = PRODUCTS.reduce((n, p) => n + (q[p] ?? 0) * (prices?.[p] ?? 0), 0);
    const left = Object.fromEntries(PRODUCTS.map((p) => [p, inv[p] - (q[p] ?? 0)])) as Quantities;
    const spoiled = Object.fromEntries(PRODUCTS.filter((p) => !KEEPING_PRODUCTS.includes(p)).map((p) => [p, left[p] ?? 0])) as Quantities;
    const kept = Object.fromEntries(KEEPING_PRODUCTS.map((p) => [p, left[p] ?? 0])) as Quantities;
    form.show([
      t("cheeses.form.moneyAfter", { money: v.money[seat] + earned, gain: earned }),
      spoils ? t("cheeses.form.spoils", { amounts: amounts(spoiled) }) : t("cheeses.form.nothingSpoils", { amounts: amounts(left) }),
      t("cheeses.form.kept", { amounts: amounts(spoils ? kept : left) }),
    ], refusalText(saleProblem(table, seat, q)));
  }
  refresh();
  return form.el;
}

function clean(q: Quantities): Quantities {
  return Object.fromEntries(PRODUCTS.filter((p) => (q[p] ?? 0) > 0).map((p) => [p, q[p]])) as Quantities;
}

function submissionText(s: Submission, v: CheesesView): string {
  const where = (id: number) => {
    const m = v.modules.find((o) => o.id === id);
    return m ? t("cheeses.form.moduleAt", { module: moduleWord(m), x: m.x, y: m.y }) : `#${id}`;
  };
  switch (s.type) {
    case "energy": return t("cheeses.form.sentEnergy", { modules: s.short.length ? s.short.map(where).join(", ") : t("cheeses.form.none") });
    case "dairy": return t("cheeses.form.sentDairy", { amounts: amounts(s.allocation) });
    case "gift": return t("cheeses.form.sentGift", { n: s.boxes });
    case "sell": return t("cheeses.form.sentSell", { amounts: amounts(s.quantities) });
  }
}

/** A submission as it arrived (parts of a fresh secret may come a patch later, so nothing is assumed). */
export function sentText(s: unknown, v: CheesesView): string | null {
  if (!s || typeof s !== "object" || !("type" in s)) return null;
  const sub = s as Partial<Submission> & { type: Submission["type"] };
  switch (sub.type) {
    case "energy": return Array.isArray(sub.short) ? submissionText({ type: "energy", short: sub.short }, v) : t("cheeses.form.sentEnergyPending");
    case "gift": return typeof sub.boxes === "number" ? submissionText({ type: "gift", boxes: sub.boxes }, v) : t("cheeses.form.sentGiftPending");
    case "dairy": return submissionText({ type: "dairy", allocation: sub.allocation ?? {} }, v);
    case "sell": return submissionText({ type: "sell", quantities: sub.quantities ?? {} }, v);
    default: return null;
  }
}

/** The form for this seat's simultaneous decision, or null when it has none now. */
export function decisionForm(input: DecisionInput): HTMLElement | null {
  switch (input.v.step) {
    case "energy": return energyForm(input);
    case "dairy": return dairyForm(input);
    case "gift": return giftForm(input);
    case "market": return marketForm(input);
    default: return null;
  }
}
