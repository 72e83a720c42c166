/**
 * Space Base's post-game story (engine/story.ts). The score is the credits the player holds when
 * the deck has run out and the round is finished ("The player with the most credits when the deck
 * runs out wins"). Credits come from the start (§1.4 Setup: 50 each) and from Production (§3.4);
 * they go only to Repair (§3.2, 1 credit per point; building costs nothing, base-D7).
 */
import type { GameEvent } from "../../engine/game";
import type { GameStory } from "../../engine/story";
import { START_CREDITS } from "./data";
import type { BaseState, BaseView } from "./types";

const count = (events: readonly GameEvent[], type: string, seats: number): number[] => {
  const out = Array<number>(seats).fill(0);
  for (const e of events) {
    if (e.type !== type || typeof e.seat !== "number") continue;
    out[e.seat] += Number(type === "repair" ? e.cost : e.amount) || 0;
  }
  return out;
};

export const story: GameStory<BaseState, BaseView> = {
  roundLabel: "Round",
  round: (state) => state.round,
  // A whole 4-player game's analysis within 30 s of one core: 294 decisions took 32 s at 8.
  analysisIterations: 6,
  // A round ends with the last player's Build (no credits move); the next round's first turn can
  // run Meteor and Production in that same action, so its first state may already hold round r+1's
  // income: then the round's last state is read. Otherwise the next round's first state is, since the
  // last player's own turn may have run its Production in that action too (no choice left in its turn).
  roundEnd: (next) => (next.turn === 0 && (next.phase === "transfer" || next.phase === "repair") ? "next" : "last"),
  measures: [
    { id: "credits", label: "Credits", unit: "credits" },
    { id: "income", label: "Income per Production", unit: "credits" },
    { id: "sites", label: "Sites controlled", unit: "sites" },
  ],
  tally: (view) => ({
    credits: view.credits.slice(),
    income: view.income.slice(),
    sites: view.credits.map((_, seat) => view.sites.filter((s) => s.owner === seat).length),
  }),
  scoreBreakdown: (state, events) => {
    const production = count(events, "production", state.players);
    const repairs = count(events, "repair", state.players);
    return {
      categories: [
        { id: "start", label: "Starting credits" },
        { id: "production", label: "Production" },
        { id: "repair", label: "Repairs" },
      ],
      perSeat: state.credits.map((_, seat) => [START_CREDITS, production[seat], -repairs[seat]]),
    };
  },
};

