import type { GameEvent } from "../../../engine/game";
import { RULES } from "../data";
import { campsOnPlanets, victoryPoints, winners } from "../rules";
import type { ZooState } from "../types";
import { beginSelect } from "./select";

function scores(s: ZooState): number[] {
  return s.players.map((p, seat) => victoryPoints(p, campsOnPlanets(s.planets, seat)));
}

/** §3.9: score, check victory and the turn cap, else refresh hands and start the next turn. */
export function endTurn(s: ZooState, ev: GameEvent[]): void {
  const vp = scores(s);
  ev.push({ type: "scored", turn: s.turn, vp });
  if (vp.some((v) => v >= RULES.victoryPoints) || s.turn >= RULES.lastTurn) {
    const won = winners(vp, s.players);
    s.stage = { kind: "over", winners: won, scores: vp };
    ev.push({ type: "gameOver", winners: won, scores: vp, capped: !vp.some((v) => v >= RULES.victoryPoints) });
    return;
  }
  for (const player of s.players) {
    player.locked = player.played;
    player.played = null;
  }
  s.turn += 1;
  beginSelect(s);
  ev.push({ type: "turnStarted", turn: s.turn });
}
