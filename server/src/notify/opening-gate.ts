/**
 * Spreads the opening of new outbound connections over turns of the event loop (setImmediate).
 * Each one costs a TLS handshake on the rooms' thread; a burst of notices to a host with no idle
 * connection would otherwise open a dozen in one turn, and a live room's message would wait
 * behind all of those handshakes. A turn lets through at most `perTurn` openings overall and
 * `perKeyPerTurn` for any one key (connection-pool.ts); whoever is refused is called back on the
 * next turn.
 */
export class OpeningGate {
  private turn = 0;
  private opened = 0;
  private scheduled = false;
  private waiting = new Set<() => void>();

  constructor(private readonly perTurn: number, private readonly perKeyPerTurn: number) {}

  /** Takes one of this turn's openings for `key` (its own count, kept by the caller), if one is left. */
  take(key: KeyTurn): boolean {
    if (key.turn !== this.turn) {
      key.turn = this.turn;
      key.opened = 0;
    }
    if (this.opened >= this.perTurn || key.opened >= this.perKeyPerTurn) return false;
    this.opened++;
    key.opened++;
    this.schedule();
    return true;
  }

  /** Calls `retry` once on the next turn, in the order asked. */
  nextTurn(retry: () => void): void {
    this.waiting.add(retry);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.turn++;
      this.opened = 0;
      const due = [...this.waiting];
      this.waiting.clear();
      for (const retry of due) retry();
    });
  }
}

/** A key's openings in the gate's current turn. */
export interface KeyTurn {
  turn: number;
  opened: number;
}
