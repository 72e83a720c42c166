import type { GameEvent } from "../../engine/game";
import { isInstallation, isResource } from "./data";
import { changeSites, shielded, siteAt } from "./cache";
import type { BaseState, MeteorResult } from "./types";

/** A d10 face 0-9; the face 0 reads as 10 (base-D17). */
export const faceValue = (face: number) => (face === 0 ? 10 : face);

/**
 * §3.3: roll X then Y; an unshielded installation there takes 1d10 damage.
 * `d10` returns a face 0-9 (the game passes its seeded Rng; tests pass fixed faces).
 * Mutates `s`.
 */
export function meteor(s: BaseState, seat: number, d10: () => number, events: GameEvent[]): MeteorResult {
  const faces: [number, number] = [d10(), d10()];
  const x = faceValue(faces[0]);
  const y = faceValue(faces[1]);
  const site = siteAt(s.sites, { x, y });
  let outcome: MeteorResult["outcome"];
  let damageRoll: number | null = null;
  let damage = site?.damage ?? 0;
  if (!site) outcome = "empty";
  else if (isResource(site.card)) outcome = "resource";
  else if (!isInstallation(site.card)) outcome = "volcano";
  else if (shielded(s.sites, site)) outcome = "shielded";
  else {
    outcome = "damaged";
    damageRoll = faceValue(d10());
    damage = (site.damage || 0) + damageRoll;
    changeSites(s, [[site, { damage }]]);
  }
  const result: MeteorResult = { seat, x, y, faces, outcome, card: site?.card ?? null, damageRoll };
  s.lastMeteor = result;
  events.push({
    type: "meteor", seat, x, y, faces, outcome, card: result.card, damageRoll,
    owner: site?.owner ?? null, damage,
  });
  return result;
}
