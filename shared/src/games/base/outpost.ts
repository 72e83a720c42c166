import type { GameError, GameEvent } from "../../engine/game";
import { cornerZone, posName, samePos, siteAt } from "./board";
import { illegal } from "./errors";
import { placeSite } from "./sites";
import type { BaseAction, BaseState } from "./types";

type PlaceOutpost = Extract<BaseAction, { type: "placeOutpost" }>;

/** §1.4 step 3: the placing player puts their Outpost in their corner zone. Mutates `s`. */
export function placeOutpost(s: BaseState, seat: number, a: PlaceOutpost, events: GameEvent[]): GameError | null {
  const zone = cornerZone(s.turn);
  if (!zone.some((p) => samePos(p, a.at))) {
    return illegal(`Your Outpost must go within 2 spaces of your corner ${posName(zone[0])}; ${posName(a.at)} is outside it.`);
  }
  if (siteAt(s.sites, a.at)) return illegal(`${posName(a.at)} is already taken.`);
  placeSite(s, { x: a.at.x, y: a.at.y, card: "outpost", owner: seat, damage: 0 });
  events.push({ type: "outpost", seat, x: a.at.x, y: a.at.y });
  return null;
}
