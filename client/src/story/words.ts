import { amount, type GameStoryReport, type StoryMeasure } from "@space/shared";
import { tKnown } from "../i18n";

/**
 * A story's measures and score categories in the reader's words: each game's catalog has them by
 * id (`<game>.story.measure.<id>`, `.amount.<id>` with {n}, `.category.<id>`); the engine's English
 * label where it has none.
 */
export function measureLabel(story: Pick<GameStoryReport, "gameId">, measure: StoryMeasure): string {
  return tKnown(`${story.gameId}.story.measure.${measure.id}`) ?? measure.label;
}

export function categoryLabel(story: Pick<GameStoryReport, "gameId">, category: { id: string; label: string }): string {
  return tKnown(`${story.gameId}.story.category.${category.id}`) ?? category.label;
}

export function amountWords(story: Pick<GameStoryReport, "gameId">, measure: StoryMeasure, n: number): string {
  return tKnown(`${story.gameId}.story.amount.${measure.id}`, { n }) ?? amount(measure, n);
}
