import type { BotLevel } from "@space/shared";

/** Game `index` rotates the bot list by `index` seats, so each level plays each position equally often. */
export function levelsFor(bots: readonly BotLevel[], index: number): BotLevel[] {
  return bots.map((_, seat) => bots[(seat + index) % bots.length]);
}
