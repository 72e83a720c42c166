import type { GameError, GameEvent } from "../../engine/game";
import { isInstallation, REPAIR_COST } from "./data";
import { controller, key, posName, siteAt } from "./board";
import { cannotAfford, illegal } from "./errors";
import { changeSites } from "./sites";
import { count } from "../../engine/words";
import type { BaseAction, BaseState } from "./types";

type Repair = Extract<BaseAction, { type: "repair" }>;

/** §3.2: remove damage from your own installations at 1 credit per point. Mutates `s`. */
export function repair(s: BaseState, seat: number, a: Repair, events: GameEvent[]): GameError | null {
  const seen = new Set<string>();
  let total = 0;
  for (const r of a.repairs) {
    const site = siteAt(s.sites, r.at);
    if (seen.has(key(r.at))) return illegal(`${posName(r.at)} is listed twice; list each site once.`);
    seen.add(key(r.at));
    if (!site || controller(site) !== seat || !isInstallation(site.card)) {
      return illegal(`You can only repair your own installations; ${posName(r.at)} is not one.`);
    }
    if (r.points > site.damage) return illegal(`The site at ${posName(r.at)} has only ${site.damage} damage.`);
    total += r.points * REPAIR_COST;
  }
  if (total > s.credits[seat]) return cannotAfford(`That repair costs ${count(total, "credit")} and you have ${s.credits[seat]}.`);
  changeSites(s, a.repairs.map((r) => {
    const site = siteAt(s.sites, r.at)!;
    return [site, { damage: site.damage - r.points }];
  }));
  s.credits[seat] -= total;
  events.push({ type: "repair", seat, repairs: a.repairs.map((r) => ({ x: r.at.x, y: r.at.y, points: r.points })), cost: total });
  return null;
}
