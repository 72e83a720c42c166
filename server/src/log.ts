import pino, { type Logger } from "pino";

export type { Logger };

/** The server's logger. LOG_LEVEL sets the level; tests are silent unless LOG_LEVEL says otherwise. */
export function createLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  return pino({ level, base: undefined });
}
