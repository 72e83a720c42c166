import { games, seatNames, storyRecorder, type AnyGame, type GameFile, type GameStoryReport } from "@space/shared";
import { fetchGameFile } from "./load";
import { buildTimeline, type Timeline } from "./timeline";
import { t } from "../i18n";

/** A record's story, with the replayed game it was told from (the turning points word their moves from its states). */
export type StoryLoaded = { ok: true; file: GameFile; story: GameStoryReport; timeline: Timeline } | { ok: false; error: string };

/**
 * The story of a game file, told by the shared engine (record/story.ts): the page only draws it.
 * The game is replayed in slices (replay/timeline.ts), so a long game never freezes the page.
 */
async function storyOfFile(file: GameFile): Promise<StoryLoaded> {
  const game = games[file.gameId as keyof typeof games] as AnyGame | undefined;
  if (!game) return { ok: false, error: t("replay.story.noEngine", { game: file.gameId }) };
  try {
    const recorder = storyRecorder(game, seatNames(file));
    const timeline = await buildTimeline(file, game, { visit: (_step, state) => recorder.visit(state) });
    if (timeline.refused) return { ok: false, error: t("replay.story.notToEndWhy", { why: timeline.refused }) };
    const story = recorder.finish(timeline.steps.flatMap((step) => step.events));
    return story ? { ok: true, file, story, timeline } : { ok: false, error: t("replay.story.noResult") };
  } catch (error) {
    return { ok: false, error: t("replay.story.failed", { error: error instanceof Error ? error.message : String(error) }) };
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `GET /api/records/CODE` (the record the end screen's download saves), then its story. The record
 * is written when the game ends, so "no record" right at the end is asked again a few times.
 */
export async function fetchStory(code: string, tries = 4): Promise<StoryLoaded> {
  for (let attempt = 1; ; attempt++) {
    const loaded = await fetchGameFile(code);
    if (loaded.ok) return storyOfFile(loaded.file);
    // Only "no record (yet)" is worth asking again; other refusals (too many requests) are final.
    if (attempt >= tries || !/has no record/.test(loaded.error)) return loaded;
    await wait(700 * attempt);
  }
}
