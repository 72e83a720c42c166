import { Client, type Room } from "colyseus.js";

/**
 * A colyseus.js client whose rooms accept every message type from their first moment: the server
 * sends `seat` right after the join, before `create` resolves, and colyseus.js warns about each
 * message it has no handler for.
 */
export class BenchClient extends Client {
  protected createRoom<T>(roomName: string, rootSchema?: Parameters<Client["consumeSeatReservation"]>[1]): Room<T> {
    const room = super.createRoom(roomName, rootSchema) as Room<T>;
    room.onMessage("*", () => undefined);
    return room;
  }
}
