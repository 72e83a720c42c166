import type { GameError, GameEvent } from "../../engine/game";
import { adjacent, controller, posName } from "./board";
import { changeSites, siteAt } from "./cache";
import { illegal, takeFromHand } from "./errors";
import type { BaseAction, BaseState } from "./types";

type Capture = Extract<BaseAction, { type: "capture" }>;
type Steal = Extract<BaseAction, { type: "steal" }>;
type Take = Extract<BaseAction, { type: "take" }>;

function playControlCard(s: BaseState, seat: number): GameError | null {
  if (!takeFromHand(s.hands[seat], "control")) return illegal("base.refusal.noControl");
  s.discard.push("control");
  return null;
}

/** §3.5 Capture: an opponent's site physically next to one of yours becomes yours. Mutates `s`. */
export function capture(s: BaseState, seat: number, a: Capture, events: GameEvent[]): GameError | null {
  const site = siteAt(s.sites, a.at);
  if (!site) return illegal("base.refusal.noSite", { at: posName(a.at) });
  const from = controller(site);
  if (from === null) return illegal("base.refusal.volcanoNeutral");
  if (from === seat) return illegal("base.refusal.alreadyYours");
  if (!s.sites.some((t) => controller(t) === seat && adjacent(t, site))) {
    return illegal("base.refusal.captureNotNext", { at: posName(a.at) });
  }
  const err = playControlCard(s, seat);
  if (err) return err;
  changeSites(s, [[site, { owner: seat }]]);
  events.push({ type: "capture", seat, from, card: site.card, x: site.x, y: site.y });
  return null;
}

/** §3.5 Steal, first step: pick an opponent with cards; you now see their hand. Mutates `s`. */
export function steal(s: BaseState, seat: number, a: Steal, events: GameEvent[]): GameError | null {
  if (a.target === seat || a.target >= s.players) return illegal("base.refusal.pickOpponent");
  if (s.hands[a.target].length === 0) return illegal("base.refusal.emptyHand");
  const err = playControlCard(s, seat);
  if (err) return err;
  s.stealTarget = a.target;
  events.push({ type: "steal", seat, target: a.target });
  return null;
}

/** §3.5 Steal, second step: take one card of your choice from the target's hand. Mutates `s`. */
export function take(s: BaseState, seat: number, a: Take, events: GameEvent[]): GameError | null {
  const target = s.stealTarget;
  if (target === null || target === seat || !s.hands[target]) return illegal("base.refusal.pickOpponentFirst");
  if (!takeFromHand(s.hands[target], a.card)) return illegal("base.refusal.handHoldsNo", { card: a.card });
  s.hands[seat].push(a.card);
  s.stolen[target] = { by: seat, card: a.card };
  s.stealTarget = null;
  events.push({ type: "took", seat, target });
  return null;
}
