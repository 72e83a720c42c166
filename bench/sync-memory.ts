/**
 * What a room's synced state costs in the server's heap: for each game, a 4-player bot game is played to
 * a few points, and at each 200 copies of the room's schema state (the public view and every seat's
 * secret, with the Encoder a room keeps) are built; the heap they hold, after a full collection, is
 * divided by 200. Also counts the entries of one copy's public view and secrets.
 * Run: npm run bench -- memory   (JSON: MEMORY_JSON=file.json npm run bench -- memory)
 */
import { writeFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Encoder } from "@colyseus/schema";
import { games, randomFunction, type AnyGame } from "@space/shared";
import { RoomState, SeatSlot, project, type AnyNode } from "@space/shared/schema";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
Encoder.BUFFER_SIZE = 256 * 1024;

const COPIES = 200;
const AT_MOVES = [20, 60, 120];

const entriesOf = (node: AnyNode) => node.entries.size;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

function measure(game: AnyGame, state: unknown) {
  const rooms: RoomState[] = [];
  const encoders: Encoder[] = [];
  const before = heapUsed();
  for (let k = 0; k < COPIES; k++) {
    const room = new RoomState();
    for (let seat = 0; seat < 4; seat++) room.seats.push(new SeatSlot().assign({ seat }));
    project(room, game, state);
    const encoder = new Encoder(room);
    encoder.encodeAll();
    encoder.discardChanges();
    rooms.push(room);
    encoders.push(encoder);
  }
  const kib = (heapUsed() - before) / COPIES / 1024;
  let entries = entriesOf(rooms[0].game);
  for (const slot of rooms[0].seats) entries += entriesOf(slot.secret);
  return { kib, entries, held: rooms.length + encoders.length };
}

const out: Record<string, unknown[]> = {};
for (const game of Object.values(games) as AnyGame[]) {
  let state = game.setup({ players: 4, seed: `memory-${game.id}` });
  const rng = randomFunction(`memory-${game.id}`);
  let moves = 0;
  out[game.id] = [];
  for (const at of AT_MOVES) {
    while (moves < at && !game.result(state)) {
      const seat = game.awaiting(state)[0];
      const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      moves++;
    }
    const m = measure(game, state);
    out[game.id].push({ moves, heapKiBPerRoom: Number(m.kib.toFixed(1)), entries: m.entries });
    console.log(`${game.id.padEnd(8)} after ${String(moves).padStart(3)} moves: ${m.kib.toFixed(1).padStart(7)} KiB of heap a room  `
      + `(${m.entries} entries)`);
  }
}
if (process.env.MEMORY_JSON) writeFileSync(process.env.MEMORY_JSON, JSON.stringify(out, null, 2));
