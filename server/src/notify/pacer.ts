/**
 * Lets at most `perTurn` callers through per turn of the event loop (setImmediate), in order. A
 * burst of notices (a waker's pass making many turns due at once) would otherwise read the store,
 * format and start every request in one go, and a live room's messages would wait behind all of it;
 * paced, the rooms' I/O is read between the batches.
 */
export class Pacer {
  private waiting: (() => void)[] = [];
  private scheduled = false;

  constructor(private readonly perTurn = 8) {}

  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      for (const go of this.waiting.splice(0, this.perTurn)) go();
      if (this.waiting.length > 0) this.schedule();
    });
  }
}

/** The process's pacer for notices. */
export const noticePacer = new Pacer();
