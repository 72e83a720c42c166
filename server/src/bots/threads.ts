import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import type { ThinkTask } from "./thread";

/** Threads for the search bots (docs/server.md, "Bots"): rooms ask, threads think, no room waits on another's bot. */
export class BotThreads {
  private pool: Piscina;

  constructor(size = defaultThreads()) {
    // Running from TypeScript (tests under ts-jest), the thread loads its sources through jiti.
    const fromSource = __filename.endsWith(".ts");
    this.pool = new Piscina({
      filename: path.join(__dirname, fromSource ? "thread-from-source.cjs" : "thread.js"),
      minThreads: 0,
      maxThreads: size,
      idleTimeout: 60_000,
      // Searching is background work: the threads run at the lowest priority (Linux: per thread),
      // so a room's event loop gets a core first and players' moves never wait behind a bot's search.
      niceIncrement: 19,
    });
  }

  think(task: ThinkTask): Promise<unknown> {
    return this.pool.run(task) as Promise<unknown>;
  }

  /** Decisions waiting for a free thread (for metrics and tests). */
  get queued(): number {
    return this.pool.queueSize;
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}

/** One thread per core but one (kept for the rooms), and at least one. */
export function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}
