import type { GameStoryReport } from "@space/shared";

/**
 * What a game counts, as its catalogs word it: Space Base's rounds, Space Colony Cheeses' turns, and
 * Space Zoo's turns, which its glossaries word as rounds outside English (docs/glossary).
 */
export type RoundKind = "round" | "turn" | "zoo";

/** A story's count, read from the engine's label ("Round" or "Turn") and its game. */
export function roundKind(story: Pick<GameStoryReport, "roundLabel" | "gameId">): RoundKind {
  if (/round/i.test(story.roundLabel)) return "round";
  return story.gameId === "zoo" ? "zoo" : "turn";
}
