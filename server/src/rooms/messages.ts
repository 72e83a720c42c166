import type { Client } from "colyseus";
import type { z } from "zod";
import {
  ActionMessage, AddBotMessage, MoreTimeMessage, DEFAULT_BOT_LEVEL, LOG_PAGE, LogRequest, Msg, RemoveBotMessage, ServerMsg, StandInMessage, StartMessage,
  DeviceLinkRequest, HintRequest, LessonMessage, TIMEOUTS_BEFORE_VOTE, VisibleMessage, type DeviceLinkMessage, type LogLinesMessage,
} from "@space/shared";
import type { NotifySettings } from "../turn-based/notify-settings";
import type { RoomState } from "@space/shared/schema";
import type { Journal } from "./journal";
import type { Hints } from "./hints";
import type { Lobby } from "./lobby";
import type { Rematch } from "./rematch";
import { Rejection } from "./rejection";
import type { Seats } from "./seats";
import type { StandIns } from "./stand-ins";
import type { Table } from "./table";

export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw Rejection.malformed(r.error);
  return r.data;
}

/** The collaborators a message may reach, and the patch to send after a lobby change. */
export interface Desk {
  state: RoomState;
  seats: Seats;
  lobby: Lobby;
  table: Table;
  journal: Journal;
  standIns: StandIns;
  notify: NotifySettings;
  rematch: Rematch;
  hints: Hints;
  /** A turn-based table: a bot is voted in only after two timeouts in a row. */
  turnBased: boolean;
  send(): void;
  started(): void;
}

/**
 * What each client message does (docs/server.md, "Messages and errors"): every one is parsed with
 * its schema first; any refusal is a Rejection, which the door sends back to its sender only.
 */
export class Messages {
  constructor(private desk: Desk) {}

  /** Each message type with its handler, for the room to register behind its door. */
  handlers(): [string, (client: Client, message: unknown) => void | Promise<void>][] {
    return [
      [Msg.start, (c, m) => this.start(c, m)],
      [Msg.addBot, (c, m) => this.addBot(c, m)],
      [Msg.removeBot, (c, m) => this.removeBot(c, m)],
      [Msg.action, (c, m) => this.action(c, m)],
      [Msg.log, (c, m) => this.log(c, m)],
      [Msg.standIn, (c, m) => this.standIn(c, m)],
      [Msg.deviceLink, (c, m) => this.deviceLink(c, m)],
      [Msg.notify, (c, m) => this.desk.notify.set(c, m)],
      [Msg.visible, (c, m) => this.visible(c, m)],
      [Msg.rematch, (c, m) => this.desk.rematch.answer(c, m)],
      [Msg.rematchStart, (c, m) => this.desk.rematch.start(c, m)],
      [Msg.moreTime, (c, m) => this.moreTime(c, m)],
      [Msg.hint, (c, m) => this.hint(c, m)],
      [Msg.lesson, (c, m) => this.lesson(c, m)],
    ];
  }

  async start(client: Client, message: unknown): Promise<void> {
    parse(StartMessage, message);
    this.desk.lobby.host(client);
    await this.begin();
  }

  /** The game begins (the host's start, or a guided game's learner sitting down). */
  async begin(): Promise<void> {
    await this.desk.table.begin();
    await this.desk.notify.gameStarted();
    this.desk.started();
  }

  addBot(client: Client, message: unknown): void {
    const { seat, level } = parse(AddBotMessage, message) ?? {};
    this.desk.lobby.host(client);
    this.desk.lobby.addBot(seat, level ?? this.desk.journal.record.options.botLevel ?? DEFAULT_BOT_LEVEL);
    this.desk.send();
  }

  removeBot(client: Client, message: unknown): void {
    const { seat } = parse(RemoveBotMessage, message);
    this.desk.lobby.host(client);
    this.desk.lobby.removeBot(seat);
    this.desk.send();
  }

  async action(client: Client, message: unknown): Promise<void> {
    const action = parse(ActionMessage, message);
    const slot = this.desk.seats.slotOf(client);
    if (!slot && this.desk.state.status === "playing") throw new Rejection("spectator", "spectators cannot play");
    await this.desk.table.act(slot?.seat ?? -1, action);
  }

  /** The host gives a player more time on every move, or no clock, before the start or during play (WCAG 2.2.1). */
  async moreTime(client: Client, message: unknown): Promise<void> {
    const { seat, times } = parse(MoreTimeMessage, message);
    if (!this.desk.seats.slotOf(client)?.host) throw new Rejection("not_host", "only the host may do that");
    await this.desk.table.moreTime(seat, times);
    this.desk.send();
  }

  /** A player asks what a strong player would do now: answered to them alone, said in the log (hints.ts). */
  hint(client: Client, message: unknown): void {
    parse(HintRequest, message);
    const slot = this.desk.seats.slotOf(client);
    if (!slot) throw new Rejection("spectator", "only a seated player can do that");
    this.desk.hints.ask(client, slot.seat);
  }

  /** The learner at a guided game: "Show me" makes the step's move for them; "stop" leaves the guide (guide.ts). */
  async lesson(client: Client, message: unknown): Promise<void> {
    const { do: what } = parse(LessonMessage, message);
    const slot = this.desk.seats.slotOf(client);
    if (!slot) throw new Rejection("spectator", "only a seated player can do that");
    if (what === "skip") await this.desk.table.showMe(slot.seat);
    else this.desk.table.leaveGuide(slot.seat);
  }

  /** A player asks a bot to play now for a seat whose player is gone for good (the host's ask, or everyone's). */
  standIn(client: Client, message: unknown): void {
    const { seat, level } = parse(StandInMessage, message);
    const { seats, state } = this.desk;
    const voter = seats.slotOf(client);
    if (!voter) throw new Rejection("spectator", "only players may ask for a bot");
    if (state.status !== "playing") throw new Rejection("not_playing", "a bot can stand in only during a game");
    const slot = state.seats[seat];
    if (!slot || slot.kind !== "human" || slot.connected) throw new Rejection("not_away", "that seat's player is not away");
    // Within the reconnection window the seat is still held for its session: a network blip is not leaving.
    if (slot.sessionId) throw new Rejection("not_away", `${slot.name} may still come back: wait for their reconnection window to end`);
    if (slot.standIn) throw new Rejection("already_asked", `a bot already plays for ${slot.name}`);
    if (this.desk.turnBased && slot.timeouts < TIMEOUTS_BEFORE_VOTE) {
      throw new Rejection("not_away", `at a turn-based table a bot may play for ${slot.name} only after their time ran out ${TIMEOUTS_BEFORE_VOTE} times in a row`);
    }
    this.desk.standIns.ask(slot, voter, [...state.seats], level);
    this.desk.send();
  }

  /** The seat's owner asks for a one-use ticket that moves the seat to another device (only it receives it). */
  deviceLink(client: Client, message: unknown): void {
    parse(DeviceLinkRequest, message);
    const slot = this.desk.seats.slotOf(client);
    if (!slot) throw new Rejection("spectator", "only a seated player can move their seat to another device");
    const answer: DeviceLinkMessage = { code: this.desk.state.code, ...this.desk.seats.ticket(slot) };
    client.send(ServerMsg.deviceLink, answer);
  }

  /** The seat owner's page came into view or left it: nothing is sent to a player who is looking. */
  visible(client: Client, message: unknown): void {
    const { visible } = parse(VisibleMessage, message);
    const slot = this.desk.seats.slotOf(client);
    if (slot) this.desk.table.turns?.look(slot.seat, visible);
  }

  /** Earlier log lines for a client that scrolls back (anyone in the room: the log is public). */
  log(client: Client, message: unknown): void {
    const { before } = parse(LogRequest, message);
    const page: LogLinesMessage = this.desk.journal.linesBefore(before, LOG_PAGE);
    client.send(ServerMsg.logLines, page);
  }
}
