import type { Client } from "colyseus";
import type { SeatBotLevel } from "@space/shared";
import type { RoomState, SeatSlot } from "@space/shared/schema";
import { Rejection } from "./rejection";
import type { Seats } from "./seats";

/** The host's lobby controls: the host is a seat (host powers follow it), and only before the start. */
export class Lobby {
  constructor(private state: RoomState, private seats: Seats) {}

  /** The sender's seat, when it is the host's and the game has not started; else a Rejection. */
  host(client: Client): SeatSlot {
    const slot = this.seats.slotOf(client);
    if (!slot?.host) throw new Rejection("not_host", "only the host may do that");
    if (this.state.status !== "lobby") throw new Rejection("not_in_lobby", "the game has already started");
    return slot;
  }

  addBot(seat: number | undefined, level: SeatBotLevel): void {
    const slot = seat === undefined ? this.state.seats.find((s) => s.kind === "open") : this.state.seats[seat];
    if (!slot || slot.kind !== "open") throw new Rejection("no_open_seat", "there is no open seat for a bot there");
    this.seats.makeBot(slot, level);
  }

  removeBot(seat: number): void {
    const slot = this.state.seats[seat];
    if (!slot || slot.kind !== "bot") throw new Rejection("not_a_bot", "there is no bot in that seat");
    slot.kind = "open";
    slot.name = "";
    slot.level = "";
  }
}
