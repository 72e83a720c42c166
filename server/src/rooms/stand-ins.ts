import { note, type SeatBotLevel } from "@space/shared";
import type { SeatSlot } from "@space/shared/schema";
import type { Journal } from "./journal";
import { Rejection } from "./rejection";
import type { TaskQueue } from "./task-queue";

/**
 * Absent players never stall the table (docs/server.md, "Absent players"): once a player is gone
 * for good during play, after `graceMs` a bot plays the seat, marked `standIn`; the player takes
 * it back at once with the seat token. `changed` re-publishes so the bots (or the player) go on.
 */
export class StandIns {
  private timers = new Map<SeatSlot, NodeJS.Timeout>();
  /** Seats of the players who asked for a bot for each away seat. */
  private votes = new Map<SeatSlot, Set<number>>();

  /** `level`: the stand-ins' level unless the asking player chooses another. */
  constructor(private graceMs: number, private level: SeatBotLevel, private queue: TaskQueue, private journal: Journal, private changed: () => void) {}

  /** The player is gone for good: a bot takes over after the grace. */
  away(slot: SeatSlot): void {
    if (slot.standIn || this.timers.has(slot)) return;
    slot.botAt ||= Date.now() + this.graceMs;
    this.journal.say(note("notes.leftGrace", { seat: slot.seat, seconds: Math.round(this.graceMs / 1000) }));
    this.timers.set(slot, this.queue.later(this.graceMs, async () => {
      this.timers.delete(slot);
      if (slot.connected || slot.kind !== "human") return;
      slot.standIn = true;
      slot.botAt = 0;
      slot.level = this.level;
      this.journal.say(note("notes.standIn", { seat: slot.seat, level: this.level }));
      this.changed();
    }));
  }

  /**
   * A player asks for a bot now for a seat whose player is gone: the host's ask is enough, otherwise
   * every other connected player must ask, once each (one log line each). Asking again is refused,
   * unless the ask now carries (the asker became the host, or the others who had not asked left).
   * Returns whether the bot plays now.
   */
  ask(slot: SeatSlot, voter: SeatSlot, players: SeatSlot[], level: SeatBotLevel = this.level): boolean {
    if (slot.standIn || slot.connected || slot.kind !== "human") return slot.standIn;
    const votes = this.votes.get(slot) ?? new Set<number>();
    const again = votes.has(voter.seat);
    const voters = players.filter((p) => p !== slot && p.kind === "human" && p.connected);
    const carried = voter.host || voters.every((p) => p === voter || votes.has(p.seat));
    if (!carried) {
      if (again) throw new Rejection("already_asked", `you already asked for a bot to play for ${slot.name}`);
      votes.add(voter.seat);
      this.votes.set(slot, votes);
      const asked = voters.filter((p) => votes.has(p.seat)).length;
      this.journal.say(note("notes.standInAsk", { seat: slot.seat, by: voter.seat, asked, voters: voters.length }));
      return false;
    }
    clearTimeout(this.timers.get(slot));
    this.timers.delete(slot);
    this.votes.delete(slot);
    slot.standIn = true;
    slot.botAt = 0;
    slot.level = level;
    this.journal.say(note("notes.standInAsked", { seat: slot.seat, asker: voter.host ? "host" : "table", level }));
    this.changed();
    return true;
  }

  /** The player is back: the bot stops at once. */
  back(slot: SeatSlot): void {
    clearTimeout(this.timers.get(slot));
    this.timers.delete(slot);
    this.votes.delete(slot);
    slot.botAt = 0;
    if (!slot.standIn) return;
    slot.standIn = false;
    slot.level = "";
    this.journal.say(note("notes.back", { seat: slot.seat }));
  }

  stop(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
