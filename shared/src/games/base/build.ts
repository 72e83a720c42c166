import type { GameError, GameEvent } from "../../engine/game";
import { onMap, posName } from "./board";
import { buildable, placeSite, siteAt } from "./cache";
import { isSiteCard } from "./data";
import { illegal } from "./errors";
import type { BaseAction, BaseState } from "./types";

type Build = Extract<BaseAction, { type: "build" }>;

/** §3.7: place a site card; a Volcano goes on any empty space and stays neutral. Mutates `s`. */
export function build(s: BaseState, seat: number, a: Build, events: GameEvent[]): GameError | null {
  if (!isSiteCard(a.card)) return illegal("base.refusal.actionCard", { card: a.card });
  if (!s.hands[seat].includes(a.card)) return illegal("base.refusal.notInHand", { card: a.card });
  const volcano = a.card === "volcano";
  if (volcano ? !onMap(a.at) || siteAt(s.sites, a.at) : !buildable(s.sites, seat, a.at)) {
    return illegal(volcano ? "base.refusal.notEmpty" : "base.refusal.buildNotNext", { at: posName(a.at) });
  }
  s.hands[seat].splice(s.hands[seat].indexOf(a.card), 1);
  placeSite(s, { x: a.at.x, y: a.at.y, card: a.card, owner: volcano ? null : seat, damage: 0 });
  events.push({ type: "build", seat, card: a.card, x: a.at.x, y: a.at.y });
  return null;
}
