/**
 * Space Base's guided first game (engine/lesson.ts, docs/learning.md): the learner (seat 0) plays
 * first against the medium bot. The seed's first meteor falls on (1,3), a space of the learner's
 * corner zone, so the Outpost placed there takes 9 damage in the learner's first turn and produces
 * nothing; the learner builds next to it, repairs it in the next turn and collects 2 credits.
 * The bot's moves are those `base.bots.medium` chose with `randomFunction("base-lesson-bot")`.
 */
import type { Lesson } from "../../engine/lesson";
import type { BaseAction } from "./types";

export const lesson: Lesson<BaseAction> = {
  game: "base",
  seed: "base-lesson-1905",
  players: 2,
  steps: [
    { action: { type: "placeOutpost", at: { x: 1, y: 3 } }, say: "base.lesson.1", rule: { heading: "Setup", item: 3 } },
    // Round 1: the meteor hits the Outpost for 9 and Production gives 0; the learner draws and builds.
    { action: { type: "build", card: "research", at: { x: 2, y: 3 } }, say: "base.lesson.2", rule: { heading: "Your turn", item: 3 } },
    { action: { type: "build", card: "radioactives", at: { x: 1, y: 2 } }, say: "base.lesson.3", rule: { heading: "Your turn", item: 7 } },
    { action: { type: "pass" }, say: "base.lesson.4", rule: { heading: "Your turn" } },
    // Round 2: the repair, then the meteor falls on (6,5), an empty space, and Production gives 2.
    { action: { type: "repair", repairs: [{ at: { x: 1, y: 3 }, points: 9 }] }, say: "base.lesson.5", rule: { heading: "Your turn", item: 2 } },
    { action: { type: "build", card: "solar", at: { x: 2, y: 4 } }, say: "base.lesson.6", rule: { heading: "When does a site work?", item: 1 } },
    { action: { type: "build", card: "volcano", at: { x: 8, y: 9 } }, say: "base.lesson.7", rule: { heading: "Your turn", item: 7 } },
    { action: { type: "pass" }, say: "base.lesson.8", rule: { heading: "End of the game" } },
  ],
  bots: [[
    { type: "placeOutpost", at: { x: 9, y: 10 } },
    { type: "build", card: "reactor", at: { x: 9, y: 9 } },
    { type: "build", card: "factory", at: { x: 8, y: 10 } },
    { type: "build", card: "refinery", at: { x: 10, y: 10 } },
    { type: "build", card: "extractor", at: { x: 10, y: 9 } },
  ]],
};
