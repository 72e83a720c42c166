import type { AnalysisAnswer } from "./turning-points-model";

/** How long to wait before asking again while the server works (every 5 s spends 12 of an address's 60 asks a minute, so a table behind one address fits), and after it asked for patience (too many requests). */
export const AGAIN_MS = 5000;
export const BUSY_MS = 15000;
/** A server that cannot be reached is asked this many times in a row before the page says so. */
const UNREACHABLE_TRIES = 3;

/** An answer the page shows: "busy" never reaches it, it only makes the next ask later. */
export type ShownAnswer = Exclude<AnalysisAnswer, { status: "busy" }>;

/**
 * Asks for a game's analysis until it is settled: again every 2 s while it is queued or running,
 * after 10 s when the server asks for patience, and up to 3 times in a row when the server cannot
 * be reached before `shown` hears so. Each other answer goes to `shown` (awaited before the next
 * ask). Returns `stop`, after which nothing is asked or shown.
 */
export function pollAnalysis(load: () => Promise<AnalysisAnswer>, shown: (answer: ShownAnswer) => void | Promise<void>): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  let unreachable = 0;

  const later = (ms: number) => {
    if (!stopped) timer = setTimeout(() => void ask(), ms);
  };

  async function ask(): Promise<void> {
    timer = null;
    const answer = await load().catch((): AnalysisAnswer => ({ status: "unreachable" }));
    if (stopped) return;
    if (answer.status === "busy") return later(BUSY_MS);
    if (answer.status === "unreachable") {
      unreachable += 1;
      if (unreachable < UNREACHABLE_TRIES) return later(AGAIN_MS * unreachable);
    } else unreachable = 0;
    await shown(answer);
    if (answer.status === "queued" || answer.status === "running") later(AGAIN_MS);
  }

  void ask();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
