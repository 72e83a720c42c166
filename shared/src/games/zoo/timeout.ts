import { campsOnPlanets, canBuild, emptyPlanets, saleIncome, sellProblem } from "./rules";
import type { ZooAction, ZooState } from "./types";
import { hand } from "./phases/select";

/** The spec's timeout default for a seat (§2 table). The seat must be awaited for `apply` to accept it. */
export function timeoutAction(s: ZooState, seat: number): ZooAction {
  const st = s.stage;
  const player = s.players[seat];
  switch (st.kind) {
    case "select":
      return { type: "choose", phase: hand(player).includes("mining") ? "mining" : "funding" };
    case "funding":
      return s.fundingBox > 0 ? { type: "takeCoin" } : { type: "takeToken" };
    case "build":
      return { type: "build", build: canBuild(player, campsOnPlanets(s.planets, seat)) };
    case "expand":
      // Oldest revealed first; never the Cartography reveal.
      return { type: "place", planets: emptyPlanets(s.planets).slice(0, player.supply).map((p) => p.id) };
    case "sell": {
      // Highest value; ties go to the earliest revealed planet (planets are kept oldest first).
      let best: string | null = null;
      let bestValue = -1;
      for (const p of s.planets) {
        if (sellProblem(p, seat, player) !== null) continue;
        const value = saleIncome(p.id, s.markets, player);
        if (value > bestValue) { best = p.id; bestValue = value; }
      }
      return best === null ? { type: "pass" } : { type: "sell", planet: best };
    }
    case "research":
    case "trade":
    case "over":
      return { type: "pass" };
  }
}
