/**
 * Closes a room in which nobody is connected after `ms` (docs/server.md, "Limits"): a lobby, a
 * game brought back from the store (it comes back again with a seat token), or a turn-based table
 * with no bot to play (it sleeps in the store: docs/turn-based.md). `check` runs after
 * every join and leave.
 */
export class IdleWatch {
  private timer?: NodeJS.Timeout;

  /** `busy`: the room waits on something that must end first (a notice going out, a seat reserved for a player on their way); the watch looks again later. */
  constructor(private ms: () => number, private idle: () => boolean, private close: () => void, private busy: () => boolean = () => false) {}

  check(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.idle()) return;
    this.timer = setTimeout(() => {
      if (this.busy()) this.check();
      else if (this.idle()) this.close();
    }, this.ms());
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
