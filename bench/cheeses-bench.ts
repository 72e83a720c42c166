/**
 * Times 30 random Space Colony Cheeses games (half bot, half random legal moves). Run from the repo root:
 *   npx tsc --outDir /tmp/cb --module commonjs --target ES2022 --strict --esModuleInterop --skipLibCheck --types node bench/cheeses-bench.ts
 *   NODE_PATH=node_modules node /tmp/cb/bench/cheeses-bench.js
 */
import { cheeses } from "@space/shared/cheeses";
import { randomFunction } from "@space/shared";

const t0 = Date.now();
let actions = 0;
for (const players of [2, 3, 4]) {
  for (let g = 0; g < 10; g++) {
    const rand = randomFunction(`bench-${players}-${g}`);
    let s = cheeses.setup({ players, seed: `bench-${players}-${g}` });
    while (cheeses.result(s) === null) {
      const seat = cheeses.awaiting(s)[0];
      const legal = cheeses.legalActions(s, seat);
      const r = cheeses.apply(s, seat, rand() < 0.5 ? cheeses.bot.choose(cheeses.view(s, seat), seat, rand) : legal[Math.floor(rand() * legal.length)]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      actions++;
    }
  }
}
console.log(`${actions} actions in ${Date.now() - t0} ms`);
