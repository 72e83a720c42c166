import { apiBase } from "./load";
import { seatLabel, type Timeline } from "./timeline";
import { loadTable } from "../table";
import { moveWords } from "../story/moment-words";
import { turningPointsSection } from "../story/turning-points";
import { analysisAnswer, type AnalysisAnswer } from "../story/turning-points-model";

/** `GET /api/records/CODE/analysis` once, its answer read by `analysisAnswer`; no answer at all is "unreachable". */
async function fetchAnalysis(code: string): Promise<AnalysisAnswer> {
  try {
    const response = await fetch(`${apiBase()}/api/records/${encodeURIComponent(code)}/analysis`, { headers: { accept: "application/json" } });
    return analysisAnswer(response.status, await response.json().catch(() => null));
  } catch {
    return { status: "unreachable" };
  }
}

/**
 * The story's turning points for a replayed game (story/turning-points.ts): asked of the server by
 * the game's code, each move worded with the table view's words for the state just before it.
 */
export function turningPointsOf(timeline: Timeline, show?: (decision: number) => void) {
  const names = timeline.file.seats.map((_, seat) => seatLabel(timeline.file, seat));
  const words = loadTable(timeline.file.gameId).catch(() => null)
    .then((describer) => moveWords(timeline.game, (step) => timeline.stateAt(step), names, describer));
  return turningPointsSection({ load: () => fetchAnalysis(timeline.file.code), names, words, show });
}
