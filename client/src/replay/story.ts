import { entryWords, mergeRuns, note } from "@space/shared";
import { actionLabel } from "../boards/describe";
import { readerWords } from "../i18n";
import { seatLabel, type Timeline } from "./timeline";

/** One log line of the replay: `quiet` when the step had no event and the line only names the action. */
export interface StoryLine {
  text: string;
  quiet: boolean;
}

/**
 * The log of the replayed game in the reader's words, per step, as the room's log reads: step 0 is
 * the beginning, step i the lines of the i-th action's events (`entryWords` with the seat names).
 * An action without events (a pass, say) gets a quiet line naming it, so every step shows in the log.
 */
export function storyOf(timeline: Timeline): StoryLine[][] {
  const names = timeline.file.seats.map((_, i) => seatLabel(timeline.file, i));
  const words = readerWords();
  const story: StoryLine[][] = [[{ text: entryWords(timeline.game, note("common.gameBegins"), names, words), quiet: false }]];
  for (const step of timeline.steps) {
    const lines = mergeRuns(timeline.game, step.events).map((event) => ({ text: entryWords(timeline.game, { event }, names, words), quiet: false }));
    story.push(lines.length ? lines : [{ text: `${seatLabel(timeline.file, step.seat)}: ${actionLabel(step.action)}`, quiet: true }]);
  }
  return story;
}
