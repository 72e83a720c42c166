/** Many random legal games with invariant checks; prints a summary. Build with tsc, run with node. */
import { randomFunction } from "@space/shared";
import { publicPart } from "@space/shared";
import { base } from "@space/shared/base";
import { key } from "@space/shared/base";

const games = Number(process.argv[2] ?? 200);
const t0 = Date.now();
let steps = 0;
for (let g = 0; g < games; g++) {
  const players = 2 + (g % 3);
  const rnd = randomFunction(`fuzz${g}`);
  let s = base.setup({ players, seed: `fuzz${g}` });
  while (!base.result(s)) {
    const seat = base.awaiting(s)[0];
    const legal = base.legalActions(s, seat);
    const inView = base.legalActionsInView(base.view(s, seat), seat);
    if (JSON.stringify(legal) !== JSON.stringify(inView)) throw new Error(`legal lists differ in game ${g}`);
    const moves = legal.filter((a) => a.type !== "pass");
    const pool = moves.length > 0 && rnd() < 0.7 ? moves : legal;
    const r = base.apply(s, seat, pool[Math.floor(rnd() * pool.length)]);
    if (!r.ok) throw new Error(`game ${g}: ${r.error.message}`);
    s = r.state;
    steps++;
    if (s.credits.some((c) => c < 0)) throw new Error("negative credits");
    if (new Set(s.sites.map(key)).size !== s.sites.length) throw new Error("two sites on a space");
    const cards = s.deck.length + s.hands.reduce((n, h) => n + h.length, 0) + s.sites.length + s.discard.length;
    if (cards !== 115 + s.sites.filter((t) => t.card === "outpost").length) throw new Error("cards lost");
    const pub = JSON.stringify(publicPart(base.view(s, null)));
    for (let p = 0; p < players; p++) if (JSON.stringify(publicPart(base.view(s, p))) !== pub) throw new Error("views differ");
  }
}
console.log({ games, steps, ms: Date.now() - t0 });
