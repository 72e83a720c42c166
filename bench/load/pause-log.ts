/**
 * Preloaded into the server by `--server-pause-log FILE` (node --require): every collection V8
 * reports (perf_hooks "gc" entries: its kind, start and pause) and every time the event loop was
 * held up past 20 ms (a 5 ms timer that came late), from the server's start, written to
 * PAUSE_LOG_FILE as JSON when it stops. A late turn that no collection overlaps is the loop's core
 * taken by something else: another process, or V8's own helper threads on a pinned core.
 */
import { PerformanceObserver, constants, type PerformanceEntry } from "node:perf_hooks";
import { writeFileSync } from "node:fs";

const TICK_MS = 5;
const LATE_MS = 20;
const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: "scavenge",
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "full",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "marking step",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weak callbacks",
};
/** What the log holds: [ms since start, kind, pause ms] and [ms since start when the timer ran, ms late]. */
export interface PauseLog {
  collections: [number, string, number][];
  late: [number, number][];
}

/** Starts logging; the returned function writes the log to `file` (once). */
export function startPauseLog(file: string): () => void {
  const start = performance.now();
  const log: PauseLog = { collections: [], late: [] };
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? -1;
      log.collections.push([Math.round(e.startTime - start), KINDS[kind] ?? String(kind), Number(e.duration.toFixed(2))]);
    }
  });
  observer.observe({ entryTypes: ["gc"] });
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const delay = now - last - TICK_MS;
    if (delay > LATE_MS) log.late.push([Math.round(now - start), Number(delay.toFixed(1))]);
    last = now;
  }, TICK_MS);
  timer.unref();
  let written = false;
  return () => {
    if (written) return;
    written = true;
    observer.disconnect();
    clearInterval(timer);
    writeFileSync(file, JSON.stringify(log));
  };
}

if (process.env.PAUSE_LOG_FILE) {
  const write = startPauseLog(process.env.PAUSE_LOG_FILE);
  process.on("exit", write);
  // Before the server's own handlers, which close and exit.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.prependListener(signal, write);
}
