import type { GameError, GameEvent } from "../../engine/game";
import { cornerZone, posName, samePos } from "./board";
import { placeSite, siteAt } from "./cache";
import { CORNER_ZONE_RADIUS } from "./data";
import { illegal } from "./errors";
import type { BaseAction, BaseState } from "./types";

type PlaceOutpost = Extract<BaseAction, { type: "placeOutpost" }>;

/** §1.4 step 3: the placing player puts their Outpost in their corner zone. Mutates `s`. */
export function placeOutpost(s: BaseState, seat: number, a: PlaceOutpost, events: GameEvent[]): GameError | null {
  const zone = cornerZone(s.turn);
  if (!zone.some((p) => samePos(p, a.at))) {
    return illegal("base.refusal.outsideZone", { radius: CORNER_ZONE_RADIUS, corner: posName(zone[0]), at: posName(a.at) });
  }
  if (siteAt(s.sites, a.at)) return illegal("base.refusal.taken", { at: posName(a.at) });
  placeSite(s, { x: a.at.x, y: a.at.y, card: "outpost", owner: seat, damage: 0 });
  events.push({ type: "outpost", seat, x: a.at.x, y: a.at.y });
  return null;
}
