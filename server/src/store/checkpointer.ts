import { Worker } from "node:worker_threads";
import type Database from "better-sqlite3";

/**
 * The worker thread's code, as a string so the same runs under ts-jest and from dist: it opens its
 * own connection to the file and, when asked, checkpoints without blocking the writer (PASSIVE).
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
parentPort.on("message", (message) => {
  if (message === "close") {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const [r] = db.pragma("wal_checkpoint(PASSIVE)");
    parentPort.postMessage({ frames: r.log });
  } catch (e) {
    parentPort.postMessage({ error: String(e && e.message || e) });
  }
});`;

/** SQLite's default: the commit that takes the WAL past this many pages checkpoints. */
const SQLITE_AUTOCHECKPOINT = 1000;

/** What one checkpoint of the worker saw: the frames in the WAL. */
interface CheckpointReport { frames: number }

export interface CheckpointSettings {
  /** How often the worker checkpoints. */
  intervalMs: number;
  /** Past this many frames in the WAL, the writer finishes the checkpoint so the WAL starts over. */
  restartFrames: number;
}

/**
 * 800 actions a second write about 1,200 frames a second; past 4,000 (16 MiB at SQLite's 4 KiB pages) the
 * writer rewinds the WAL, about every 3 s at that rate.
 */
export const DEFAULT_CHECKPOINTS: CheckpointSettings = { intervalMs: 1000, restartFrames: 4000 };

/**
 * SQLite's WAL checkpoint, off the event loop (docs/server.md, "Persistence"). SQLite's automatic
 * checkpoint runs in the commit that takes the WAL past 1,000 pages: it copies them into the
 * database file and syncs it, on the server's one thread, 18-26 ms about once a second at 800 actions a
 * second (`npm run bench:store`), a pause every room feels. Here a worker thread
 * checkpoints every `intervalMs` on a connection of its own, which never blocks the writer. What the
 * writer committed meanwhile stays in the WAL, which therefore never starts over by itself; past
 * `restartFrames` the writer checkpoints what is left (a few frames, a few ms) and its next commit
 * rewinds the WAL.
 */
export class Checkpointer {
  private worker: Worker;
  private timer: NodeJS.Timeout;
  private busy = false;
  private closed: Promise<void>;

  constructor(private db: Database.Database, file: string, driver: string, private settings = DEFAULT_CHECKPOINTS,
    private failed = (message: string) => process.emitWarning(`SQLite checkpoint failed: ${message}`)) {
    db.pragma("wal_autocheckpoint = 0");
    this.worker = new Worker(WORKER, { eval: true, workerData: { file, driver } });
    this.worker.unref();
    this.closed = new Promise((resolve) => this.worker.once("exit", () => resolve()));
    this.worker.on("message", (r: CheckpointReport | { error: string }) => this.done(r));
    this.worker.on("error", (e) => this.fallBack(e.message));
    this.timer = setInterval(() => this.ask(), settings.intervalMs);
    this.timer.unref();
  }

  private ask(): void {
    if (this.busy) return;
    this.busy = true;
    this.worker.postMessage("checkpoint");
  }

  private done(r: CheckpointReport | { error: string }): void {
    this.busy = false;
    if ("error" in r) return this.failed(r.error);
    if (r.frames < this.settings.restartFrames) return;
    try {
      this.db.pragma("wal_checkpoint(PASSIVE)");
    } catch (e) {
      // Not the server's end: the worker tries again next time.
      this.failed((e as Error).message);
    }
  }

  /** The worker is gone (it could not open the file, or died): the writer checkpoints as SQLite does by itself. */
  private fallBack(message: string): void {
    clearInterval(this.timer);
    this.db.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT}`);
    this.failed(`${message}; the writer checkpoints by itself again`);
  }

  /** Stops the worker, after its checkpoint if one runs (closing the writer then checkpoints what is left). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.worker.removeAllListeners("message");
    // Unreferenced, the worker would not keep a process that has nothing else to do alive until it ends.
    this.worker.ref();
    this.worker.postMessage("close");
    await this.closed;
  }
}
