import { gameBegins, mergeRuns, type GameEvent } from "@space/shared";
import { actionLabel } from "../boards/describe";
import { seatLabel, type Timeline } from "./timeline";

/** One log line of the replay: `quiet` when the step had no event and the line only names the action. */
export interface StoryLine {
  text: string;
  quiet: boolean;
}

/**
 * The log of the replayed game in words, per step, as the room wrote it: step 0 is the beginning,
 * step i the lines of the i-th action's events (`describeEvent` with the seat names). An action
 * without events (a pass, say) gets a quiet line naming it, so every step shows in the log.
 */
export function storyOf(timeline: Timeline): StoryLine[][] {
  const names = timeline.file.seats.map((s, i) => s.name || `seat ${i + 1}`);
  const describe = (event: GameEvent): string => {
    try {
      return timeline.game.describeEvent(event, names);
    } catch {
      return event.type;
    }
  };
  const story: StoryLine[][] = [[{ text: gameBegins(names), quiet: false }]];
  for (const step of timeline.steps) {
    const lines = mergeRuns(timeline.game, step.events).map((event) => ({ text: describe(event), quiet: false }));
    story.push(lines.length ? lines : [{ text: `${seatLabel(timeline.file, step.seat)}: ${actionLabel(step.action)}`, quiet: true }]);
  }
  return story;
}
