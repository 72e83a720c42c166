import type { GameError, GameEvent } from "../../engine/game";
import { isInstallation, REPAIR_COST } from "./data";
import { controller, key, posName } from "./board";
import { changeSites, siteAt } from "./cache";
import { cannotAfford, illegal } from "./errors";
import type { BaseAction, BaseState } from "./types";

type Repair = Extract<BaseAction, { type: "repair" }>;

/** §3.2: remove damage from your own installations at 1 credit per point. Mutates `s`. */
export function repair(s: BaseState, seat: number, a: Repair, events: GameEvent[]): GameError | null {
  const seen = new Set<string>();
  let total = 0;
  for (const r of a.repairs) {
    const site = siteAt(s.sites, r.at);
    if (seen.has(key(r.at))) return illegal("base.refusal.listedTwice", { at: posName(r.at) });
    seen.add(key(r.at));
    if (!site || controller(site) !== seat || !isInstallation(site.card)) {
      return illegal("base.refusal.repairNotYours", { at: posName(r.at) });
    }
    if (r.points > site.damage) return illegal("base.refusal.repairTooMuch", { at: posName(r.at), damage: site.damage });
    total += r.points * REPAIR_COST;
  }
  if (total > s.credits[seat]) return cannotAfford("base.refusal.cannotAfford", { cost: total, credits: s.credits[seat] });
  changeSites(s, a.repairs.map((r) => {
    const site = siteAt(s.sites, r.at)!;
    return [site, { damage: site.damage - r.points }];
  }));
  s.credits[seat] -= total;
  events.push({ type: "repair", seat, repairs: a.repairs.map((r) => ({ x: r.at.x, y: r.at.y, points: r.points })), cost: total });
  return null;
}
