import { RoomView } from "./room-view";
import type { Client } from "colyseus";
import type { AnyGame } from "@space/shared";

/**
 * What a game's encode buffer must hold: at least twice its largest measured state (twenty 4-byte
 * letters per name, the LOG_LINES longest log lines of whole games at the most seats;
 * server/test/rooms/patch-buffer.test.ts: Zoo 10.6 KB, Base 23.4 KB, Cheeses 63.2 KB). Colyseus
 * grows a buffer a patch overflows, but a patch that overflows while a seat's StateView is encoded
 * reaches the clients corrupted (server/test/hidden.test.ts "bighand").
 */
const BYTES: Record<string, number> = { zoo: 24 * 1024, base: 48 * 1024, cheeses: 128 * 1024 };
const ANY_GAME = 256 * 1024;

export function patchBufferBytes(game: AnyGame): number {
  return BYTES[game.id] ?? ANY_GAME;
}

/** The part of Colyseus's `SchemaSerializer` a room's encoding goes through. */
interface RoomSerializer {
  hasFilters: boolean;
  encoder: { sharedBuffer: Buffer };
  fullEncodeBuffer: Buffer;
  needFullEncode: boolean;
  /** Patches already encoded for a view, by view, during one `applyPatches`. */
  encodedViews: Pick<Map<unknown, Buffer>, "get" | "set" | "clear">;
  getFullState(client?: Client): Buffer;
  applyPatches(clients: Client[], state?: unknown): boolean;
}

/**
 * Colyseus encodes a view once for the clients that share it; here every client has a view of its own,
 * so the cache never hits, and clearing it after every patch gave the room a new Map table that lived
 * until its next patch (outliving a scavenge; docs/results-log.md, "One core, one collector").
 */
const NO_SHARED_VIEWS: RoomSerializer["encodedViews"] = { get: () => undefined, set() { return this as never; }, clear() {} };

const SHARED_BYTES = Math.max(ANY_GAME, ...Object.values(BYTES));
let shared: { patch: Buffer; full: Buffer } | null = null;

/**
 * Every room of the process encodes into the same two buffers, instead of two of its own (48-256 KB
 * a room). Safe because a room encodes synchronously and every client has a StateView, so what
 * reaches a socket is always a copy (Colyseus's `Buffer.concat` of the shared part and the view's):
 * a client without a view gets an empty one (it sees the same: a view only adds `@view` fields), and
 * the full state sent on a join is encoded anew rather than taken from a cache another room's
 * encoding may have overwritten.
 */
export function shareEncodeBuffers(room: object): void {
  // Colyseus keeps a room's serializer in a field its types mark private.
  const serializer = (room as { _serializer: RoomSerializer })._serializer;
  if (!serializer.hasFilters) throw new Error("shared encode buffers need a state with @view fields (every send is then a copy)");
  shared ??= { patch: Buffer.allocUnsafe(SHARED_BYTES), full: Buffer.allocUnsafe(SHARED_BYTES) };
  serializer.encoder.sharedBuffer = shared.patch;
  // Its first byte is the message type Colyseus wrote once (ROOM_STATE), the same for every room.
  shared.full[0] = serializer.fullEncodeBuffer[0];
  serializer.fullEncodeBuffer = shared.full;
  serializer.encodedViews = NO_SHARED_VIEWS;
  const getFullState = serializer.getFullState.bind(serializer);
  serializer.getFullState = (client) => {
    if (client) client.view ??= new RoomView();
    serializer.needFullEncode = true;
    const state = getFullState(client);
    return client ? state : Buffer.from(state);
  };
  const applyPatches = serializer.applyPatches.bind(serializer);
  serializer.applyPatches = (clients, state) => {
    for (const client of clients) client.view ??= new RoomView();
    return applyPatches(clients, state);
  };
}
