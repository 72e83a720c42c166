/**
 * What a Space Base state holds in the heap with what the engine keeps for its board (grid,
 * neighbours, functional status, board view; shared/src/games/base/cache/README.md): 100 four-player bot
 * games are played to move 200, each state's public view and secrets made as a room makes them, and
 * the heap the 100 states hold, after a full collection, is divided by 100; then the same for a
 * plain copy of each state (which keeps nothing). Each game ends its own job (a `setImmediate`), as
 * a room's message does. Run: npm run bench -- base-kept
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { games, randomFunction, type AnyGame } from "@space/shared";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const GAMES = 100;
const MOVES = 200;
const PLAYERS = 4;

function heapUsed(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const nextJob = () => new Promise((resolve) => setImmediate(resolve));

async function main() {
  const base = games.base as AnyGame;
  const held: unknown[] = [];
  const empty = heapUsed();
  for (let g = 0; g < GAMES; g++) {
    const seed = `base-kept-${g}`;
    const rng = randomFunction(seed);
    let state = base.setup({ players: PLAYERS, seed });
    for (let move = 0; move < MOVES && !base.result(state); move++) {
      const seat = base.awaiting(state)[0];
      const r = base.apply(state, seat, base.bot.choose(base.view(state, seat), seat, rng));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      base.view(state, null);
      for (let s = 0; s < PLAYERS; s++) base.secret?.(state, s);
    }
    held.push(state);
    await nextJob();
  }
  const kept = heapUsed();
  const copies = held.map((s) => structuredClone(s));
  const copied = heapUsed();
  console.log(`space base at move ${MOVES}: ${((kept - empty) / GAMES / 1024).toFixed(1)} KiB a state with what is kept for it, `
    + `${((copied - kept) / GAMES / 1024).toFixed(1)} KiB a plain copy (${copies.length} states)`);
}

void main();
