import { availableParallelism } from "node:os";
import path from "node:path";
import { pool, type Pool } from "workerpool";
import type { ThinkTask } from "./think";
import type { AnalyseTask } from "../analysis/analyse";
import type { TurningPoints } from "@space/shared";

/**
 * The processes the search bots think in (docs/server.md, "Bots"): rooms ask, bot processes think,
 * no room waits on another's bot. Processes rather than worker threads: a whole process can be put
 * under SCHED_IDLE (`idle-priority.ts`), the garbage collector's helper threads included, which a
 * worker thread sharing the server's process cannot.
 */
export class BotPool {
  private workers: Pool;

  constructor(size = defaultBotProcesses()) {
    // Running from TypeScript (tests under ts-jest), the process loads its sources through jiti.
    const fromSource = __filename.endsWith(".ts");
    this.workers = pool(path.join(__dirname, fromSource ? "worker-from-source.cjs" : "worker.js"), {
      workerType: "process",
      minWorkers: 0,
      maxWorkers: size,
      // Views are plain data, but structured clone keeps `undefined` fields as the engines wrote them.
      forkOpts: { serialization: "advanced" },
    });
  }

  think(task: ThinkTask): Promise<unknown> {
    return this.workers.exec("think", [task]) as Promise<unknown>;
  }

  /** A finished game's turning points (analysis/analyse.ts), with its progress as it goes. */
  analyse(task: AnalyseTask, progress: (done: number, total: number) => void): Promise<TurningPoints> {
    return this.workers.exec("analyse", [task], { on: (p: { done: number; total: number }) => progress(p.done, p.total) }) as Promise<TurningPoints>;
  }

  async close(): Promise<void> {
    await this.workers.terminate();
  }
}

/** One process per core but one (kept for the rooms), and at least one. */
export function defaultBotProcesses(): number {
  return Math.max(1, availableParallelism() - 1);
}
