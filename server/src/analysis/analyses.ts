import type { AnalysisReply, GameId } from "@space/shared";
import type { BotPool } from "../bots/pool";
import type { Logger } from "../log";
import type { GameStore } from "../store";

/** Games waiting for their analysis at most; more are asked for again later (by their story page). */
const MAX_QUEUED = 500;
/** Failed analyses remembered (not retried while remembered). */
const MAX_FAILED = 500;

export interface AnalysisDesk {
  store: GameStore;
  /** The analysis process (analyse.ts), at the lowest priority, apart from the bots' processes. */
  pool: BotPool;
  logger: Logger;
  /** Imagined games per estimate; default: each game's own. */
  iterations?: number;
}

/**
 * The turning points of finished games (docs/learning.md, "Turning points"): each game is analysed
 * once, after its end, one game at a time in a process of its own at the lowest priority (a table in
 * play never waits for it), and the analysis is kept with the game. A game finished before, or while
 * the server was down, is analysed when its story page first asks.
 */
export class Analyses {
  private queue: string[] = [];
  private running: { code: string; done: number; total: number } | null = null;
  private failed = new Set<string>();

  constructor(private desk: AnalysisDesk) {}

  /** A finished game's analysis waits its turn (nothing when it is queued or running already). */
  after(code: string): void {
    if (this.running?.code === code || this.queue.includes(code) || this.queue.length >= MAX_QUEUED) return;
    this.queue.push(code);
    void this.next();
  }

  /** Where a finished game's analysis stands; one not worked out yet (nor failed) is queued by asking. */
  async reply(code: string): Promise<AnalysisReply> {
    const now = this.where(code);
    if (now) return now;
    const kept = await this.desk.store.analysis(code);
    if (kept) return { status: "done", analysis: JSON.parse(kept) };
    if (this.failed.has(code)) return { status: "failed" };
    this.after(code);
    return this.where(code) ?? { status: "queued" };
  }

  async close(): Promise<void> {
    this.queue = [];
    await this.desk.pool.close();
  }

  private where(code: string): AnalysisReply | null {
    if (this.running?.code === code) return { status: "running", done: this.running.done, total: this.running.total };
    return this.queue.includes(code) ? { status: "queued" } : null;
  }

  private async next(): Promise<void> {
    if (this.running) return;
    const code = this.queue.shift();
    if (!code) return;
    const running = { code, done: 0, total: 0 };
    this.running = running;
    const { store, pool, logger, iterations } = this.desk;
    const started = performance.now();
    try {
      const stored = await store.load(code);
      if (!stored?.finished) throw new Error(`${code} is not a finished game`);
      const analysis = await pool.analyse(
        { gameId: stored.gameId as GameId, players: stored.seats.length, seed: stored.seed, actions: stored.actions, iterations },
        (done, total) => Object.assign(running, { done, total }));
      await store.saveAnalysis(code, JSON.stringify(analysis));
      logger.info({ code, decisions: stored.actions.length, ms: Math.round(performance.now() - started) }, "game analysed");
    } catch (err) {
      if (this.failed.size >= MAX_FAILED) this.failed.delete(this.failed.values().next().value!);
      this.failed.add(code);
      logger.warn({ err, code }, "game analysis failed");
    } finally {
      this.running = null;
      void this.next();
    }
  }
}
