import { randomBytes } from "node:crypto";
import { Room, matchMaker, type Client } from "colyseus";
import { DEFAULT_BOT_LEVEL, Msg, TURN_BASED_DEFAULTS, type AnyGame } from "@space/shared";
import { RoomState } from "@space/shared/schema";
import { Arrivals } from "./arrivals";
import { Chat } from "./chat";
import { claimCode, releaseCode, reserveCode } from "./codes";
import type { Door } from "./door";
import { IdleWatch } from "./idle";
import type { Journal, GameRecord } from "./journal";
import { Lobby } from "./lobby";
import { DEFAULT_RECONNECT_SECONDS, checkRoomOptions, rematchRequest, restoreRequest } from "./options";
import type { Rematch } from "./rematch";
import { seatPlan } from "./rematch-plan";
import { Rejection } from "./rejection";
import { NO_METRICS, type RoomMetrics } from "../ops/metrics";
import { Reservations, type Pending } from "./reservations";
import { shareEncodeBuffers } from "./patch-buffer";
import { shareHandshake } from "./handshake";
import { Seats } from "./seats";
import type { RoomSettings } from "./settings";
import type { StandIns } from "./stand-ins";
import type { Table } from "./table";
import type { TaskQueue } from "./task-queue";
import { writeWakeSnapshot } from "./wake-snapshot";
import { wireTable, type TableParts } from "./wiring";
import { wakeState } from "./wake-state";
import type { NotifySettings } from "../turn-based/notify-settings";

export { DEFAULT_ROOM_LIMITS, type RoomLimits, type RoomSettings } from "./settings";
export { checkRoomOptions, restoreOptions } from "./options";
export type { GameRecord } from "./journal";

/** How long a table restored at a player's request waits for their join before it may sleep again. */
const JOIN_GRACE_MS = 15_000;

/** WebSocket close code 1012, "service restart". */
const SERVICE_RESTART = 1012;

/**
 * The room every game shares (docs/server.md), as a table of contents: seats and tokens (`Seats`),
 * the host's controls (`Lobby`), the game in play with its record, clock and bots (`Table`,
 * `Journal`), who comes in and goes (`Arrivals`, with the reconnection windows), and where messages come in (`Door`).
 * How the game's collaborators reach each other is written once, in `wireTable` (wiring.ts). `roomFor(game)` binds the engine.
 */
export class GameRoom extends Room<RoomState> {
  /** Bound by `roomFor`. */
  protected game!: AnyGame;
  protected settings!: RoomSettings;

  state = new RoomState();
  /** Never reached: seats, spectators and pending joins are bounded by `Reservations`. */
  maxClients = 1000;

  private seats = new Seats(this.state.seats);
  private lobby = new Lobby(this.state, this.seats);
  private journal!: Journal;
  private table!: Table;
  private door!: Door;
  private metrics: RoomMetrics = NO_METRICS;
  private untrack: () => void = () => {};
  private reservations!: Reservations;
  private reconnectSeconds = DEFAULT_RECONNECT_SECONDS;
  private arrivals = new Arrivals({
    state: this.state,
    seats: this.seats,
    logger: () => this.log,
    code: () => this.roomId,
    clients: () => this.clients,
    reconnectSeconds: () => this.reconnectSeconds,
    playReconnectSeconds: () => this.settings.limits.playReconnectMs / 1000,
    standInMs: () => this.settings.limits.standInMs,
    patch: () => this.broadcastPatch(),
    idleCheck: () => this.idle.check(),
    playerBack: (slot) => {
      this.standIns.back(slot);
      this.table.publish();
    },
    playerAway: (slot) => {
      if (!this.turnBased) this.standIns.away(slot);
    },
    absenceIsNormal: () => this.turnBased,
    seatsChanged: () => this.journal.seatsChanged(this.seats.stored()),
    allowReconnection: (client, seconds) => this.allowReconnection(client, seconds),
    clearSeatTimer: (sessionId) => clearTimeout(this.reservedSeatTimeouts[sessionId]),
  });
  private idle!: IdleWatch;
  private standIns!: StandIns;
  private turnKeeper!: TableParts["turnKeeper"];
  private queue!: TaskQueue;
  private notify!: NotifySettings;
  private rematch!: Rematch;
  private messages!: TableParts["messages"];
  /** Until when a table restored for a player waits for their join before it may sleep (epoch ms). */
  private joinGraceUntil = 0;
  /** A turn-based table (docs/turn-based.md): absence is normal, and the table sleeps in the store. */
  private turnBased = false;
  private codeReserved = false;

  private get log() {
    return this.settings.logger;
  }

  // ---- lifecycle ------------------------------------------------------------

  async onCreate(rawOptions: unknown): Promise<void> {
    shareEncodeBuffers(this);
    shareHandshake(this);
    if (matchMaker.stats.local.roomCount >= this.settings.limits.maxRooms) {
      throw new Error("this server holds as many rooms as it can; try again later");
    }
    const restoring = restoreRequest(this.settings, rawOptions);
    if (restoring) return this.restore(restoring.code, restoring.forPlayer);
    // A rematch's table (rematch.ts): the old table's options, its seats planned by the server.
    const rematch = rematchRequest(this.settings, rawOptions);
    const options = rematch?.options ?? checkRoomOptions(this.game, this.settings, rawOptions);
    const pace = options.pace ?? "live";
    const turnBased = pace === "turn-based";
    // A guided first game (docs/learning.md) has its lesson's seats, bots and seed.
    const lesson = options.lesson ? this.game.lesson ?? null : null;
    const seats = lesson?.players ?? options.seats ?? this.game.maxPlayers;
    const bots = lesson ? lesson.players - 1 : options.bots ?? 0;
    const botLevel = options.botLevel ?? DEFAULT_BOT_LEVEL;
    const store = this.settings.store;
    // A code of a stored game (even a finished one) stays its own: it may be restored or replayed.
    const code = await reserveCode(this.presence, 50, undefined, async (c) => !store || (await store.load(c)) === null);
    // The seed comes from the crypto source (or the server's test setting), never from a client.
    const seed = lesson?.seed ?? this.settings.fixedSeed ?? randomBytes(32).toString("base64url");
    const fairness = { salt: randomBytes(16).toString("base64url"), fixedSeed: lesson !== null || this.settings.fixedSeed !== null };
    this.reconnectSeconds = options.reconnectSeconds ?? DEFAULT_RECONNECT_SECONDS;
    await this.open(code, { code, gameId: this.game.id, seed, seats: [], actions: [],
      options: { seats, bots, botLevel, reconnectSeconds: this.reconnectSeconds, fairness, pace, hints: options.hints ?? bots > 0,
        ...(lesson ? { lesson: true } : {}),
        turnSeconds: turnBased ? options.turnSeconds ?? TURN_BASED_DEFAULTS.turnSeconds : options.turnSeconds ?? 0,
        ...(turnBased ? { bankSeconds: options.bankSeconds ?? TURN_BASED_DEFAULTS.bankSeconds } : {}) } }, `${seed}:bots`);
    this.seats.open(seats);
    // The waiting room shows each player's reserve before the clock starts.
    if (turnBased) for (const slot of this.state.seats) slot.bankMs = (options.bankSeconds ?? TURN_BASED_DEFAULTS.bankSeconds) * 1000;
    // A rematch's seats are planned; else the creator takes seat 0 when joining and bots fill the seats after it.
    if (rematch) seatPlan(this.seats, rematch);
    else for (let i = 1; i <= bots; i++) this.seats.makeBot(this.state.seats[i], botLevel);
    // Like a restored game, a rematch's table waits for its ticket holders instead of closing when a stranger's join fails.
    if (rematch) this.autoDispose = false;
    this.idle.check();
    this.log.info({ code, gameId: this.game.id, seats, bots, pace, ...(rematch ? { rematchOf: rematch.from } : {}) }, "room created");
  }

  /** Brings a stored, unfinished game back (from its wake snapshot, or by replaying its actions), with its log; players return with their tokens. */
  private async restore(code: string, forPlayer: boolean): Promise<void> {
    // A player asked for it and is on their way: a sleeping table does not fall asleep again before they arrive.
    if (forPlayer) this.joinGraceUntil = Date.now() + JOIN_GRACE_MS;
    const store = this.settings.store;
    const [stored, snapshot] = store ? await Promise.all([store.load(code), store.snapshot(code).catch(() => null)]) : [null, null];
    if (!stored || stored.gameId !== this.game.id) throw new Error(`there is no stored ${this.game.name} game ${code}`);
    if (!(await claimCode(this.presence, code))) throw new Error(`room ${code} is already open`);
    const options = stored.options as GameRecord["options"];
    this.reconnectSeconds = Math.min(options.reconnectSeconds ?? DEFAULT_RECONNECT_SECONDS, this.settings.limits.maxReconnectSeconds);
    await this.open(code, { code, gameId: this.game.id, seed: stored.seed, options, seats: stored.seats, actions: stored.actions.slice(), turn: stored.turn },
      `${stored.seed}:bots:${stored.actions.length}`);
    this.seats.load(stored.seats);
    const { state, linesByMove, fromSnapshot } = wakeState(this.game, stored, snapshot, (events) => this.journal.eventLines(events), this.log);
    const turn = this.turnKeeper(stored.seats.length, stored.turn);
    await turn.load();
    this.table.resume(state, linesByMove, turn);
    // A table woken by its clock plays what came due while it slept.
    void this.wake();
    // Nobody is in yet: the room waits for the token holders instead of closing when a stranger's join fails.
    this.autoDispose = false;
    this.idle.check();
    this.log.info({ code, gameId: this.game.id, moves: stored.actions.length, fromSnapshot }, "room restored");
  }

  /** What a new and a restored room share: the code, the collaborators (wiring.ts), the message handlers. */
  private async open(code: string, record: GameRecord, botSeed: string): Promise<void> {
    this.codeReserved = true;
    this.roomId = code;
    await this.setPrivate(true);
    const { limits } = this.settings;
    this.turnBased = record.options.pace === "turn-based";
    const parts = wireTable({
      game: this.game, settings: this.settings, state: this.state, seats: this.seats, lobby: this.lobby, turnBased: this.turnBased,
      code: () => this.roomId, clients: () => this.clients, patch: () => this.broadcastPatch(), idleCheck: () => this.idle.check(),
    }, record, botSeed);
    ({ queue: this.queue, metrics: this.metrics, door: this.door, journal: this.journal, table: this.table, standIns: this.standIns,
      notify: this.notify, rematch: this.rematch, turnKeeper: this.turnKeeper, messages: this.messages } = parts);
    this.untrack = this.metrics.track(() => this.clients.length);
    this.reservations = new Reservations(this.seats, limits.maxSpectators);
    // A turn-based table outlives its players' visits: it leaves memory once idle, and the store keeps it.
    if (this.turnBased) this.autoDispose = false;
    // A seat kept for a rematch's ticket holds the lobby open until its ticket runs out.
    this.idle = new IdleWatch(() => Math.max(this.turnBased && this.state.status !== "lobby" ? limits.roomIdleMs : limits.lobbyIdleMs,
      this.seats.reservedMs(), this.joinGraceUntil - Date.now()),
      () => (this.state.status === "lobby" || !this.autoDispose) && this.seats.nobodyConnected() && !this.table.botsToPlay(), () => {
      this.log.info({ code: this.roomId, status: this.state.status }, "room with nobody connected closed");
      void this.disconnect();
    }, () => Boolean(this.table.turns?.sending) || this.pending().length > 0);
    this.patchRate = this.settings.patchRateMs;
    this.state.code = code;
    this.state.gameId = this.game.id;
    this.state.turnSeconds = record.options.turnSeconds ?? 0;
    this.state.pace = record.options.pace ?? "live";
    this.state.hints = record.options.hints ?? false;
    for (const [type, handler] of this.messages.handlers()) this.handle(type, handler);
    new Chat(this, this.door, this.seats);
    this.onMessage("*", (client, type) => this.door.guard(client, () => {
      throw new Rejection("unknown_message", `unknown message type "${String(type)}"`);
    }));
  }

  /** The waker (or a restore) found the table due: its clock's events and notices, in the table's turn. */
  async wake(): Promise<void> {
    await this.queue.push(() => this.table.wake());
  }

  /**
   * The process is stopping: close every connection with "service restart" (not "consented"),
   * so clients keep trying and, once the server is back, reopen the stored game with their tokens.
   */
  onBeforeShutdown(): void {
    void this.disconnect(SERVICE_RESTART);
  }

  async onDispose(): Promise<void> {
    this.untrack();
    await this.table?.turns?.save();
    await this.keepSnapshot();
    this.table?.stop();
    this.standIns?.stop();
    this.idle?.stop();
    // colyseus leaves the timers of rejected reconnection windows running after the room is gone.
    for (const timer of Object.values(this.reservedSeatTimeouts)) clearTimeout(timer);
    if (this.codeReserved) await releaseCode(this.presence, this.roomId);
    this.log.info({ code: this.roomId, moves: this.state.moves }, "room disposed");
  }

  /** A turn-based table falling asleep keeps its state with the game, so that it wakes without replaying every move. */
  private async keepSnapshot(): Promise<void> {
    const snapshot = this.turnBased ? this.table?.snapshot() : null;
    const store = this.settings.store;
    if (!snapshot || !store) return;
    const { seed, actions } = this.journal.record;
    try {
      await store.saveSnapshot(this.roomId, writeWakeSnapshot(seed, actions, snapshot));
    } catch (e) {
      // Nothing is lost: the next wake replays the game.
      this.log.warn({ err: e, code: this.roomId }, "store failed: keeping the table's wake snapshot");
    }
  }

  // ---- joining and leaving ------------------------------------------------

  /** Token holders always get a place; spectators and newcomers are bounded, older pending ones dropped for them. */
  protected async _reserveSeat(sessionId: string, joinOptions?: unknown, authData?: unknown, seconds?: number,
    allowReconnection = false, devModeReconnection?: boolean): Promise<boolean> {
    if (allowReconnection) return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    const admission = this.reservations.admit(joinOptions, authData, this.pending());
    if (!admission.admit) return false;
    const reserved = await super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    for (const dropped of admission.evict) await this.dropReservation(dropped);
    return reserved;
  }

  /** Places reserved and not yet taken up by a WebSocket (nor kept for a reconnection), oldest first. */
  private pending(): Pending[] {
    return Object.entries(this.reservedSeats)
      .filter(([, [, , consumed, reconnection]]) => !consumed && !reconnection)
      .map(([sessionId, [options, auth]]) => ({ sessionId, options, auth }));
  }

  /** A pending reservation made way for a newer one: its WebSocket, if it ever comes, finds it expired. */
  private async dropReservation(sessionId: string): Promise<void> {
    const reservation = this.reservedSeats[sessionId];
    if (!reservation || reservation[2]) return;
    clearTimeout(this.reservedSeatTimeouts[sessionId]);
    delete this.reservedSeatTimeouts[sessionId];
    delete this.reservedSeats[sessionId];
    await this._decrementClientCount();
  }

  async onJoin(client: Client, rawOptions: unknown): Promise<void> {
    await this.arrivals.join(client, rawOptions);
    const slot = this.seats.slotOf(client);
    if (!slot) return;
    this.joinGraceUntil = 0;
    this.rematch.welcome(slot, client);
    // The learner sits down at a guided game: it begins at once (nobody else is waited for).
    if (this.state.lesson && this.state.status === "lobby" && slot.host) await this.queue.push(() => this.messages.begin());
    // A page that joins is in view until it says otherwise (`visible`).
    this.table.turns?.look(slot.seat, true);
    await this.notify.tell(client);
  }

  async onLeave(client: Client, consented: boolean): Promise<void> {
    this.door.forget(client);
    const slot = this.seats.slotOf(client);
    if (slot) this.table.turns?.look(slot.seat, false);
    await this.arrivals.leave(client, consented);
  }

  // ---- messages -----------------------------------------------------------

  /** Every frame passes the door's flood control before colyseus parses it. */
  // colyseus types its private client as `Client & any`; this override keeps its signature.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  protected _onMessage(client: Client & any, buffer: Buffer): void {
    this.door.frame(client, buffer, () => super._onMessage(client, buffer));
  }

  /** Registers a handler behind the door: its change takes its turn, a Rejection goes back to the sender. */
  private handle(type: string, handler: (client: Client, message: unknown) => void | Promise<void>): void {
    this.onMessage(type, (client, message) => {
      const arrived = performance.now();
      return this.door.guard(client, async () => {
        await handler(client, message);
        // An accepted action's patch has gone out by now (the table sends it at once).
        if (type === Msg.action) this.metrics.patched(performance.now() - arrived);
      }, type);
    });
  }

  /** For tests: the replayable record (holds the seed: never send it). */
  getRecord(): GameRecord {
    return this.journal.record;
  }
}
