/** The turn's state machine: runs every step that needs no decision, until someone must decide or the game ends. */
import type { GameEvent } from "../../engine/game";
import { PHASES } from "./data";
import { turnOrder } from "./rules";
import type { ZooState } from "./types";
import { settleSelect } from "./phases/select";
import { beginFunding, fundingNotSelected, settleFunding } from "./phases/funding";
import { beginResearch, researchNotSelected, settleResearch } from "./phases/research";
import { beginBuild, settleBuild } from "./phases/build";
import { beginExpand, expandNotSelected, settleExpand } from "./phases/expand";
import { beginTrade, settleTrade } from "./phases/trade";
import { beginSell, sellNotSelected, settleSell } from "./phases/sell";
import { mine, miningNotSelected } from "./phases/mining";
import { endTurn } from "./phases/endTurn";

/** True while the current stage waits for a decision. */
function settle(s: ZooState, ev: GameEvent[]): boolean {
  switch (s.stage.kind) {
    case "select": return settleSelect(s, ev);
    case "funding": return settleFunding(s, ev);
    case "research": return settleResearch(s, ev);
    case "build": return settleBuild(s, ev);
    case "expand": return settleExpand(s, ev);
    case "trade": return settleTrade(s, ev);
    case "sell": return settleSell(s, ev);
    case "over": return true;
  }
}

/** Enters phase s.phase. Returns true if it set up a stage with decisions, false if it ran by itself. */
function enterPhase(s: ZooState, ev: GameEvent[]): boolean {
  const phase = PHASES[s.phase - 1];
  const participants = s.players.map((p, seat) => (p.played === phase ? seat : -1)).filter((seat) => seat >= 0);
  const selected = participants.length > 0;
  // The holder is read at the start of each phase (§2); it is never null outside Funding.
  const order = selected ? turnOrder(s.holder ?? 0, participants, s.players.length) : [];
  ev.push({ type: "phase", phase: s.phase, name: phase, selected, order });
  if (!selected) {
    switch (phase) {
      case "funding": fundingNotSelected(s, ev); break;
      case "research": researchNotSelected(s, ev); break;
      case "expand": expandNotSelected(s, ev); break;
      case "sell": sellNotSelected(s, ev); break;
      case "mining": miningNotSelected(s, ev); break;
      default: break; // Build Camp and Trade Route: nothing happens
    }
    return false;
  }
  switch (phase) {
    case "funding": beginFunding(s, order, ev); return true;
    case "research": beginResearch(s, order); return true;
    case "build": beginBuild(s, order, ev); return true;
    case "expand": beginExpand(s, order); return true;
    case "trade": beginTrade(s, order); return true;
    case "sell": beginSell(s, order); return true;
    case "mining": mine(s, order, ev); return false;
  }
}

export function advance(s: ZooState, ev: GameEvent[]): void {
  for (;;) {
    if (s.stage.kind === "over") return;
    if (settle(s, ev)) return;
    // The current stage is finished: move on until a phase needs decisions.
    for (;;) {
      if (s.phase === 7) {
        endTurn(s, ev);
        break;
      }
      s.phase += 1;
      if (enterPhase(s, ev)) break;
    }
  }
}
