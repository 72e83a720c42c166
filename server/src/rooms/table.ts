import { note, type AnyGame, type MoreTime, type GameEvent, type LogEntry, type TimedOutMessage } from "@space/shared";
import type { RoomState, SeatSlot } from "@space/shared/schema";
import type { Logger } from "../log";
import { NO_METRICS, type RoomMetrics } from "../ops/metrics";
import { BotPlayer, type BotSettings } from "./bots";
import { TurnClock } from "./clock";
import { Guide } from "./guide";
import type { Journal } from "./journal";
import { Rejection } from "./rejection";
import type { Seats } from "./seats";
import { seedCommitmentNow } from "./seed-commitment";
import { syncState } from "./sync";
import type { TaskQueue } from "./task-queue";
import type { TurnKeeper } from "../turn-based/keeper";

/** The most steps of one move the rules play for a seat whose time ran out. */
const MAX_TIMEOUT_STEPS = 50;

/**
 * The game in play: the engine's state, every change stored by the journal before it shows,
 * the turn clock and the bots. `publish` projects the state and sends the patch (`send`).
 */
export class Table {
  private gameState: unknown = null;
  private clock: TurnClock;
  /** Set as the game begins or comes back. */
  private turn: TurnKeeper | null = null;
  private bots: BotPlayer;

  constructor(
    private game: AnyGame,
    private state: RoomState,
    private seats: Seats,
    private journal: Journal,
    private log: Logger,
    queue: TaskQueue,
    bots: BotSettings,
    private send: () => void,
    /** Tells a seat's owner, if connected, what the rules played for them when their clock ran out. */
    private tellTimedOut: (seat: number, message: TimedOutMessage) => void,
    private metrics: Pick<RoomMetrics, "accepted"> = NO_METRICS,
    /** Makes the table's turn keeper (clock, notices, notes: docs/turn-based.md) as the game begins. */
    private turnFor: (players: number) => TurnKeeper = () => { throw new Error("no turn keeper"); },
    /** A guided first game's guide (guide.ts): the learner's steps, the bots' written moves. */
    private guide: Guide = new Guide(null, state),
  ) {
    this.clock = new TurnClock(journal.record.options.turnSeconds ?? 0, queue, (seats) => this.playTimeouts(seats), (seat) => this.moreTimeOf(seat));
    this.bots = new BotPlayer(game, { ...bots, scripted: (seat) => guide.scripted(seat) }, queue, log);
  }

  /** The game starts with the filled seats, stored before anything shows. */
  async begin(): Promise<void> {
    const players = this.state.seats.filter((s) => s.kind !== "open").length;
    if (players < this.game.minPlayers) {
      throw new Rejection("not_enough_players", `${this.game.name} needs at least ${this.game.minPlayers} players`, { min: this.game.minPlayers });
    }
    const gameState = this.game.setup({ players, seed: this.journal.record.seed });
    await this.journal.begin(this.seats.stored());
    this.turn = this.turnFor(players);
    this.commit();
    this.gameState = gameState;
    this.seats.closeOpenSeats();
    this.state.status = "playing";
    this.tellBeginning([]);
    this.publish();
  }

  /**
   * A stored game comes back: its state at its last move, and its whole log (each move's events, with the
   * lines said at the table after it). A turn-based table waking is nothing to announce.
   */
  resume(gameState: unknown, linesByMove: string[][], turn: TurnKeeper): void {
    this.turn = turn;
    this.commit();
    this.gameState = gameState;
    this.state.status = "playing";
    this.state.moves = this.journal.moves;
    const notes = turn.notes;
    // A kept note is an entry's string (one kept before the log was entries: words, shown as they are).
    const tellNotes = (move: number) => notes.filter((n) => n.move === move).forEach((n) => this.journal.sayLine(n.line));
    this.journal.say(note("common.gameBegins"));
    tellNotes(0);
    linesByMove.forEach((lines, i) => {
      this.journal.tellMove(i + 1, lines);
      tellNotes(i + 1);
    });
    if (!turn.clock) this.journal.say(note("notes.restored", { moves: this.journal.moves }));
    this.publish();
  }

  /** The engine's state and each move's log entries, while the game runs: what a sleeping table keeps (wake-snapshot.ts). */
  snapshot(): { moves: number; state: unknown; lines: string[][] } | null {
    if (this.state.status !== "playing") return null;
    return { moves: this.journal.moves, state: this.gameState, lines: this.journal.linesByMove() };
  }

  /** The table woke (its clock, or the waker): what came due while it slept. */
  async wake(): Promise<void> {
    await this.turn?.wake();
  }

  /** The turn keeper, once the game began (notification settings and page visibility reach it). */
  get turns(): TurnKeeper | null {
    return this.turn;
  }

  /** Whether a bot (or stand-in) has a move to play now: a turn-based table stays awake for it. */
  botsToPlay(): boolean {
    return this.awaitedBots().length > 0;
  }

  /** A player's action: checked by the engine (whose turn, and why not, in its words), stored as the engine parsed it, then shown. */
  async act(seat: number, action: unknown): Promise<void> {
    if (this.state.status === "lobby") throw new Rejection("not_started", "the game has not started yet");
    if (this.state.status === "ended") throw new Rejection("game_over", "the game is over");
    const result = this.game.apply(this.gameState, seat, action);
    if (!result.ok) throw Rejection.of(result.error);
    this.guide.check(seat, result.action);
    await this.journal.append(seat, result.action);
    this.turn?.clock?.acted(seat);
    this.take(seat, result.state, result.events);
    this.publish();
  }

  /** The decision `seat` faces now, as that seat sees it (its own view, never the state): what a hint searches from. */
  decision(seat: number): { view: unknown; moves: number } {
    if (this.state.status === "lobby") throw new Rejection("not_started", "the game has not started yet");
    if (this.state.status === "ended") throw new Rejection("game_over", "the game is over");
    if (!this.game.awaiting(this.gameState).includes(seat)) throw new Rejection("not_your_turn", "the game is not waiting for you");
    return { view: this.game.view(this.gameState, seat), moves: this.state.moves };
  }

  /** "Show me": the guided step's move, made for the learner. */
  async showMe(seat: number): Promise<void> {
    await this.act(seat, this.guide.step(seat));
  }

  /** The learner leaves the guide; the bots choose for themselves from now on. */
  leaveGuide(seat: number): void {
    this.guide.stop(seat);
    this.publish();
  }

  /** Whether a guided first game's guide is still on (hints wait until it is over). */
  get guiding(): boolean {
    return this.guide.guiding;
  }

  /** Says in the log, for everyone, that `seat` took a hint. */
  hintTaken(seat: number): void {
    this.sayKept(note("notes.hint", { seat }));
    this.send();
  }

  /** Syncs the schema from the game, sends the patch at once, then arms the clock and the bots. */
  publish(): void {
    const result = syncState(this.state, this.seats, this.game, this.gameState);
    if (result) {
      this.journal.finish(result);
      this.reveal();
      this.stop();
    } else if (this.state.status === "playing") {
      const awaited = this.game.awaiting(this.gameState);
      this.state.deadline = this.turn?.clock ? this.turn.clock.arm(awaited) : this.clock.arm(awaited);
      this.showSeatClocks();
    }
    this.send();
    this.turn?.changed();
    if (this.state.status === "playing") {
      this.bots.arm(() => this.awaitedBots(), () => this.gameState, (seat, action) => this.playFor(seat, action, "bot"), () => this.publish());
    }
  }

  stop(): void {
    this.clock.stop();
    this.turn?.stop();
    this.bots.stop();
  }

  /** Each seat's deadline (turn-based: its bank and run of timeouts too), for everyone to see. */
  private showSeatClocks(): void {
    const clock = this.turn?.clock;
    if (!clock) {
      for (const slot of this.state.seats) slot.deadline = this.clock.deadlineOf(slot.seat);
      return;
    }
    for (const slot of this.state.seats) {
      slot.deadline = clock.seatDeadline(slot.seat);
      slot.bankMs = clock.bankLeft(slot.seat);
      slot.timeouts = clock.timeouts(slot.seat);
    }
  }

  /**
   * The host's choice of clock for a player's seat (docs/server.md, "Turn clock"): before the start
   * it is only shown; during play it is stored with the seats, said in the log, and the seat's
   * deadline moves at once.
   */
  async moreTime(seat: number, times: MoreTime): Promise<void> {
    if (this.state.status === "ended") throw new Rejection("game_over", "the game is over");
    if (!this.journal.record.options.turnSeconds) throw new Rejection("no_clock", "this table has no clock");
    const slot = this.state.seats[seat];
    if (slot?.kind !== "human") throw new Rejection("not_a_player", "only a player's seat has a clock to change");
    if (slot.moreTime === times) return;
    slot.moreTime = times;
    if (this.state.status === "lobby") return;
    await this.journal.seatsChanged(this.seats.stored());
    this.sayKept(note("notes.moreTime", { seat, times }));
    if (this.turn?.clock) this.turn.clock.retime();
    else this.clock.retime();
    this.publish();
  }

  private moreTimeOf(seat: number): number {
    return this.state.seats[seat]?.moreTime ?? 1;
  }

  /** Turn-based: the seat's move clock ran out and its bank runs now. */
  bankStarts(seat: number): void {
    const left = this.turn?.clock?.bankLeft(seat) ?? 0;
    this.sayKept(note("notes.bankStarts", { seat, leftMs: left }));
    this.publish();
  }

  /**
   * Turn-based: the seat's clock and bank ran out: the rules play its whole move (every step the
   * game still waits for it), the log says so, and its player is told if connected.
   */
  async runOut(seat: number): Promise<void> {
    if (this.state.status !== "playing" || !this.game.awaiting(this.gameState).includes(seat)) return this.publish();
    this.sayKept(note("notes.reserveRanOut", { seat }));
    const from = this.state.logTotal;
    for (let step = 0; step < MAX_TIMEOUT_STEPS && this.state.status === "playing" && this.game.awaiting(this.gameState).includes(seat); step++) {
      await this.playFor(seat, this.game.timeoutAction(this.gameState, seat), "clock");
      if (this.game.result(this.gameState)) break;
    }
    const lines = this.journal.linesBefore(this.state.logTotal, this.state.logTotal - from).lines;
    this.publish();
    this.tellTimedOut(seat, { lines });
  }

  /** A note said at the table that a woken turn-based table's log keeps. */
  private sayKept(entry: LogEntry): void {
    this.journal.say(entry);
    this.turn?.note(this.journal.encode(entry));
  }

  /** Publishes the commitment to the seed (docs/fairness.md); games stored before it have none. */
  private commit(): void {
    const fairness = this.journal.record.options.fairness;
    if (!fairness) return;
    this.state.seedCommitment = seedCommitmentNow(this.journal.record.seed, fairness.salt);
    this.state.fixedSeed = fairness.fixedSeed;
  }

  /** Once the game is over, the seed and the salt are revealed: anyone can check and replay. */
  private reveal(): void {
    const fairness = this.journal.record.options.fairness;
    if (!fairness) return;
    this.state.revealedSeed = this.journal.record.seed;
    this.state.revealedSalt = fairness.salt;
  }

  /** Takes an accepted (and stored) change of `seat`: the new state and its log lines. */
  private take(seat: number, next: unknown, events: GameEvent[]): void {
    this.gameState = next;
    this.guide.moved(seat);
    this.metrics.accepted();
    this.state.moves = this.journal.moves;
    this.journal.tell(events);
  }

  private tellBeginning(events: GameEvent[]): void {
    this.journal.say(note("common.gameBegins"));
    this.journal.tell(events);
  }

  /** Applies an action the server chose (bot or clock); falls back to the rules' timeout default. */
  private async playFor(seat: number, action: unknown, why: string): Promise<void> {
    let r = this.game.apply(this.gameState, seat, action);
    if (!r.ok) {
      this.log.warn({ code: this.state.code, seat, why, error: r.error }, "server-chosen action rejected; playing the timeout default");
      r = this.game.apply(this.gameState, seat, this.game.timeoutAction(this.gameState, seat));
    }
    if (!r.ok) {
      this.log.error({ code: this.state.code, seat, error: r.error }, "timeout action rejected by the engine");
      return;
    }
    await this.journal.append(seat, r.action);
    this.take(seat, r.state, r.events);
  }

  /** Seats' clocks ran out: the table is told, then the rules' timeout default is played for each seat still awaited, and its player told what. */
  private async playTimeouts(seats: number[]): Promise<void> {
    const told: [number, TimedOutMessage][] = [];
    for (const seat of seats) {
      if (this.state.status !== "playing" || !this.game.awaiting(this.gameState).includes(seat)) continue;
      this.journal.say(note("notes.timeRanOut", { seat }));
      const from = this.state.logTotal;
      await this.playFor(seat, this.game.timeoutAction(this.gameState, seat), "clock");
      told.push([seat, { lines: this.journal.linesBefore(this.state.logTotal, this.state.logTotal - from).lines }]);
    }
    this.publish();
    for (const [seat, message] of told) this.tellTimedOut(seat, message);
  }

  /**
   * Bots and stand-ins awaited now; at a live table none while no player is connected (a table of
   * bots alone waits); a turn-based table's bots play whoever is connected.
   */
  private awaitedBots(): SeatSlot[] {
    if (this.state.status !== "playing" || (!this.turn?.clock && this.seats.nobodyConnected())) return [];
    return this.game.awaiting(this.gameState).map((seat) => this.state.seats[seat])
      .filter((slot): slot is SeatSlot => slot?.kind === "bot" || slot?.standIn === true);
  }
}
