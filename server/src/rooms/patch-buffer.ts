import { Encoder } from "@colyseus/schema";
import type { AnyGame } from "@space/shared";

/**
 * The size of a room's two encode buffers (its patches' and its full state's), per game. Colyseus
 * grows its buffer when a patch overflows it, but a patch that overflows while a seat's StateView is
 * encoded reaches the clients corrupted (server/test/hidden.test.ts "bighand"), so a room starts with
 * a buffer its largest state fits in: at least twice the largest measured (twenty 4-byte letters per
 * name, the LOG_LINES longest log lines of whole games at the most seats; server/test/rooms/patch-buffer.test.ts:
 * Zoo 10.5 KB, Base 21.4 KB, Cheeses 57.8 KB). One size for all (256 KB) held 512 KB of array buffers per room.
 */
const BYTES: Record<string, number> = { zoo: 24 * 1024, base: 48 * 1024, cheeses: 128 * 1024 };
const ANY_GAME = 256 * 1024;

export function patchBufferBytes(game: AnyGame): number {
  return BYTES[game.id] ?? ANY_GAME;
}

/** Colyseus reads `Encoder.BUFFER_SIZE` when it attaches a room's state, right after the room is built. */
export function sizePatchBuffers(game: AnyGame): void {
  Encoder.BUFFER_SIZE = patchBufferBytes(game);
}
