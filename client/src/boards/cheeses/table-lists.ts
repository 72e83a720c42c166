/** The Cheeses table's lists besides the map: the turn and market (with this seat's sealed choice) and each colony. */
import { amounts, priceList } from "@space/shared/cheeses";
import type { CheesesView } from "@space/shared/cheeses";
import { t } from "../../i18n";
import type { TableCell, TableSection } from "../../table/types";
import type { Action } from "../types";
import { sentText } from "./decisions";
import { counters, nameOf, rollsLine, status, turnLine } from "./lines";
import { actionsByPlace, placeCell } from "./table-map";
import { boardWords } from "./words";

type List = Extract<TableSection, { kind: "list" }>;

/** The player's status word as the board's card shows it ("to act", "deciding", "chose"), as a select case. */
function stateOf(v: CheesesView, seat: number): string {
  const shown = status(v, seat);
  if (!shown) return "none";
  if (v.awaiting.includes(seat)) return v.deciders.length ? "deciding" : "toAct";
  return "chose";
}

/** A player's card in words, with a Sue action on it when this seat may sue them now. */
function playerCell(v: CheesesView, p: number, seat: number | null, names: string[], legal: Action[]): TableCell {
  const label = t("cheesestable.player", {
    name: nameOf(names, p), you: p === seat ? "yes" : "no", state: stateOf(v, p), money: v.money[p],
    modules: v.modules.filter((m) => m.owner === p).length, counters: counters(v, p), stock: amounts(boardWords(), v.inventory[p]),
  });
  const sue = legal.filter((a) => a.type === "sue" && a.target === p);
  const cell: TableCell = { id: `cheeses-player-${p}`, label };
  return sue.length ? { ...cell, actions: sue } : cell;
}

/** One list per colony, yours first: the player's card, then their modules as places (newest last). */
export function colonySections(v: CheesesView, seat: number | null, names: string[], legal: Action[]): List[] {
  const actions = actionsByPlace(v, legal);
  const seats = [...v.order].sort((a, b) => Number(b === seat) - Number(a === seat));
  return seats.map((p) => {
    const places = v.modules.filter((m) => m.owner === p).sort((a, b) => a.id - b.id)
      .map((m) => v.spaces.find((s) => s.x === m.x && s.y === m.y))
      .filter((s) => s !== undefined)
      .map((s) => placeCell("cheeses-colony", s, v, seat, names, actions));
    return {
      kind: "list", id: `cheeses-colony-${p}`, label: t("cheesestable.colony", { mine: p === seat ? "yes" : "no", name: nameOf(names, p) }),
      items: [playerCell(v, p, seat, names, legal), ...places],
    };
  });
}

/** This seat's sealed choice of the step, as the board words it after Submit; null when it has none. */
function sealed(v: CheesesView, seat: number | null): TableCell | null {
  const sent = seat === null ? null : sentText((v.private as { submission?: unknown } | null)?.submission, v);
  return sent ? { id: "cheeses-sent", label: t("cheeses.board.sent", { choice: sent }) } : null;
}

/** The turn and step, your sealed choice, this turn's event rolls, the dice prices and each player's prices and gift box price. */
export function gameSection(v: CheesesView, seat: number | null, names: string[]): List {
  const rolls = rollsLine(v, names);
  const mine = sealed(v, seat);
  const items: TableCell[] = [{ id: "cheeses-turn", label: turnLine(v) }, ...(mine ? [mine] : [])];
  if (rolls) items.push({ id: "cheeses-rolls", label: rolls });
  if (!v.basePrices) items.push({ id: "cheeses-prices", label: t("cheesestable.noPrices") });
  else {
    for (const p of v.order) {
      const prices = v.figures[p].prices;
      if (!prices) continue;
      items.push({
        id: `cheeses-prices-${p}`,
        label: t("cheesestable.prices", { you: p === seat ? "yes" : "no", name: nameOf(names, p), prices: priceList(boardWords(), prices), box: v.figures[p].boxPrice }),
      });
    }
  }
  return { kind: "list", id: "cheeses-game", label: t("cheesestable.game"), items };
}
