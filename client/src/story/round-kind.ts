import type { GameStoryReport } from "@space/shared";

/**
 * What the story counts, rounds or turns, read from the engine's label ("Round" or "Turn"):
 * the page words it in the reader's language.
 */
export function roundKind(story: Pick<GameStoryReport, "roundLabel">): "round" | "turn" {
  return /round/i.test(story.roundLabel) ? "round" : "turn";
}
