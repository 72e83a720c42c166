/**
 * How long a hint takes (docs/learning.md, "Hints"; target: 1 s at p95): the hard bot's ranking of
 * the asker's moves at the server's hint budget (twice BOT_BUDGET_MS's default, 600 ms), from the
 * asker's view, at decisions met in seeded bot games of each game, one after the other on one core.
 * Run: `npm run bench -- hint-time` (writes bench/results/hint-time-<date>.json).
 */
import fs from "node:fs";
import path from "node:path";
import { games, randomFunction, type AnyGame, type SeatView } from "@space/shared";

const BUDGET_MS = 600;
const DECISIONS = 30;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

/** Every `every`-th decision with more than one legal move, of seeded medium-bot games, until `n` are met. */
function decisions(game: AnyGame, n: number, every: number): { view: SeatView<unknown>; seat: number }[] {
  const out: { view: SeatView<unknown>; seat: number }[] = [];
  for (let g = 0; out.length < n; g++) {
    const rng = randomFunction(`hint-time:${game.id}:${g}`);
    let state = game.setup({ players: 3, seed: `hint-time:${g}` });
    for (let step = 0; !game.result(state) && out.length < n; step++) {
      const seat = game.awaiting(state)[0];
      const view = game.view(state, seat);
      if (step % every === 0 && game.legalActions(state, seat).length > 1) out.push({ view, seat });
      const r = game.apply(state, seat, game.bot.choose(view, seat, rng));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
  }
  return out;
}

const report: Record<string, { p50: number; p95: number; max: number; choices: number }> = {};
for (const game of Object.values(games) as AnyGame[]) {
  const rank = game.bots?.hard.rank;
  if (!rank) continue;
  const times: number[] = [];
  let choices = 0;
  for (const { view, seat } of decisions(game, DECISIONS, 7)) {
    const t = performance.now();
    choices += rank(view, seat, randomFunction(`hint:${seat}`), { budgetMs: BUDGET_MS }).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  report[game.id] = { p50: +quantile(times, 0.5).toFixed(1), p95: +quantile(times, 0.95).toFixed(1), max: +times[times.length - 1].toFixed(1), choices: +(choices / times.length).toFixed(1) };
  console.log(`${game.name}: ${times.length} hints at ${BUDGET_MS} ms, p50 ${report[game.id].p50} ms, p95 ${report[game.id].p95} ms, max ${report[game.id].max} ms, ${report[game.id].choices} moves weighed on average`);
}
const out = path.resolve(__dirname, "../../results", `hint-time-${new Date().toISOString().slice(0, 10)}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ budgetMs: BUDGET_MS, decisions: DECISIONS, report }, null, 2) + "\n");
console.log(`written to ${path.relative(process.cwd(), out)}`);
