import { matchMaker, type Client } from "colyseus";
import { RematchMessage, RematchStartMessage, ServerMsg, note, type RematchReadyMessage } from "@space/shared";
import type { RoomState, SeatSlot } from "@space/shared/schema";
import type { Journal } from "./journal";
import { parse } from "./messages";
import { rematchOptions } from "./options";
import { Rejection } from "./rejection";
import { planRematch } from "./rematch-plan";
import type { Seats } from "./seats";
import type { RoomSettings } from "./settings";

/** What "play again" reaches of the finished room. */
export interface RematchDesk {
  state: RoomState;
  seats: Seats;
  journal: Journal;
  settings: RoomSettings;
  gameId: string;
  clients(): Client[];
  /** The patch to everyone. */
  send(): void;
}

/**
 * "Play again" at the end of a game (docs/server.md, "Rematch"): each player answers, everyone sees
 * the answers; the host opens the new table (rematch-plan.ts), and each player who accepted gets
 * the new code with a one-use ticket to their seat there, which only they see.
 */
export class Rematch {
  /** Each accepter's ticket by old seat, once the new table is open: sent again if they come back. */
  private tickets = new Map<number, string>();

  constructor(private desk: RematchDesk) {}

  /** A seated player accepts or declines; one log line each time the answer changes. */
  answer(client: Client, message: unknown): void {
    const { accept } = parse(RematchMessage, message);
    const slot = this.desk.seats.slotOf(client);
    if (!slot) throw new Rejection("spectator", "only a player at the table can answer “Play again”");
    this.ended();
    this.notOpened();
    const answer = accept ? "yes" : "no";
    if (slot.rematch === answer) return;
    slot.rematch = answer;
    this.desk.journal.say(note(accept ? "notes.rematchYes" : "notes.rematchNo", { seat: slot.seat }));
    this.desk.send();
  }

  /** The host, who accepted, opens the new table; `bots`: bots for those who declined or did not answer. */
  async start(client: Client, message: unknown): Promise<void> {
    const { bots } = parse(RematchStartMessage, message);
    const host = this.desk.seats.slotOf(client);
    if (!host?.host) throw new Rejection("not_host", "only the host may open the new table");
    this.ended();
    this.notOpened();
    if (host.rematch !== "yes") throw new Rejection("not_accepted", "choose “Play again” yourself before you open the new table");
    const { state, journal, settings } = this.desk;
    const { plan, tickets } = planRematch(state.code, [...state.seats], journal.record.options, bots);
    let code: string;
    try {
      // Here, not on another process: the key that opens it is this process's own.
      code = (await matchMaker.handleCreateRoom(this.desk.gameId, rematchOptions(settings, plan))).roomId;
    } catch (e) {
      settings.logger.warn({ err: e, code: state.code }, "rematch table not opened");
      throw new Rejection("rematch_failed", `the new table could not open: ${e instanceof Error ? e.message : String(e)}`);
    }
    this.tickets = tickets;
    state.rematchCode = code;
    journal.say(note("notes.rematchOpened", { seat: host.seat, code }));
    settings.logger.info({ code: state.code, rematch: code, accepted: tickets.size, bots }, "rematch opened");
    this.desk.send();
    for (const slot of state.seats) {
      const owner = this.desk.clients().find((c) => c.sessionId === slot.sessionId);
      if (owner && slot.kind === "human") this.tell(slot, owner);
    }
  }

  /** A seat's owner came back to the finished room: their ticket to the new table, if they have one. */
  welcome(slot: SeatSlot, client: Client): void {
    this.tell(slot, client);
  }

  private tell(slot: SeatSlot, client: Client): void {
    const ticket = this.tickets.get(slot.seat);
    if (!ticket) return;
    const ready: RematchReadyMessage = { code: this.desk.state.rematchCode, ticket };
    client.send(ServerMsg.rematchReady, ready);
  }

  private ended(): void {
    if (this.desk.state.status !== "ended") throw new Rejection("not_ended", "“Play again” opens once the game is over");
  }

  private notOpened(): void {
    const code = this.desk.state.rematchCode;
    if (code) throw new Rejection("rematch_opened", `the new table is already open: join it with the code ${code}`, { code });
  }
}
