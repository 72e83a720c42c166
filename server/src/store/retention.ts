import type { Logger } from "pino";
import type { GameStore } from "./record";

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long games are kept (README "Configuration", docs/operations.md). 0 days means forever. */
export interface RetentionSettings {
  /** Finished games (won or abandoned) are deleted this many days after they finished. */
  keepFinishedDays: number;
  /**
   * A game nobody played for this many days is closed and kept as finished-unfinished; not a
   * turn-based table whose clock runs (its clock moves it: the store's abandonIdle leaves it).
   */
  closeIdleDays: number;
  /** How often the sweep runs. */
  sweepMinutes: number;
}

export const DEFAULT_RETENTION: RetentionSettings = { keepFinishedDays: 30, closeIdleDays: 7, sweepMinutes: 60 };

/** What one sweep did. */
export interface SweepReport {
  abandoned: string[];
  deleted: string[];
}

/** One pass over the store at `now`: close the idle games, then delete the finished games past their days. */
export async function sweep(store: GameStore, settings: RetentionSettings, now: number): Promise<SweepReport> {
  const abandoned = settings.closeIdleDays > 0 ? await store.abandonIdle(now - settings.closeIdleDays * DAY_MS) : [];
  const deleted = settings.keepFinishedDays > 0 ? await store.deleteFinished(now - settings.keepFinishedDays * DAY_MS) : [];
  return { abandoned, deleted };
}

/**
 * Runs `sweep` every `sweepMinutes` (the first one a minute after start). With several processes
 * on one Redis each sweeps; a sweep is idempotent, so two at once only repeat each other's work.
 */
export function startRetention(store: GameStore, settings: RetentionSettings, logger: Logger): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const report = await sweep(store, settings, Date.now());
      if (report.abandoned.length || report.deleted.length) {
        logger.info({ abandoned: report.abandoned.length, deleted: report.deleted.length }, "retention sweep");
      }
    } catch (err) {
      logger.warn({ err }, "retention sweep failed; the next one will try again");
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, settings.sweepMinutes * 60_000);
  first.unref();
  every.unref();
  return () => { clearTimeout(first); clearInterval(every); };
}
