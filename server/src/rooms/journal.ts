import type { ArraySchema } from "@colyseus/schema";
import { decodeEntry, encodeEntry, mergeRuns, type AnyGame, type Pace, type SeatBotLevel, type GameEvent, type GameResult, type LogEntry } from "@space/shared";
import { writeLogLine } from "@space/shared/schema";
import type { GameStore, TableTurn } from "../store";
import type { Logger } from "../log";
import { NO_METRICS, type RoomMetrics } from "../ops/metrics";
import type { StoredSeat } from "./seats";
import { Rejection } from "./rejection";

/** Everything needed to rebuild a game by replay; written to the store. Never sent to clients. */
export interface GameRecord {
  code: string;
  gameId: string;
  seed: string;
  options: {
    seats: number; bots: number; turnSeconds: number; reconnectSeconds: number;
    /** "live" (games stored before paces: live) or "turn-based", with each player's bank (docs/turn-based.md). */
    pace?: Pace;
    bankSeconds?: number;
    /** The level of the create's bots and of stand-ins (games stored before levels: medium). */
    botLevel?: SeatBotLevel;
    /** Whether players may ask for hints (games stored before hints: no). */
    hints?: boolean;
    /** A guided first game (docs/learning.md): its seed and seats are the game's lesson's. */
    lesson?: boolean;
    /** The salt of the seed's commitment, and whether the seed was the server's fixed test seed (docs/fairness.md). */
    fairness?: { salt: string; fixedSeed: boolean };
  };
  seats: StoredSeat[];
  actions: { seat: number; action: unknown }[];
  /** A stored game's turn (clock, notices, notes), as the store gave it back. */
  turn?: TableTurn;
}

/**
 * The game's record and its log: every accepted action is written to the store before anything
 * changes (a failed write refuses the action), and every event and note becomes a log entry (never
 * words: each reader words it, shared/src/engine/log-entry.ts).
 */
export class Journal {
  private finished = false;
  /** The whole log, each entry as its slot's string: the synced state holds only the last ones. */
  private all: string[] = [];
  /** Each move's event entries (the same strings), for a sleeping table's wake snapshot. */
  private byMove: string[][] = [];

  constructor(
    readonly record: GameRecord,
    private game: AnyGame,
    private store: GameStore | null,
    private log: Logger,
    private lines: ArraySchema<string>,
    private state: { logTotal: number },
    private metrics: Pick<RoomMetrics, "stored"> = NO_METRICS,
    /** Told once the store holds the game as finished (its analysis may begin). */
    private afterFinish: (code: string) => void = () => {},
  ) {}

  get moves(): number {
    return this.record.actions.length;
  }

  /** Stores the game as it starts: seats with their token hashes, seed and options. */
  async begin(seats: StoredSeat[]): Promise<void> {
    await this.write("storing the new game", (store) =>
      store.createGame({ code: this.record.code, gameId: this.record.gameId, seed: this.record.seed,
        options: this.record.options, seats, createdAt: Date.now() }));
    this.record.seats = seats;
  }

  /** A seat's keys changed hands during the game: the store keeps the new hashes, so a restart honours them. */
  async seatsChanged(seats: StoredSeat[]): Promise<void> {
    this.record.seats = seats;
    await this.write("storing the seats", (store) => store.saveSeats(this.record.code, seats));
  }

  /** Writes the engine's parsed action; throws `storage_error` when the store cannot. */
  async append(seat: number, action: unknown): Promise<void> {
    const index = this.record.actions.length;
    await this.write("storing the move", (store) => store.appendAction(this.record.code, index, { seat, action }));
    this.record.actions.push({ seat, action });
  }

  /** Marks the game finished in the store, once, with its result (its record is then never replayed). */
  finish(result: GameResult): void {
    if (this.finished) return;
    this.finished = true;
    this.log.info({ code: this.record.code }, "game over");
    this.store?.finishGame(this.record.code, result)
      .then(() => this.afterFinish(this.record.code))
      .catch((e) => this.log.error({ err: e, code: this.record.code }, "store failed: marking the game finished"));
  }

  /** The log's entries for the events of the last move. */
  tell(events: GameEvent[]): void {
    this.tellMove(this.moves, this.eventLines(events));
  }

  /** The entries of move `move`'s events (1 for the first move; 0: none, the game's beginning). */
  tellMove(move: number, lines: string[]): void {
    if (move > 0) (this.byMove[move - 1] ??= []).push(...lines);
    for (const line of lines) this.sayLine(line);
  }

  /** Events as the log's entries. */
  eventLines(events: GameEvent[]): string[] {
    return mergeRuns(this.game, events).map((event) => this.encode({ event }));
  }

  /** Each move's event entries so far (a move that said nothing: none). */
  linesByMove(): string[][] {
    return Array.from({ length: this.moves }, (_, i) => this.byMove[i] ?? []);
  }

  /** An entry: an event, or a note said at the table. */
  say(entry: LogEntry): void {
    this.sayLine(this.encode(entry));
  }

  /** An entry already as its string (a kept note; an old one kept in words). */
  sayLine(line: string): void {
    writeLogLine(this.lines, line, this.all.length);
    this.all.push(line);
    this.state.logTotal = this.all.length;
  }

  /** An entry as the log's slots hold it. */
  encode(entry: LogEntry): string {
    return encodeEntry(this.game.id, entry);
  }

  /** The log's last entry (null: none yet). */
  lastEntry(): LogEntry | null {
    const last = this.all[this.all.length - 1];
    return last === undefined ? null : decodeEntry(this.game.id, last);
  }

  /** Up to `count` entries of the whole log before entry `before`. */
  linesBefore(before: number, count: number): { from: number; lines: string[] } {
    const end = Math.min(before, this.all.length);
    const from = Math.max(0, end - count);
    return { from, lines: this.all.slice(from, end) };
  }

  private async write(what: string, write: (store: GameStore) => Promise<void>): Promise<void> {
    if (!this.store) return;
    const started = performance.now();
    try {
      await write(this.store);
      this.metrics.stored(performance.now() - started);
    } catch (e) {
      this.log.error({ err: e, code: this.record.code }, `store failed: ${what}`);
      throw new Rejection("storage_error", "the server could not save that; nothing changed, try again");
    }
  }
}
