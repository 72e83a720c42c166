/**
 * What a patch costs: for each game, a 3-player bot game is reconciled into the room's schema after
 * every accepted action, and the patch's bytes are compared with a full encode of the same state.
 * Prints medians and the ratio. Run: npm run bench -- patch
 */
import { Encoder } from "@colyseus/schema";
import { games, randomFunction, type AnyGame } from "@space/shared";
import { RoomState, SeatSlot, project } from "@space/shared/schema";

Encoder.BUFFER_SIZE = 256 * 1024;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function measure(game: AnyGame): { actions: number; patch: number; full: number; p90: number; mean: number } {
  let state = game.setup({ players: 3, seed: `patch-${game.id}` });
  const room = new RoomState();
  for (let i = 0; i < 3; i++) room.seats.push(new SeatSlot().assign({ seat: i }));
  const sync = () => project(room, game, state);
  sync();
  const encoder = new Encoder(room);
  encoder.encodeAll();
  encoder.discardChanges();
  const rng = randomFunction(`patch-${game.id}`);
  const patches: number[] = [];
  const fulls: number[] = [];
  while (!game.result(state)) {
    const seat = game.awaiting(state)[0];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    sync();
    patches.push(encoder.encode().length);
    encoder.discardChanges();
    if (patches.length % 10 === 0) fulls.push(encoder.encodeAll().length);
  }
  const p90 = [...patches].sort((a, b) => a - b)[Math.floor(patches.length * 0.9)];
  const mean = patches.reduce((a, b) => a + b, 0) / patches.length;
  return { actions: patches.length, patch: median(patches), full: median(fulls), p90, mean };
}

for (const game of Object.values(games) as AnyGame[]) {
  const m = measure(game);
  console.log(`${game.id.padEnd(8)} ${String(m.actions).padStart(5)} actions  median patch ${m.patch} B (p90 ${m.p90} B, mean ${m.mean.toFixed(1)} B)  `
    + `median full state ${m.full} B  full/patch ${(m.full / m.patch).toFixed(1)}x`);
}
