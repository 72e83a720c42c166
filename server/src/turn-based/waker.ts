import { matchMaker } from "colyseus";
import type { Logger } from "../log";
import { engineBuild } from "../rooms/engine-build";
import { openElsewhere } from "../rooms/open-elsewhere";
import { restoreOptions } from "../rooms/options";
import type { RoomSettings } from "../rooms/settings";
import type { GameStore } from "../store";

/** Tables woken in one pass at most (the rest wait for the next pass, a few seconds later). */
const WAKE_BATCH = 50;
export const DEFAULT_WAKE_EVERY_MS = 5_000;

/** What the waker needs of a room open in this process. */
interface Wakeable {
  wake(): Promise<void>;
}

/**
 * Wakes the sleeping tables whose clock or notices are due (docs/turn-based.md, "Sleeping
 * tables"): one index read of the store per pass, whatever the number of sleeping tables. A table
 * open in this process is woken in place; one open in another live process is left to it; any
 * other is restored from the store, and with several processes the code's claim lets exactly one
 * of them open it.
 */
export class Waker {
  private timer?: NodeJS.Timeout;
  private running: Promise<number> | null = null;

  constructor(private store: GameStore, private settings: RoomSettings, private log: Logger, private games: Set<string>) {
    // The wake snapshots' fingerprint reads the engines' files: once, at start, not during the first wake.
    engineBuild();
  }

  start(everyMs: number = DEFAULT_WAKE_EVERY_MS): void {
    this.timer = setInterval(() => void this.pass(), everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** One pass (passes never overlap); resolves with the number of tables woken. */
  pass(): Promise<number> {
    this.running ??= this.wakeDue().finally(() => { this.running = null; });
    return this.running;
  }

  private async wakeDue(): Promise<number> {
    const codes = await this.store.dueTables(this.settings.now(), WAKE_BATCH);
    let woken = 0;
    for (const code of codes) {
      try {
        if (await this.wake(code)) woken++;
      } catch (e) {
        this.log.warn({ err: e, code }, "could not wake a table");
      }
    }
    return woken;
  }

  private async wake(code: string): Promise<boolean> {
    const local = matchMaker.getLocalRoomById(code) as unknown as Wakeable | undefined;
    if (local) {
      await local.wake();
      return true;
    }
    if (await openElsewhere(code)) return false;
    const [listing] = await this.store.tables([code]);
    if (!listing || listing.finished || !this.games.has(listing.gameId)) return false;
    try {
      await matchMaker.createRoom(listing.gameId, restoreOptions(this.settings, code));
      return true;
    } catch (e) {
      // Another process opened it first: it wakes the table.
      if ((await matchMaker.query({ roomId: code })).length > 0) return false;
      throw e;
    }
  }
}
