import type { Logger } from "../log";

/** Messages, bots and the clock take turns: one change (with its store write) at a time. */
export class TaskQueue {
  private tail: Promise<void> = Promise.resolve();

  constructor(private log: Logger, private code: () => string) {}

  /** Runs `task` after every task queued before it; a failing task is logged and does not stop the queue. */
  push(task: () => Promise<void>): Promise<void> {
    const next = this.tail.then(task).catch((e) => this.log.error({ err: e, code: this.code() }, "queued task failed"));
    this.tail = next;
    return next;
  }

  /** A timer whose callback takes its turn in the queue. */
  later(ms: number, run: () => Promise<void>): NodeJS.Timeout {
    return setTimeout(() => void this.push(run), ms);
  }
}
