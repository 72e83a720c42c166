import type { Client, Room } from "colyseus";
import type { SeatSlot } from "@space/shared/schema";

type Pending = ReturnType<Room["allowReconnection"]>;

/** What a room lends its reconnection windows: colyseus's own wait, and the timer colyseus keeps for it. */
export interface ReconnectionHost {
  allowReconnection(client: Client, seconds: number): Pending;
  clearSeatTimer(sessionId: string): void;
}

/**
 * The reconnection windows of seats whose player dropped (colyseus's `allowReconnection`): the same
 * session may come back within the window; a seat token's holder ends it at once (docs/server.md).
 */
export class Reconnections {
  private pending = new Map<SeatSlot, Pending>();

  constructor(private host: ReconnectionHost) {}

  /** Waits for `client` to come back to `slot` within `seconds`: true when it did, false when the window closed or the seat was reclaimed. */
  async wait(slot: SeatSlot, client: Client, seconds: number): Promise<boolean> {
    const reconnection = this.host.allowReconnection(client, seconds);
    this.pending.set(slot, reconnection);
    try {
      await reconnection;
      return true;
    } catch {
      return false;
    } finally {
      if (this.pending.get(slot) === reconnection) this.pending.delete(slot);
    }
  }

  /** Ends `slot`'s window early (colyseus does not clear its own timer on reject). */
  cancel(slot: SeatSlot): void {
    const pending = this.pending.get(slot);
    if (!pending) return;
    this.pending.delete(slot);
    this.host.clearSeatTimer(slot.sessionId);
    pending.reject?.(new Error("seat reclaimed"));
  }
}
