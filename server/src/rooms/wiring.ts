import type { Client } from "colyseus";
import { DEFAULT_BOT_LEVEL, ServerMsg, entryWords, randomFunction, type AnyGame } from "@space/shared";
import type { RoomState } from "@space/shared/schema";
import { roomMetrics, type RoomMetrics } from "../ops/metrics";
import { TurnKeeper } from "../turn-based/keeper";
import { NotifySettings } from "../turn-based/notify-settings";
import { Door } from "./door";
import { Guide } from "./guide";
import { Hints } from "./hints";
import { Journal, type GameRecord } from "./journal";
import type { Lobby } from "./lobby";
import { Messages } from "./messages";
import { Rematch } from "./rematch";
import type { Seats } from "./seats";
import type { RoomSettings } from "./settings";
import { StandIns } from "./stand-ins";
import { Table } from "./table";
import { TaskQueue } from "./task-queue";

/** What only the room has, for the collaborators it holds. */
export interface RoomSide {
  game: AnyGame;
  settings: RoomSettings;
  state: RoomState;
  seats: Seats;
  lobby: Lobby;
  /** A turn-based table (docs/turn-based.md). */
  turnBased: boolean;
  code(): string;
  clients(): Client[];
  /** Sends the state's patch now. */
  patch(): void;
  /** After a change that may leave the room empty or waiting on nobody: its idle watch looks again. */
  idleCheck(): void;
}

/** A room's collaborators once its game is open (docs/server.md, "Rooms"). */
export interface TableParts {
  queue: TaskQueue;
  metrics: RoomMetrics;
  door: Door;
  journal: Journal;
  table: Table;
  standIns: StandIns;
  notify: NotifySettings;
  rematch: Rematch;
  messages: Messages;
  /** The table's turns (clock, notices, what the store keeps of them), made as its game begins or comes back. */
  turnKeeper(players: number, kept: GameRecord["turn"]): TurnKeeper;
}

/**
 * The room's collaborators, each made once what it needs exists, with every dependency named here:
 * the queue, then the door and the journal, the table (which makes its turn keeper as the game
 * begins, and holds a guided game's guide), then those that reach the table: stand-ins, notification settings, rematch, hints, and
 * the messages that reach them all.
 */
export function wireTable(room: RoomSide, record: GameRecord, botSeed: string): TableParts {
  const { game, settings, state, seats } = room;
  const { limits, logger, store, botDelayMs, botPool, botBudgetMs } = settings;
  const queue = new TaskQueue(logger, room.code);
  const metrics = roomMetrics(settings.metrics, game.id);
  const door = new Door(limits.messagesPerSecond, queue, logger, room.code, metrics);
  const journal = new Journal(record, game, store, logger, state.log, state, metrics, (code) => settings.analyses?.after(code));

  const turnKeeper = (players: number, kept: GameRecord["turn"]): TurnKeeper => {
    const options = journal.record.options;
    const keeper = new TurnKeeper({
      code: room.code(), gameId: game.id, gameName: game.name, turnBased: room.turnBased, players, kept,
      lengths: { turnMs: (options.turnSeconds ?? 0) * 1000, bankMs: (options.bankSeconds ?? 0) * 1000 },
      store, sender: settings.sender, now: settings.now, queue, logger,
      seats: () => [...state.seats], awaiting: () => [...state.awaiting], ended: () => state.status === "ended",
      lastEntry: () => journal.lastEntry(), moves: () => journal.moves,
      describe: (entry, words) => entryWords(game, entry, seats.names(), words),
      bankStarts: (seat) => table.bankStarts(seat), runOut: (seat) => table.runOut(seat),
      say: (entry) => {
        journal.say(entry);
        room.patch();
      },
    });
    keeper.siteUrl = settings.siteUrl;
    return keeper;
  };

  const guide = new Guide(record.options.lesson ? game.lesson ?? null : null, state, record.actions);
  const table: Table = new Table(game, state, seats, journal, logger, queue,
    { delayMs: botDelayMs, random: randomFunction(botSeed), pool: botPool, budgetMs: botBudgetMs },
    () => {
      room.patch();
      room.idleCheck();
    },
    (seat, message) => room.clients().find((c) => c.sessionId === state.seats[seat]?.sessionId)?.send(ServerMsg.timedOut, message),
    metrics, (players) => turnKeeper(players, undefined), guide);
  const standIns = new StandIns(limits.standInMs, record.options.botLevel ?? DEFAULT_BOT_LEVEL, queue, journal, () => table.publish());
  const notify = new NotifySettings(room.code, seats, store, settings.sender,
    (seat, any) => table.turns?.channelsChanged(seat, any), () => state.status !== "lobby");
  const rematch = new Rematch({ state, seats, journal, settings, gameId: game.id, clients: room.clients, send: room.patch });
  const hints = new Hints({ game, table, queue, logger, pool: botPool, budgetMs: 2 * botBudgetMs, allowed: () => (journal.record.options.hints ?? false) && !table.guiding });
  const messages = new Messages({
    state, seats, lobby: room.lobby, table, journal, standIns, notify, turnBased: room.turnBased, rematch, hints,
    send: room.patch, started: room.idleCheck,
  });
  return { queue, metrics, door, journal, table, standIns, notify, rematch, messages, turnKeeper };
}
