import { REPAIR_COST, type BaseAction, type BaseView } from "@space/shared/base";
import { t } from "../../i18n";
import { listOf } from "../../ui/intl";
import type { Action } from "../types";
import { cardName } from "./words";

type Of<T extends BaseAction["type"]> = Extract<BaseAction, { type: T }>;
type Pos = { x: number; y: number };

/** A space as the log words it: "(3,4)", column then row (docs/spec/space-base.md). */
export const spaceWords = (p: Pos) => `(${p.x},${p.y})`;

/** A seat's name; a seat without one is "Player 2". */
export const seatName = (names: string[], seat: number) => names[seat] || t("base.player", { n: seat + 1 });

const siteAt = (v: BaseView, p: Pos) => v.sites.find((s) => s.x === p.x && s.y === p.y);
const cardAt = (v: BaseView, p: Pos) => {
  const site = siteAt(v, p);
  return site ? cardName(site.card) : t("base.repair.site");
};

/** A repair as the board's repair buttons word it: "Repair Colony at (3,4): 2 points (fully) for 2 credits". */
function repairWords(a: Of<"repair">, v: BaseView): string {
  const parts = a.repairs.map((r) => {
    const site = siteAt(v, r.at);
    return t("base.repair.part", { card: cardAt(v, r.at), at: spaceWords(r.at), points: r.points, full: site && r.points >= site.damage ? "yes" : "no" });
  });
  const cost = a.repairs.reduce((sum, r) => sum + r.points * REPAIR_COST, 0);
  return t("base.repair.choice", { parts: parts.join(" + "), cost });
}

/**
 * A legal action in the reader's words, unique among the legal actions of a moment (two actions
 * differ in a space, a card, a seat or a set of cards, and each of these is said).
 */
export function baseActionWords(action: Action, view: Record<string, unknown>, _seat: number, names: string[]): string {
  const v = view as unknown as BaseView;
  const a = action as unknown as BaseAction;
  switch (a.type) {
    case "pass": return t(v.phase === "build" ? "base.button.endTurn" : "base.button.pass");
    case "placeOutpost": return t("basetable.action.outpost", { at: spaceWords(a.at) });
    case "build": return t("basetable.action.build", { card: cardName(a.card), at: spaceWords(a.at) });
    case "move": return t("basetable.action.move", { card: cardAt(v, a.from), from: spaceWords(a.from), to: spaceWords(a.to) });
    case "switch": return t("basetable.action.switch", { a: cardAt(v, a.a), atA: spaceWords(a.a), b: cardAt(v, a.b), atB: spaceWords(a.b) });
    case "repair": return repairWords(a, v);
    case "capture": {
      const site = siteAt(v, a.at);
      return t("basetable.action.capture", { name: seatName(names, site?.owner ?? 0), card: cardAt(v, a.at), at: spaceWords(a.at) });
    }
    case "steal": return t("base.button.stealFrom", { name: seatName(names, a.target) });
    case "take": return t("basetable.action.take", { card: cardName(a.card) });
    case "discard": return t("basetable.action.discard", { cards: listOf(a.cards.map(cardName)) });
    default: return t("basetable.action.other", { type: String((action as { type: unknown }).type) });
  }
}

/** The spaces an action names: where a keyboard finds it on the map. */
export function spacesOf(action: Action): Pos[] {
  const a = action as unknown as BaseAction;
  switch (a.type) {
    case "placeOutpost": case "build": case "capture": return [a.at];
    case "move": return [a.from, a.to];
    case "switch": return [a.a, a.b];
    case "repair": return a.repairs.map((r) => r.at);
    default: return [];
  }
}

/** The hand card an action plays: a build its card, a move or switch the Transfer card, a capture or steal the Control card. */
export function cardPlayed(action: Action): string | null {
  const a = action as unknown as BaseAction;
  switch (a.type) {
    case "build": return a.card;
    case "move": case "switch": return "transfer";
    case "capture": case "steal": return "control";
    default: return null;
  }
}
