/**
 * Closes a room in which nobody is connected after `ms` (docs/server.md, "Limits"): a lobby, or a
 * game brought back from the store (it comes back again with a seat token). `check` runs after
 * every join and leave.
 */
export class IdleWatch {
  private timer?: NodeJS.Timeout;

  constructor(private ms: number, private idle: () => boolean, private close: () => void) {}

  check(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.idle()) return;
    this.timer = setTimeout(() => {
      if (this.idle()) this.close();
    }, this.ms);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
