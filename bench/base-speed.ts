/** Rough speed of Space Base: random legal games per second. Build with tsc, then run with node. */
import { randomFunction } from "@space/shared";
import { base } from "@space/shared/base";
import { functionalSet } from "@space/shared/base";

const t0 = Date.now();
let steps = 0;
let fTime = 0;
let vTime = 0;
let aTime = 0;
for (let g = 0; g < 20; g++) {
  const rnd = randomFunction(`b${g}`);
  let s = base.setup({ players: 2 + (g % 3), seed: `b${g}` });
  while (!base.result(s)) {
    const seat = base.awaiting(s)[0];
    let t = Date.now();
    const legal = base.legalActions(s, seat);
    vTime += Date.now() - t;
    const moves = legal.filter((a) => a.type !== "pass");
    const pool = moves.length > 0 && rnd() < 0.8 ? moves : legal;
    t = Date.now();
    const r = base.apply(s, seat, pool[Math.floor(rnd() * pool.length)]);
    aTime += Date.now() - t;
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    t = Date.now();
    functionalSet(s.sites);
    fTime += Date.now() - t;
    steps++;
  }
}
console.log({ ms: Date.now() - t0, steps, legalMs: vTime, applyMs: aTime, functionalMs: fTime });
