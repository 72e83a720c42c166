import type { SeatSlot } from "@space/shared/schema";
import type { Journal } from "./journal";
import type { TaskQueue } from "./task-queue";

/**
 * Absent players never stall the table (docs/server.md, "Absent players"): once a player is gone
 * for good during play, after `graceMs` a bot plays the seat, marked `standIn`; the player takes
 * it back at once with the seat token. `changed` re-publishes so the bots (or the player) go on.
 */
export class StandIns {
  private timers = new Map<SeatSlot, NodeJS.Timeout>();

  constructor(private graceMs: number, private queue: TaskQueue, private journal: Journal, private changed: () => void) {}

  /** The player is gone for good: a bot takes over after the grace. */
  away(slot: SeatSlot): void {
    if (slot.standIn || this.timers.has(slot)) return;
    this.journal.say(`${slot.name} left; a bot plays for them in ${Math.round(this.graceMs / 1000)} s unless they come back`);
    this.timers.set(slot, this.queue.later(this.graceMs, async () => {
      this.timers.delete(slot);
      if (slot.connected || slot.kind !== "human") return;
      slot.standIn = true;
      this.journal.say(`A bot plays for ${slot.name} until they come back`);
      this.changed();
    }));
  }

  /** The host asks for a bot now, for a seat whose player is not connected. */
  now(slot: SeatSlot): void {
    clearTimeout(this.timers.get(slot));
    this.timers.delete(slot);
    if (slot.standIn || slot.connected || slot.kind !== "human") return;
    slot.standIn = true;
    this.journal.say(`The host asked a bot to play for ${slot.name} until they come back`);
    this.changed();
  }

  /** The player is back: the bot stops at once. */
  back(slot: SeatSlot): void {
    clearTimeout(this.timers.get(slot));
    this.timers.delete(slot);
    if (!slot.standIn) return;
    slot.standIn = false;
    this.journal.say(`${slot.name} is back and plays again`);
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
