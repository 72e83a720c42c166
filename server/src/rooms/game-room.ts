import { randomBytes } from "node:crypto";
import { Room, type Client } from "colyseus";
import { ArraySchema, Encoder, StateView } from "@colyseus/schema";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { z } from "zod";
import {
  ActionMessage, AddBotMessage, CreateOptions, JoinOptions, Msg, RemoveBotMessage, ServerMsg, StartMessage,
  explain, publicPart, randomFunction, replay, type AnyGame, type ErrorMessage,
} from "@space/shared";
import { RoomState, SeatSlot, LOG_LINES, reconcile } from "@space/shared/schema";
import { claimCode, releaseCode, reserveCode } from "./codes";
import type { GameStore } from "../store";
import { uniqueName } from "./names";
import { revealTree } from "./reveal";
import type { Logger } from "../log";

/** Bounds on what strangers can make a process hold (docs/server.md, "Limits"). */
export interface RoomLimits {
  /** Messages a client may send per second; a client that goes on past it is disconnected. */
  messagesPerSecond: number;
  /** Rooms one process holds at most; a create beyond it is refused. */
  maxRooms: number;
  /** Upper bound of the `reconnectSeconds` a create may ask for. */
  maxReconnectSeconds: number;
  /** A lobby with no connected player is closed after this many ms. */
  lobbyIdleMs: number;
  /** Spectators (connected or reserved) one room takes at most. */
  maxSpectators: number;
}

export const DEFAULT_ROOM_LIMITS: RoomLimits = {
  messagesPerSecond: 20,
  maxRooms: 500,
  maxReconnectSeconds: 600,
  lobbyIdleMs: 60_000,
  maxSpectators: 32,
};

/** What a room needs from the server it runs in (bound by `roomFor`, never from client options). */
export interface RoomSettings {
  botDelayMs: number;
  logger: Logger;
  limits: RoomLimits;
  /** Safety-net patch interval; every change is also sent at once with `broadcastPatch()`. */
  patchRateMs: number;
  /**
   * Whether a create may choose the seed. Off in production: a player who knows the seed can
   * compute every shuffle. Tests turn it on to replay a game alongside the room.
   */
  allowClientSeed: boolean;
  /** Where games are written, action by action, before their patch goes out; null = not kept. */
  store: GameStore | null;
  /** A per-process secret that only the server's own restore call knows (see `restoreOptions`). */
  restoreKey: string;
}

/** Options of the server's own call that brings a stored game back into a room. */
export function restoreOptions(settings: RoomSettings, code: string): Record<string, unknown> {
  return { restore: { code, key: settings.restoreKey } };
}

function restoreRequest(settings: RoomSettings, raw: unknown): string | null {
  const r = (raw as { restore?: { code?: unknown; key?: unknown } } | null)?.restore;
  return r && r.key === settings.restoreKey && typeof r.code === "string" ? r.code : null;
}

/** Everything needed to rebuild a game by replay; written to the store. Never sent to clients. */
export interface GameRecord {
  code: string;
  gameId: string;
  seed: string;
  options: { seats: number; bots: number; turnSeconds: number; reconnectSeconds: number };
  seats: { name: string; kind: "human" | "bot" }[];
  actions: { seat: number; action: unknown }[];
}

/** A rejection: sent to its sender only as `error` { code, message }. */
class Rejection extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

const DEFAULT_RECONNECT_SECONDS = 120;
/** WebSocket close code 1012, "service restart". */
const SERVICE_RESTART = 1012;

// Colyseus grows its 8 KB patch buffer when a patch overflows it, but a patch that overflows while
// a seat's StateView is being encoded reaches the clients corrupted. Game boards are bigger than
// 8 KB, so every room starts with a buffer they fit in (server/test/hidden.test.ts "bighand").
Encoder.BUFFER_SIZE = Math.max(Encoder.BUFFER_SIZE, 256 * 1024);

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw new Rejection("bad_message", explain(r.error));
  return r.data;
}

function setNumbers(list: ArraySchema<number>, values: number[]): void {
  values.forEach((v, i) => {
    if (i >= list.length) list.push(v);
    else if (list[i] !== v) list[i] = v;
  });
  while (list.length > values.length) list.pop();
}

/** Create options and join options in one: a join carries only `name` and `spectator`. */
const RoomOptions = CreateOptions.extend({ spectator: z.boolean().optional() });

/**
 * Validates client options against the game's limits; throws an Error whose message the client sees.
 * Runs in the static `onAuth` (before colyseus builds a room) and again in `onCreate`.
 */
export function checkRoomOptions(game: AnyGame, settings: RoomSettings, raw: unknown): z.infer<typeof RoomOptions> {
  const parsed = RoomOptions.safeParse(raw ?? {});
  if (!parsed.success) throw new Error(`invalid room options: ${explain(parsed.error)}`);
  const options = parsed.data;
  if (options.seed !== undefined && !settings.allowClientSeed) throw new Error("this server does not accept a seed");
  const seats = options.seats ?? game.maxPlayers;
  if (seats < game.minPlayers || seats > game.maxPlayers) {
    throw new Error(`${game.name} seats ${game.minPlayers} to ${game.maxPlayers} players, not ${seats}`);
  }
  if ((options.bots ?? 0) > seats - 1) throw new Error(`at most ${seats - 1} bots fit beside you at ${seats} seats`);
  return options;
}

/**
 * The room every game shares: seats, host, lobby, bots, turn clock, reconnection,
 * error replies and the schema projection. `roomFor(game)` binds the engine.
 */
export class GameRoom extends Room<RoomState> {
  /** Bound by `roomFor`. */
  protected game!: AnyGame;
  protected settings!: RoomSettings;

  state = new RoomState();
  maxClients = 64;

  private record!: GameRecord;
  private gameState: unknown = null;
  private turnSeconds = 0;
  private reconnectSeconds = DEFAULT_RECONNECT_SECONDS;
  private spectatorIds = new Set<string>();
  /** Each seat's owner's view; it survives a reconnection (colyseus hands it to the new client). */
  private views = new Map<SeatSlot, StateView>();
  private pendingReconnections = new Map<SeatSlot, ReturnType<Room["allowReconnection"]>>();
  private limiter!: RateLimiterMemory;
  private botRandom!: () => number;
  private botTimer?: NodeJS.Timeout;
  private turnTimer?: NodeJS.Timeout;
  private awaitedKey = "";
  private codeReserved = false;
  private finishedStored = false;
  /** Messages, bots and the clock take turns: one change (with its store write) at a time. */
  private queue: Promise<void> = Promise.resolve();

  private get log(): Logger {
    return this.settings.logger;
  }

  async onCreate(rawOptions: unknown): Promise<void> {
    const restoring = restoreRequest(this.settings, rawOptions);
    if (restoring) {
      await this.restore(restoring);
      return;
    }
    const options = checkRoomOptions(this.game, this.settings, rawOptions);
    const game = this.game;
    const seats = options.seats ?? game.maxPlayers;
    const bots = options.bots ?? 0;

    const store = this.settings.store;
    // A code of a stored game (even a finished one) stays its own: it may be restored or replayed.
    const code = await reserveCode(this.presence, 50, undefined, async (c) => !store || (await store.load(c)) === null);
    this.codeReserved = true;
    this.roomId = code;
    await this.setPrivate(true);

    this.turnSeconds = options.turnSeconds ?? 0;
    this.reconnectSeconds = options.reconnectSeconds ?? DEFAULT_RECONNECT_SECONDS;
    const seed = options.seed ?? randomBytes(12).toString("base64url");
    this.record = {
      code, gameId: game.id, seed,
      options: { seats, bots, turnSeconds: this.turnSeconds, reconnectSeconds: this.reconnectSeconds },
      seats: [], actions: [],
    };
    this.botRandom = randomFunction(`${seed}:bots`);
    this.limiter = new RateLimiterMemory({ points: this.settings.limits.messagesPerSecond, duration: 1 });
    this.setPatchRate(this.settings.patchRateMs);

    this.state.code = code;
    this.state.gameId = game.id;
    for (let i = 0; i < seats; i++) this.state.seats.push(new SeatSlot().assign({ seat: i }));
    // The creator takes seat 0 when joining; bots fill the seats after it.
    for (let i = 1; i <= bots; i++) this.makeBot(this.state.seats[i]);

    this.listen();
    this.log.info({ code, gameId: game.id, seats, bots }, "room created");
  }

  /** Brings a stored, unfinished game back: replays its actions; humans come back by name. */
  private async restore(code: string): Promise<void> {
    const store = this.settings.store;
    const stored = store ? await store.load(code) : null;
    if (!stored || stored.gameId !== this.game.id) throw new Error(`there is no stored ${this.game.name} game ${code}`);
    if (!(await claimCode(this.presence, code))) throw new Error(`room ${code} is already open`);
    this.codeReserved = true;
    this.roomId = code;
    await this.setPrivate(true);

    const options = stored.options as GameRecord["options"];
    this.turnSeconds = options.turnSeconds ?? 0;
    this.reconnectSeconds = options.reconnectSeconds ?? DEFAULT_RECONNECT_SECONDS;
    this.record = { code, gameId: this.game.id, seed: stored.seed, options, seats: stored.seats, actions: stored.actions.slice() };
    this.botRandom = randomFunction(`${stored.seed}:bots:${stored.actions.length}`);
    this.limiter = new RateLimiterMemory({ points: this.settings.limits.messagesPerSecond, duration: 1 });
    this.setPatchRate(this.settings.patchRateMs);
    this.gameState = replay(this.game, { players: stored.seats.length, seed: stored.seed }, stored.actions).state;

    this.state.code = code;
    this.state.gameId = this.game.id;
    stored.seats.forEach((seat, i) => {
      this.state.seats.push(new SeatSlot().assign({ seat: i, name: seat.name, kind: seat.kind, connected: seat.kind === "bot" }));
    });
    this.state.status = "playing";
    this.state.moves = stored.actions.length;
    this.pushLog(`The game was restored after ${stored.actions.length} moves; players rejoin with their names`);
    this.listen();
    this.publish();
    this.log.info({ code, gameId: this.game.id, moves: stored.actions.length }, "room restored");
  }

  private listen(): void {
    this.handle(Msg.start, (client, message) => this.onStart(client, message));
    this.handle(Msg.addBot, (client, message) => this.onAddBot(client, message));
    this.handle(Msg.removeBot, (client, message) => this.onRemoveBot(client, message));
    this.handle(Msg.action, (client, message) => this.onAction(client, message));
    this.onMessage("*", (client, type) => this.guard(client, () => {
      throw new Rejection("unknown_message", `unknown message type "${String(type)}"`);
    }));
  }

  /**
   * The process is stopping: close every connection with "service restart" (not "consented"),
   * so clients keep trying and, once the server is back, reopen the stored game by its code.
   */
  onBeforeShutdown(): void {
    this.disconnect(SERVICE_RESTART);
  }

  async onDispose(): Promise<void> {
    this.stopTimers();
    if (this.codeReserved) await releaseCode(this.presence, this.roomId);
    this.log.info({ code: this.roomId, moves: this.state.moves }, "room disposed");
  }

  // ---- joining and leaving ------------------------------------------------

  onJoin(client: Client, rawOptions: unknown): void {
    const parsed = JoinOptions.safeParse(rawOptions);
    if (!parsed.success) throw new Error(`invalid join options: ${explain(parsed.error)}`);
    const { name, spectator } = parsed.data;
    client.view = new StateView();

    const reclaimed = this.state.seats.find((s) => s.kind === "human" && !s.connected && s.name === name);
    if (reclaimed && !spectator) {
      this.cancelReconnection(reclaimed);
      this.seatClient(reclaimed, client);
      this.log.info({ code: this.roomId, seat: reclaimed.seat }, "seat reclaimed by name");
    } else if (spectator) {
      this.spectatorIds.add(client.sessionId);
      this.state.spectators = this.spectatorIds.size;
    } else {
      if (this.state.status !== "lobby") {
        throw new Error("the game has already started; join as a spectator to watch");
      }
      const open = this.state.seats.find((s) => s.kind === "open");
      if (!open) throw new Error("the room is full; join as a spectator to watch");
      open.kind = "human";
      open.name = uniqueName(name, this.takenNames());
      this.seatClient(open, client);
    }
    this.broadcastPatch();
  }

  async onLeave(client: Client, consented: boolean): Promise<void> {
    if (this.spectatorIds.delete(client.sessionId)) {
      this.state.spectators = this.spectatorIds.size;
      this.broadcastPatch();
      return;
    }
    const slot = this.slotOf(client);
    if (!slot) return;
    slot.connected = false;
    this.broadcastPatch();

    if (!consented && this.reconnectSeconds > 0) {
      const reconnection = this.allowReconnection(client, this.reconnectSeconds);
      this.pendingReconnections.set(slot, reconnection);
      try {
        await reconnection;
        // Same session, same seat; colyseus carries the client's StateView over.
        slot.connected = true;
        if (!this.state.seats.some((s) => s.host)) slot.host = true;
        this.broadcastPatch();
        return;
      } catch {
        // window over, or the seat was reclaimed by name meanwhile
      } finally {
        if (this.pendingReconnections.get(slot) === reconnection) this.pendingReconnections.delete(slot);
      }
    }
    if (slot.sessionId === client.sessionId) this.leaveForGood(slot);
  }

  /** Ends a pending reconnection window early (colyseus does not clear its own timer on reject). */
  private cancelReconnection(slot: SeatSlot): void {
    const pending = this.pendingReconnections.get(slot);
    if (!pending) return;
    this.pendingReconnections.delete(slot);
    clearTimeout(this.reservedSeatTimeouts[slot.sessionId]);
    pending.reject?.(new Error("seat reclaimed"));
  }

  private seatClient(slot: SeatSlot, client: Client): void {
    slot.sessionId = client.sessionId;
    slot.connected = true;
    if (!this.state.seats.some((s) => s.host)) slot.host = true;
    const view = client.view!;
    view.add(slot);
    this.views.set(slot, view);
  }

  /** In the lobby the seat opens; during play it stays the player's, disconnected, to be reclaimed by name. */
  private leaveForGood(slot: SeatSlot): void {
    const wasHost = slot.host;
    this.views.delete(slot);
    slot.sessionId = "";
    slot.host = false;
    if (this.state.status === "lobby") {
      slot.kind = "open";
      slot.name = "";
    }
    if (wasHost) {
      const next = this.state.seats.find((s) => s.kind === "human" && s.connected);
      if (next) next.host = true;
    }
    this.broadcastPatch();
  }

  // ---- messages -----------------------------------------------------------

  /** Registers a handler behind the rate limit; any Rejection becomes an `error` to the sender. */
  private handle(type: string, handler: (client: Client, message: unknown) => void | Promise<void>): void {
    this.onMessage(type, (client, message) => this.guard(client, () => handler(client, message)));
  }

  private async guard(client: Client, run: () => void | Promise<void>): Promise<void> {
    try {
      await this.limiter.consume(client.sessionId);
    } catch {
      this.reject(client, new Rejection("rate_limited", "too many messages; slow down"));
      return;
    }
    await this.enqueue(async () => {
      try {
        await run();
      } catch (e) {
        if (e instanceof Rejection) this.reject(client, e);
        else {
          this.log.error({ err: e, code: this.roomId }, "message handler failed");
          this.reject(client, new Rejection("server_error", "the server could not handle that message"));
        }
      }
    });
  }

  /** Runs `task` after every change queued before it; a failing task does not stop the queue. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    const next = this.queue.then(task).catch((e) => this.log.error({ err: e, code: this.roomId }, "queued task failed"));
    this.queue = next;
    return next;
  }

  private reject(client: Client, e: Rejection): void {
    const body: ErrorMessage = { code: e.code, message: e.message };
    client.send(ServerMsg.error, body);
  }

  private hostSlot(client: Client): SeatSlot {
    const slot = this.slotOf(client);
    if (!slot?.host) throw new Rejection("not_host", "only the host may do that");
    if (this.state.status !== "lobby") throw new Rejection("not_in_lobby", "the game has already started");
    return slot;
  }

  private async onStart(client: Client, message: unknown): Promise<void> {
    parse(StartMessage, message);
    this.hostSlot(client);
    const filled = this.state.seats.filter((s) => s.kind !== "open");
    if (filled.length < this.game.minPlayers) {
      throw new Rejection("not_enough_players", `${this.game.name} needs at least ${this.game.minPlayers} players`);
    }
    // The game is set up with the filled seats only, numbered in order.
    const gameState = this.game.setup({ players: filled.length, seed: this.record.seed });
    const seats = filled.map((s) => ({ name: s.name, kind: s.kind === "bot" ? "bot" as const : "human" as const }));
    await this.store("storing the new game", (store) =>
      store.createGame({ code: this.record.code, gameId: this.record.gameId, seed: this.record.seed,
        options: this.record.options, seats, createdAt: Date.now() }));
    this.gameState = gameState;
    for (let i = this.state.seats.length - 1; i >= 0; i--) {
      if (this.state.seats[i].kind === "open") this.state.seats.splice(i, 1);
    }
    this.state.seats.forEach((s, i) => { s.seat = i; });
    this.record.seats = seats;
    this.state.status = "playing";
    this.pushLog(`The game begins with ${this.names().join(", ")}`);
    this.publish();
  }

  private onAddBot(client: Client, message: unknown): void {
    const { seat } = parse(AddBotMessage, message) ?? {};
    this.hostSlot(client);
    const slot = seat === undefined ? this.state.seats.find((s) => s.kind === "open") : this.state.seats[seat];
    if (!slot || slot.kind !== "open") throw new Rejection("no_open_seat", "there is no open seat for a bot there");
    this.makeBot(slot);
    this.broadcastPatch();
  }

  private onRemoveBot(client: Client, message: unknown): void {
    const { seat } = parse(RemoveBotMessage, message);
    this.hostSlot(client);
    const slot = this.state.seats[seat];
    if (!slot || slot.kind !== "bot") throw new Rejection("not_a_bot", "there is no bot in that seat");
    slot.kind = "open";
    slot.name = "";
    this.broadcastPatch();
  }

  private async onAction(client: Client, message: unknown): Promise<void> {
    const action = parse(ActionMessage, message);
    if (this.state.status === "lobby") throw new Rejection("not_started", "the game has not started yet");
    if (this.state.status === "ended") throw new Rejection("game_over", "the game is over");
    const slot = this.slotOf(client);
    if (!slot) throw new Rejection("spectator", "spectators cannot play");
    if (!this.game.awaiting(this.gameState).includes(slot.seat)) {
      throw new Rejection("not_your_turn", "the game is not waiting for you");
    }
    const result = this.game.apply(this.gameState, slot.seat, action);
    if (!result.ok) throw new Rejection(result.error.code, result.error.message);
    await this.persist(slot.seat, action);
    this.commit(slot.seat, action, result.state, result.events);
    this.publish();
  }

  /** Writes an accepted action to the store before anything changes; a failed write rejects the action. */
  private async persist(seat: number, action: unknown): Promise<void> {
    const index = this.record.actions.length;
    await this.store("storing the move", (store) => store.appendAction(this.record.code, index, { seat, action }));
  }

  private async store(what: string, write: (store: GameStore) => Promise<void>): Promise<void> {
    const store = this.settings.store;
    if (!store) return;
    try {
      await write(store);
    } catch (e) {
      this.log.error({ err: e, code: this.roomId }, `store failed: ${what}`);
      throw new Rejection("storage_error", "the server could not save that; nothing changed, try again");
    }
  }

  // ---- play -----------------------------------------------------------------

  /** Takes an accepted action: the new state, the record, the log. `publish` then syncs and sends. */
  private commit(seat: number, action: unknown, next: unknown, events: { type: string }[]): void {
    this.gameState = next;
    this.record.actions.push({ seat, action });
    this.state.moves += 1;
    const names = this.names();
    for (const event of events) this.pushLog(this.describe(event, names));
  }

  private describe(event: { type: string }, names: string[]): string {
    try {
      return this.game.describeEvent(event, names);
    } catch (e) {
      this.log.warn({ err: e, code: this.roomId, event }, "describeEvent failed");
      return event.type;
    }
  }

  /** Applies an action the server chose (bot or timeout); falls back to the timeout default. */
  private async playFor(seat: number, action: unknown, why: string): Promise<void> {
    let r = this.game.apply(this.gameState, seat, action);
    if (!r.ok) {
      this.log.warn({ code: this.roomId, seat, why, error: r.error }, "server-chosen action rejected; playing the timeout default");
      action = this.game.timeoutAction(this.gameState, seat);
      r = this.game.apply(this.gameState, seat, action);
    }
    if (!r.ok) {
      this.log.error({ code: this.roomId, seat, error: r.error }, "timeout action rejected by the engine");
      return;
    }
    await this.persist(seat, action);
    this.commit(seat, action, r.state, r.events);
  }

  /** Syncs the schema from the game, sends the patch at once, then arms bots and the clock. */
  private publish(): void {
    this.sync();
    if (this.state.status === "playing") this.armClock();
    else this.stopTimers();
    this.broadcastPatch();
    this.armBots();
  }

  private sync(): void {
    const game = this.game;
    const state = this.gameState;
    reconcile(this.state.game, publicPart(game.view(state, null)));
    this.state.seats.forEach((slot) => {
      const secret = game.view(state, slot.seat).private;
      reconcile(slot.secret, secret === null || secret === undefined ? {} : typeof secret === "object" ? secret : { value: secret });
      const view = this.views.get(slot);
      if (view) revealTree(view, slot.secret);
    });
    setNumbers(this.state.awaiting, game.awaiting(state));
    const result = game.result(state);
    if (result) {
      this.state.status = "ended";
      setNumbers(this.state.winners, result.winners);
      setNumbers(this.state.scores, result.scores);
      this.state.deadline = 0;
      if (!this.finishedStored) {
        this.finishedStored = true;
        this.settings.store?.finishGame(this.record.code)
          .catch((e) => this.log.error({ err: e, code: this.roomId }, "store failed: marking the game finished"));
        this.log.info({ code: this.roomId, winners: result.winners }, "game over");
      }
    }
  }

  private armBots(): void {
    if (this.botTimer) return;
    const bots = this.awaitedBots();
    if (bots.length === 0) return;
    this.botTimer = this.later(this.settings.botDelayMs, async () => {
      this.botTimer = undefined;
      for (const seat of this.awaitedBots()) {
        let choice: unknown;
        try {
          choice = this.game.bot.choose(this.game.view(this.gameState, seat), seat, this.botRandom);
        } catch (e) {
          this.log.warn({ err: e, code: this.roomId, seat }, "bot failed to choose");
          choice = this.game.timeoutAction(this.gameState, seat);
        }
        await this.playFor(seat, choice, "bot");
      }
      this.publish();
    });
  }

  private awaitedBots(): number[] {
    if (this.state.status !== "playing") return [];
    return this.game.awaiting(this.gameState).filter((seat) => this.state.seats[seat]?.kind === "bot");
  }

  /** Restarts the turn clock whenever the set of awaited seats changes. */
  private armClock(): void {
    if (this.turnSeconds <= 0) return;
    const awaited = this.game.awaiting(this.gameState);
    const key = awaited.join(",");
    if (key === this.awaitedKey) return;
    this.awaitedKey = key;
    clearTimeout(this.turnTimer);
    const ms = this.turnSeconds * 1000;
    this.state.deadline = Date.now() + ms;
    this.turnTimer = this.later(ms, async () => {
      this.turnTimer = undefined;
      this.awaitedKey = "";
      for (const seat of this.game.awaiting(this.gameState)) {
        await this.playFor(seat, this.game.timeoutAction(this.gameState, seat), "clock");
      }
      this.publish();
    });
  }

  /** A timer that takes its turn in the queue; its failure is logged instead of taking the process down. */
  private later(ms: number, run: () => Promise<void>): NodeJS.Timeout {
    return setTimeout(() => {
      void this.enqueue(async () => {
        try {
          await run();
        } catch (e) {
          this.log.error({ err: e, code: this.roomId }, "timer failed");
        }
      });
    }, ms);
  }

  private stopTimers(): void {
    clearTimeout(this.botTimer);
    clearTimeout(this.turnTimer);
    this.botTimer = this.turnTimer = undefined;
  }

  // ---- helpers ----------------------------------------------------------------

  private makeBot(slot: SeatSlot): void {
    slot.kind = "bot";
    slot.name = uniqueName(`Bot ${slot.seat + 1}`, this.takenNames());
    slot.connected = true;
  }

  private slotOf(client: Client): SeatSlot | undefined {
    return this.state.seats.find((s) => s.sessionId === client.sessionId && s.kind === "human");
  }

  private takenNames(): string[] {
    return this.state.seats.filter((s) => s.kind !== "open").map((s) => s.name);
  }

  private names(): string[] {
    return this.state.seats.map((s) => s.name);
  }

  private pushLog(line: string): void {
    this.state.log.push(line);
    while (this.state.log.length > LOG_LINES) this.state.log.shift();
  }

  /** For a later persistence task and for tests: the replayable record (holds the seed: never send it). */
  getRecord(): GameRecord {
    return this.record;
  }
}
