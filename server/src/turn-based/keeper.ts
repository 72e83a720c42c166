import { encodeEntry, type LogEntry, type Words } from "@space/shared";
import type { SeatSlot } from "@space/shared/schema";
import type { Logger } from "../log";
import type { Notice } from "../notify/webhook-formats";
import type { TaskQueue } from "../rooms/task-queue";
import type { GameStore, TableTurn } from "../store";
import type { ClockLengths, ClockState } from "./clock-rules";
import { dueNotices, trackAwaited, type NoticeKind, type SeatNotices } from "./notices";
import type { NoticeSender } from "./sender";
import { TurnBasedClock } from "./turn-clock";

/** A note the server said at the table (a clock ran out...), kept so that a woken table's log still has it. */
export interface Note {
  /** The number of moves when it was said. */
  move: number;
  /** The note's entry as a log slot holds it (encodeEntry); one kept before the log was entries is its English words. */
  line: string;
}

/** What a table keeps of its turns in the store (TableTurn.clock). */
export interface KeptTurn {
  clock: ClockState | null;
  notices: SeatNotices[];
  notes: Note[];
  /** Notices decided and not yet known sent: a table woken after a crash sends them. */
  outbox: { seat: number; kind: NoticeKind }[];
}

/** A live table's summary for "My tables" is written at most this often (a turn-based one at every change). */
const LIVE_SUMMARY_EVERY_MS = 30_000;
const MAX_NOTES = 500;

export interface KeeperSetup {
  code: string;
  gameId: string;
  gameName: string;
  turnBased: boolean;
  lengths: ClockLengths;
  players: number;
  kept: TableTurn | undefined;
  store: GameStore | null;
  sender: NoticeSender | null;
  now: () => number;
  queue: TaskQueue;
  logger: Logger;
  /** The table as it stands. */
  seats(): SeatSlot[];
  awaiting(): number[];
  ended(): boolean;
  /** The log's last entry (null: none yet). */
  lastEntry(): LogEntry | null;
  /** An entry of this table's log in a reader's words. */
  describe(entry: LogEntry, words: Words): string;
  moves(): number;
  /** The clock's events at the table. */
  bankStarts(seat: number): void;
  runOut(seat: number): Promise<void>;
  /** A public note for the table (a webhook turned off). */
  say(entry: LogEntry): void;
}

/**
 * A table's turns beyond the live game (docs/turn-based.md): the turn-based clock, the notices to
 * each seat's channels, the lines said at the table, and what the store keeps of them, so that a
 * table with nobody at it can leave memory and wake where it was.
 */
export class TurnKeeper {
  readonly clock: TurnBasedClock | null;
  private notices: SeatNotices[];
  readonly notes: Note[];
  private outbox: KeptTurn["outbox"];
  /** Notices being sent (with their retries): still kept as due, so a crash meanwhile does not lose them. */
  private inFlight: KeptTurn["outbox"] = [];
  /** Seats whose owner's page is connected and in view. */
  private looking = new Set<number>();
  /** Seats with at least one channel. */
  private withChannels = new Set<number>();
  private lastSaved = -Infinity;
  private saving: Promise<void> = Promise.resolve();

  constructor(private s: KeeperSetup) {
    const kept = s.kept?.clock as KeptTurn | undefined;
    this.notices = kept?.notices ?? [];
    this.notes = kept?.notes ?? [];
    this.outbox = kept?.outbox ?? [];
    this.clock = s.turnBased
      ? new TurnBasedClock(s.lengths, s.players, kept?.clock ?? null, s.queue, s.now, {
        bankStarts: (seat) => s.bankStarts(seat),
        runOut: (seat) => s.runOut(seat),
        changed: () => {},
      }, (seat) => s.seats()[seat]?.moreTime ?? 1)
      : null;
  }

  /** Reads which seats have channels (once, as the room opens). */
  async load(): Promise<void> {
    const all = (await this.s.store?.channels(this.s.code)) ?? {};
    for (const [seat, channels] of Object.entries(all)) if (channels) this.withChannels.add(Number(seat));
  }

  channelsChanged(seat: number, any: boolean): void {
    if (any) this.withChannels.add(seat);
    else this.withChannels.delete(seat);
    this.changed();
  }

  /** The owner's page is in view or not (a disconnected page is not). */
  look(seat: number, looking: boolean): void {
    if (looking === this.looking.has(seat)) return;
    if (looking) this.looking.add(seat);
    else this.looking.delete(seat);
    this.changed();
  }

  /** A note said at the table (its entry's string), kept with the game. */
  note(line: string): void {
    this.notes.push({ move: this.s.moves(), line });
    if (this.notes.length > MAX_NOTES) this.notes.splice(0, this.notes.length - MAX_NOTES);
  }

  /** After every change at the table: the notices due go out, and the store keeps the turn. */
  changed(force = false): void {
    const now = this.s.now();
    const awaiting = this.s.awaiting();
    const seats = this.s.seats().map((slot, i) => ({
      awaited: awaiting.includes(i),
      told: slot.kind === "human" && !slot.standIn,
      looking: this.looking.has(i),
      hasChannel: this.withChannels.has(i),
      moreTime: slot.moreTime,
    }));
    trackAwaited(this.notices, seats, now);
    const { due, nextAt } = dueNotices(this.notices, seats, now, this.s.lengths.turnMs, this.s.ended());
    this.outbox.push(...due);
    this.noticeAt = nextAt;
    const urgent = force || due.length > 0 || this.s.turnBased || this.s.ended();
    if (urgent || now - this.lastSaved >= LIVE_SUMMARY_EVERY_MS) void this.save();
    if (this.outbox.length) void this.flush();
  }

  /** The table woke (the waker, or its own timer): the clock's due events, then notices. */
  async wake(): Promise<void> {
    await this.clock?.check();
    this.changed();
  }

  stop(): void {
    this.clock?.stop();
  }

  /**
   * Whether notices are on their way: a table waits for them before it sleeps, so that one sent is
   * known sent (a table that slept meanwhile sent it again at its next wake, worded anew).
   */
  get sending(): boolean {
    return this.outbox.length + this.inFlight.length > 0;
  }

  /** When the notices want to look again (0: nothing pending). */
  private noticeAt = 0;

  private dueAt(): number {
    const sending = this.outbox.length + this.inFlight.length > 0 ? this.s.now() : 0;
    if (this.s.ended()) return sending;
    const times = [this.clock?.nextAt() ?? 0, this.noticeAt, sending].filter((t) => t > 0);
    return times.length ? Math.min(...times) : 0;
  }

  /** Writes the turn (saves run one after another, the last one wins). */
  save(): Promise<void> {
    const store = this.s.store;
    if (!store) return Promise.resolve();
    this.lastSaved = this.s.now();
    const turn: TableTurn = {
      dueAt: this.dueAt(),
      clock: { clock: this.clock?.state ?? null, notices: this.notices, notes: this.notes, outbox: [...this.inFlight, ...this.outbox] } satisfies KeptTurn,
      summary: { awaiting: this.s.awaiting(), deadline: this.deadline(), lastMove: this.lastMove(), moves: this.s.moves(), updatedAt: this.s.now() },
    };
    const json = JSON.parse(JSON.stringify(turn)) as TableTurn;
    this.saving = this.saving.then(() => store.saveTurn(this.s.code, json))
      .catch((e) => this.s.logger.error({ err: e, code: this.s.code }, "store failed: keeping the table's turn"));
    return this.saving;
  }

  /** The last entry as the store keeps it (with its keys: it outlives this version's event shapes), worded by whoever reads it. */
  private lastMove(): string {
    const last = this.s.lastEntry();
    return last ? encodeEntry(this.s.gameId, last, false) : "";
  }

  private deadline(): number {
    if (!this.clock) return 0;
    const deadlines = this.s.awaiting().map((seat) => this.clock!.seatDeadline(seat)).filter((d) => d > 0);
    return deadlines.length ? Math.min(...deadlines) : 0;
  }

  /** Sends the outbox: the store knew of each notice before it went (a crash repeats one, never loses it). */
  private async flush(): Promise<void> {
    await this.saving;
    // A notice kept through a sleep may be out of date by the time it goes: a seat no longer awaited
    // is not told that it is their turn.
    const awaiting = this.s.awaiting();
    const sending = this.outbox.splice(0).filter((n) => n.kind === "game-over" || awaiting.includes(n.seat));
    this.inFlight.push(...sending);
    const sender = this.s.sender;
    const names = this.s.seats().map((slot) => slot.name);
    await Promise.all(sending.map(async (item) => {
      const note = await sender?.send({ code: this.s.code, seat: item.seat, owner: names[item.seat] ?? "",
        notice: (words) => this.notice(item.kind, item.seat, words), path: `/?room=${this.s.code}`,
        stillDue: () => item.kind === "game-over" || this.s.awaiting().includes(item.seat) });
      this.inFlight.splice(this.inFlight.indexOf(item), 1);
      if (note) this.s.say(note);
    }));
    await this.save();
  }

  /** What a notice says, in its recipient's words: the game, the table, and public facts only (the log's last entry is public). */
  private notice(kind: NoticeKind, seat: number, words: Words): Notice {
    const name = this.s.seats()[seat]?.name ?? "";
    const entry = this.s.lastEntry();
    const last = entry ? this.s.describe(entry, words) : "";
    const about = { name, game: this.s.gameName, code: this.s.code, last };
    const text = kind === "your-turn" ? words.t("notify.yourTurn", about)
      : kind === "reminder" ? words.t("notify.reminder", about)
        : words.t("notify.gameOver", about);
    return { kind, game: this.s.gameName, table: this.s.code, link: this.link(), text };
  }

  private link(): string {
    return `${this.siteUrl}/?room=${this.s.code}`;
  }

  /** The server's public https address (links in webhooks and mails); set by the room. */
  siteUrl = "";
}
