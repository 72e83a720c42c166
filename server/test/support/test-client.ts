import { Client, type Room } from "colyseus.js";

/**
 * A colyseus.js client whose rooms take every message type, as the page does: a test reads the
 * messages it registers for, and the others (`seat`, `notifyState`, `chatLine`...) pass without
 * colyseus.js's "onMessage() not registered" warning, which buried the tests' own output.
 */
export class TestClient extends Client {
  protected createRoom<T>(roomName: string, rootSchema?: never): Room<T> {
    const room = super.createRoom<T>(roomName, rootSchema);
    room.onMessage("*", () => undefined);
    return room;
  }
}
