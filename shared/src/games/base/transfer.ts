import type { GameError, GameEvent } from "../../engine/game";
import { controller, posName, samePos } from "./board";
import { buildable, changeSites, siteAt } from "./cache";
import { illegal, takeFromHand } from "./errors";
import type { BaseAction, BaseState } from "./types";

type Move = Extract<BaseAction, { type: "move" }>;
type Switch = Extract<BaseAction, { type: "switch" }>;

function playTransferCard(s: BaseState, seat: number): GameError | null {
  if (!takeFromHand(s.hands[seat], "transfer")) return illegal("base.refusal.noTransfer");
  s.discard.push("transfer");
  return null;
}

/** §3.1 Move: one of your sites to an empty space next to another site you control. Mutates `s`. */
export function move(s: BaseState, seat: number, a: Move, events: GameEvent[]): GameError | null {
  const site = siteAt(s.sites, a.from);
  if (!site || controller(site) !== seat) return illegal("base.refusal.notYourSite", { at: posName(a.from) });
  if (!buildable(s.sites, seat, a.to, a.from)) {
    return illegal("base.refusal.moveNotNext", { at: posName(a.to) });
  }
  const err = playTransferCard(s, seat);
  if (err) return err;
  changeSites(s, [[site, { x: a.to.x, y: a.to.y }]]);
  events.push({ type: "move", seat, card: site.card, from: a.from, to: a.to });
  return null;
}

/** §3.1 Switch: two of your sites swap spaces, damage and tokens travel with them. Mutates `s`. */
export function switchSites(s: BaseState, seat: number, a: Switch, events: GameEvent[]): GameError | null {
  const one = siteAt(s.sites, a.a);
  const two = siteAt(s.sites, a.b);
  if (samePos(a.a, a.b)) return illegal("base.refusal.switchSame");
  if (!one || controller(one) !== seat) return illegal("base.refusal.notYourSite", { at: posName(a.a) });
  if (!two || controller(two) !== seat) return illegal("base.refusal.notYourSite", { at: posName(a.b) });
  const err = playTransferCard(s, seat);
  if (err) return err;
  changeSites(s, [[one, { x: two.x, y: two.y }], [two, { x: one.x, y: one.y }]]);
  events.push({ type: "switch", seat, a: a.a, b: a.b, cards: [one.card, two.card] });
  return null;
}
