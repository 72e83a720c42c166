import pino, { type Logger } from "pino";

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The server's logger, on stdout, at the level LOG_LEVEL gives (config.ts); a server made without
 * one (tests, benches) is silent. Written asynchronously: a synchronous write took 0.25 ms of the
 * rooms' thread a line in the load bench (docs/performance.md); pino flushes what is left when the
 * process exits.
 */
export function createLogger(level: LogLevel = "silent"): Logger {
  return pino({ level, base: undefined }, pino.destination({ dest: 1, sync: false }));
}

/** How often one identical line from Colyseus is written at most. */
const REPEAT_WINDOW_MS = 60_000;

/**
 * Colyseus's own logger (`new Server({ logger })`), through pino. Colyseus logs what strangers
 * cause (a bad upgrade, an invalid frame, a refused join) as whole stack traces; here each becomes
 * one line, its first, and a line repeated within a minute is counted instead of written again.
 */
export function colyseusLogger(log: Logger) {
  const seen = new Map<string, { at: number; repeats: number }>();
  const line = (level: "debug" | "info" | "warn" | "error") => (...args: unknown[]) => {
    const first = args.map((a) => (a instanceof Error ? a.message : String(a))).join(" ").split("\n")[0].slice(0, 300);
    const now = Date.now();
    const last = seen.get(first);
    if (last && now - last.at < REPEAT_WINDOW_MS) {
      last.repeats += 1;
      return;
    }
    if (seen.size > 1000) seen.clear();
    seen.set(first, { at: now, repeats: 0 });
    log[level]({ from: "colyseus", repeats: last?.repeats || undefined }, first);
  };
  return { debug: line("debug"), info: line("info"), warn: line("warn"), error: line("error"), trace: line("debug") };
}
