/**
 * How fast the Space Zoo engine plays whole games with bots.
 * Run: npx tsc --outDir /tmp/zoo-bench --module commonjs --target es2022 --strict --esModuleInterop --skipLibCheck bench/zoo-speed.ts
 *      && NODE_PATH=node_modules node /tmp/zoo-bench/bench/zoo-speed.js
 */
import { zoo } from "@space/shared/zoo";
import { randomFunction } from "@space/shared";

const GAMES = 300;
const start = Date.now();
let steps = 0;
let turns = 0;
let capped = 0;
for (let g = 0; g < GAMES; g++) {
  const players = 2 + (g % 3);
  const rnd = randomFunction(`bench-${g}`);
  let state = zoo.setup({ players, seed: `bench-${g}` });
  while (!zoo.result(state)) {
    const seat = zoo.awaiting(state)[0];
    const r = zoo.apply(state, seat, zoo.bot.choose(zoo.view(state, seat), seat, rnd));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    steps++;
  }
  turns += state.turn;
  if (Math.max(...zoo.result(state)!.scores) < 10) capped++;
}
const ms = Date.now() - start;
console.log(`${GAMES} bot games: ${ms} ms, ${steps} moves (${(ms * 1000 / steps).toFixed(0)} µs/move), ` +
  `${(turns / GAMES).toFixed(1)} turns/game, ${capped} ended by the turn cap`);
