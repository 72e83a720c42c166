/** Each Cheeses action in words for the table's moves and command line: "Build a Barn at (4,6) for $15". */
import { PRODUCTS, moduleName, moduleParams, spec, amounts } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView, Quantities } from "@space/shared/cheeses";
import { t } from "../../i18n";
import type { Action } from "../types";
import { nameOf } from "./lines";
import { boardWords } from "./words";

const someOf = (q: Quantities): boolean => PRODUCTS.some((p) => (q[p] ?? 0) > 0);

/** What `quantities` earn at this seat's prices this turn (the market form's sum). */
const earnedBy = (v: CheesesView, seat: number, q: Quantities): number =>
  PRODUCTS.reduce((n, p) => n + (q[p] ?? 0) * (v.figures[seat].prices?.[p] ?? 0), 0);

export function cheesesActionWords(action: Action, view: Record<string, unknown>, seat: number, names: string[]): string {
  const v = view as unknown as CheesesView;
  const a = action as CheesesAction;
  switch (a.type) {
    case "build": {
      // As the board's palette prices it: a functional Construction takes $1 off in this step.
      const price = spec(a.module).cost - (v.figures[seat]?.discount ? 1 : 0);
      return t("cheesestable.action.build", { ...moduleParams(boardWords(), a.module), x: a.x, y: a.y, price });
    }
    case "move": {
      const m = v.modules.find((o) => o.id === a.module);
      if (!m) return t("cheesestable.action.other", { type: `${a.type} ${a.module} (${a.x},${a.y})` });
      return t("cheesestable.action.move", {
        module: moduleName(boardWords(), m.type), fx: m.x, fy: m.y, x: a.x, y: a.y, price: Math.floor(spec(m.type).cost / 2),
      });
    }
    case "pass": return t("cheesestable.action.pass", { step: v.step });
    case "energy": {
      const dark = a.short.map((id) => {
        const m = v.modules.find((o) => o.id === id);
        return m ? t("cheeses.form.moduleAt", { module: moduleName(boardWords(), m.type), x: m.x, y: m.y }) : `#${id}`;
      });
      return t("cheesestable.action.energy", { none: dark.length ? "no" : "yes", modules: dark.join(", ") });
    }
    case "dairy": return t("cheesestable.action.dairy", { amounts: amounts(boardWords(), a.allocation) });
    case "gift": return t("cheesestable.action.gift", { n: a.boxes, earned: a.boxes * (v.figures[seat]?.boxPrice ?? 0) });
    case "sell":
      return t("cheesestable.action.sell", {
        none: someOf(a.quantities) ? "no" : "yes", amounts: amounts(boardWords(), a.quantities), earned: earnedBy(v, seat, a.quantities),
      });
    case "sue": return t("cheesestable.action.sue", { name: nameOf(names, a.target), money: v.money[a.target] ?? 0 });
    default: return t("cheesestable.action.other", { type: String((a as Action).type) });
  }
}
