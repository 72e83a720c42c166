/** A finished game's room stays open this long before it is left and replaced. */
const END_GRACE_MS = 1000;

/**
 * How a table ends: its game is over or the server closed a connection. During the set-up that
 * breaks the set-up (`broken`); in play, a game over waits END_GRACE_MS so the other clients see
 * their last actions counted, a lost connection ends the table at once.
 */
export class Ending {
  closed = false;
  /** Why the set-up cannot end (the server closed a connection), or null. */
  broken: string | null = null;
  private grace: NodeJS.Timeout | null = null;

  constructor(private playing: () => boolean, private onOver: (reason: string | null) => void) {}

  over(reason: string | null): void {
    if (this.closed) return;
    if (!this.playing()) {
      this.broken ??= reason ?? "the game ended during set-up";
      return;
    }
    if (reason === null) {
      this.grace ??= setTimeout(() => {
        if (!this.closed) this.onOver(null);
      }, END_GRACE_MS);
      return;
    }
    this.onOver(reason);
  }

  close(): void {
    this.closed = true;
    if (this.grace) clearTimeout(this.grace);
  }
}
