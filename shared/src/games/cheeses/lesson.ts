/**
 * The guided first game of Space Colony Cheeses (engine/lesson.ts): two players, the learner at seat 0
 * and a bot that goes first. In its first three turns the learner builds a Start-Up, a Processing Plant
 * and a Barn on a Lush Pasture, adds a Space Port and a Cheese Storage, turns 7 Dairy Output into Cheese
 * and sells it at the market, collects the Start-Up's income, builds a Law Office, switches off its
 * Barn (sick that turn) when the Law Office leaves it 1 energy short, and sues the bot, which holds $55.
 * The bot's written moves are the medium bot's choices in this game (randomFunction("lesson:1")).
 */
import type { Lesson } from "../../engine/lesson";
import type { CheesesAction } from "./types";

const A_TURN = "A turn";

export const lesson: Lesson<CheesesAction> = {
  game: "cheeses",
  seed: "cheeses-lesson-342",
  players: 2,
  steps: [
    // Turn 1 (the bot has placed its Start-Up at (0,0)).
    { action: { type: "build", module: "startUp", x: 14, y: 8 }, say: "cheeses.lesson.1", rule: { heading: "Start", item: 4 } },
    { action: { type: "build", module: "processingPlant", x: 12, y: 8 }, say: "cheeses.lesson.2", rule: { heading: A_TURN, item: 2 } },
    { action: { type: "build", module: "barn", x: 12, y: 6 }, say: "cheeses.lesson.3", rule: { heading: "The map", item: 2 } },
    // Turn 2: $25 left + $5 income.
    { action: { type: "build", module: "spacePort", x: 14, y: 10 }, say: "cheeses.lesson.4", rule: { heading: A_TURN, item: 8 } },
    { action: { type: "build", module: "cheeseStorage", x: 11, y: 7 }, say: "cheeses.lesson.5", rule: { heading: A_TURN, item: 5 } },
    { action: { type: "dairy", allocation: { cheese: 7 } }, say: "cheeses.lesson.6", rule: { heading: A_TURN, item: 5 } },
    // Cheese at $3 (the learner's event, Tofu-Burger Craze, leaves it alone).
    { action: { type: "sell", quantities: { cheese: 7 } }, say: "cheeses.lesson.7", rule: { heading: A_TURN, item: 8 } },
    // Turn 3: $21 + $5 income.
    { action: { type: "build", module: "lawOffice", x: 15, y: 9 }, say: "cheeses.lesson.8", rule: { heading: A_TURN, item: 9 } },
    // The Barn (module 6) fell sick in S3; 6 energy used, 5 made.
    { action: { type: "energy", short: [6] }, say: "cheeses.lesson.9", rule: { heading: A_TURN, item: 4 } },
    // The bot has $55 after its sale and income; the suit rolls a 4: it pays $40.
    { action: { type: "sue", target: 1 }, say: "cheeses.lesson.10", rule: { heading: A_TURN, item: 9 } },
  ],
  bots: [
    [
      { type: "build", module: "startUp", x: 0, y: 0 },
      { type: "build", module: "processingPlant", x: 2, y: 0 },
      { type: "build", module: "barn", x: 4, y: 0 },
      { type: "build", module: "milkStorage", x: 2, y: 2 },
      { type: "build", module: "spacePort", x: 2, y: 4 },
      { type: "dairy", allocation: { milk: 5 } },
      { type: "sell", quantities: { milk: 5 } },
      { type: "build", module: "geothermal", x: 4, y: 2 },
      { type: "build", module: "barn", x: 1, y: 1 },
      { type: "dairy", allocation: { milk: 10 } },
      { type: "sell", quantities: { milk: 10 } },
    ],
  ],
};
