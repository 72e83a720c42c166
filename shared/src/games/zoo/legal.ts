import { PHASES } from "./data";
import { affordablePositions, canBuild, emptyPlanets, owns, sellProblem, tradeProblem } from "./rules";
import type { ZooAction, ZooView } from "./types";

/** Above this many empty planets, Expand lists a representative set of placements instead of every subset. */
const MAX_LISTED_PLANETS = 8;

/** Every set of distinct planets of size at most `max`, smallest first. */
function subsets(ids: string[], max: number): string[][] {
  let out: string[][] = [[]];
  for (const id of ids) out = out.concat(out.filter((s) => s.length < max).map((s) => [...s, id]));
  return out.sort((a, b) => a.length - b.length);
}

function placements(ids: string[], supply: number): string[][] {
  if (ids.length <= MAX_LISTED_PLANETS) return subsets(ids, supply);
  const most = ids.slice(0, supply);
  const singles = supply > 0 ? ids.map((id) => [id]) : [];
  return [[], ...singles, ...(most.length > 1 ? [most] : [])];
}

/** Legal actions of a seat, computed from that seat's view alone. */
export function legalActionsInView(v: ZooView, seat: number): ZooAction[] {
  if (v.result || !v.awaiting.includes(seat)) return [];
  const me = v.players[seat];
  switch (v.stage) {
    case "select": {
      const hand = v.private?.hand ?? PHASES.filter((p) => p !== me.locked);
      return hand.map((phase) => ({ type: "choose", phase }));
    }
    case "funding": {
      const out: ZooAction[] = [];
      if (v.fundingBox > 0) out.push({ type: "takeCoin" });
      if (v.tokenInBox) out.push({ type: "takeToken" });
      return out;
    }
    case "research":
      return [
        ...affordablePositions(v.track, me.coins).map((position): ZooAction => ({ type: "buy", position })),
        { type: "pass" },
      ];
    case "build":
      return canBuild(me, me.placed) ? [{ type: "build", build: true }, { type: "build", build: false }] : [{ type: "build", build: false }];
    case "expand": {
      const out: ZooAction[] = [];
      if (owns(me, "cartography") && !v.cartographyUsed && v.planetDeckCount > 0) out.push({ type: "reveal" });
      const ids = emptyPlanets(v.planets).map((p) => p.id);
      for (const planets of placements(ids, me.supply)) out.push({ type: "place", planets });
      return out;
    }
    case "trade":
      return [
        ...v.planets.filter((p) => tradeProblem(p, seat, me) === null).map((p): ZooAction => ({ type: "trade", planet: p.id })),
        { type: "pass" },
      ];
    case "sell":
      return [
        ...v.planets.filter((p) => sellProblem(p, seat, me) === null).map((p): ZooAction => ({ type: "sell", planet: p.id })),
        { type: "pass" },
      ];
    case "over":
      return [];
  }
}
