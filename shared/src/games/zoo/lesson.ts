/**
 * Space Zoo's guided first game (docs/learning.md): three turns at a table of three, the learner at
 * seat 0. The learner chooses an action card in secret each turn; builds a camp (turn 1); collides
 * with a bot on Expand and places two camps on the planets it left free (turn 2); collides with the
 * same bot on Sell Animals and sells after it, at the markets its sale lowered (turn 3).
 *
 * At this seed seat 1 holds the 1st player token, so seat 2 comes before the learner in every phase.
 * The bots' moves are those the medium bot made here; the words (zoo.lesson.1–6) name this seed's
 * planets, markets and prices, and shared/test/zoo/lesson.test.ts checks they still happen.
 */
import type { Lesson } from "../../engine/lesson";
import type { ZooAction } from "./types";

export const lesson: Lesson<ZooAction> = {
  game: "zoo",
  seed: "zoo-lesson-1854",
  players: 3,
  steps: [
    // Turn 1: markets Grass 2, Meat 3, Funky 1; the learner has 4 €, 3 ore and 1 camp in supply.
    { action: { type: "choose", phase: "build" }, say: "zoo.lesson.1", rule: { heading: "0. Choose an action card" } },
    { action: { type: "build", build: true }, say: "zoo.lesson.2", rule: { heading: "3. Build Camp", item: 2 } },
    // Turn 2: nobody chose Expand or Sell Animals in turn 1: Sedge Prime was revealed, the markets rose 2 steps.
    { action: { type: "choose", phase: "expand" }, say: "zoo.lesson.3", rule: { heading: "4. Expand", item: 1 } },
    { action: { type: "place", planets: ["P17", "P06"] }, say: "zoo.lesson.4", rule: { heading: "4. Expand", item: 2 } },
    // Turn 3: the markets stand at Grass 5, Meat 5, Funky 3.
    { action: { type: "choose", phase: "sell" }, say: "zoo.lesson.5", rule: { heading: "6. Sell Animals", item: 1 } },
    { action: { type: "sell", planet: "P17" }, say: "zoo.lesson.6", rule: { heading: "6. Sell Animals", item: 2 } },
  ],
  bots: [
    // Seat 1 (the 1st player): Research, buying Xenobiology Thesis; Build Camp; Mining.
    [
      { type: "choose", phase: "research" },
      { type: "buy", position: 1 },
      { type: "choose", phase: "build" },
      { type: "build", build: true },
      { type: "choose", phase: "mining" },
    ],
    // Seat 2: Build Camp; Expand onto Neon Steppe and Verdantia; Sell Animals, a Glow Gazelle for 15 €.
    [
      { type: "choose", phase: "build" },
      { type: "build", build: true },
      { type: "choose", phase: "expand" },
      { type: "place", planets: ["P18", "P01"] },
      { type: "choose", phase: "sell" },
      { type: "sell", planet: "P18" },
    ],
  ],
};
