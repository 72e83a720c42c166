/**
 * Space Zoo's post-game story (engine/story.ts). The score is the victory points of §3.9 "End of
 * turn: scoring and victory": trade route points (1 per own camp on a planet), research points
 * (1 per owned research card with a blue dot) and money points (floor(€ / 3)).
 * The labels below are English; each has its words in every language in the zoo catalog, by id:
 * `zoo.story.measure.<id>`, `zoo.story.amount.<id>` ({n} with its unit) and `zoo.story.category.<id>`.
 */
import type { GameStory } from "../../engine/story";
import { RULES } from "./data";
import { campsOnPlanets, researchPoints } from "./rules";
import type { ZooState, ZooView } from "./types";

export const story: GameStory<ZooState, ZooView> = {
  roundLabel: "Turn",
  round: (state) => state.turn,
  // Imagined games are cheap here (a whole 4-player game: about 1.5 s of analysis at 32); at 8 the
  // middle chances came true up to 10 points more often than they said.
  analysisIterations: 32,
  measures: [
    { id: "vp", label: "Victory points", unit: "VP" },
    { id: "coins", label: "Money (€)", unit: "€" },
    { id: "ore", label: "Ore", unit: "ore" },
    { id: "camps", label: "Camps on planets", unit: "camps" },
  ],
  tally: (view) => ({
    vp: view.players.map((p) => p.vp),
    coins: view.players.map((p) => p.coins),
    ore: view.players.map((p) => p.ore),
    camps: view.players.map((p) => p.placed),
  }),
  scoreBreakdown: (state) => ({
    categories: [
      { id: "trade", label: "Trade route points" },
      { id: "research", label: "Research points" },
      { id: "money", label: "Money points" },
    ],
    perSeat: state.players.map((p, seat) => [
      campsOnPlanets(state.planets, seat),
      researchPoints(p.research),
      Math.floor(p.coins / RULES.coinsPerPoint),
    ]),
  }),
};
