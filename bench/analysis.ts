/**
 * The turning points' analysis (docs/learning.md, "Turning points"): how long a whole 4-player Space
 * Base game takes on one core (target: 30 s), and whether the hard bot's chance to win is calibrated:
 * over bot games of each game, each player's chance at the start of the last round against what
 * happened, by tenths of chance (target: within 10 points in each tenth that has games).
 * Run: `npm run bench -- analysis` (writes bench/results/analysis-<date>.json).
 */
import fs from "node:fs";
import path from "node:path";
import { games, randomFunction, turningPoints, type AnyGame } from "@space/shared";
import { playBotGame } from "./support/bot-games";

const ITERATIONS = 8;
const GAMES = Number(process.env.ANALYSIS_GAMES ?? 200);

/** A whole game of medium bots, with every state it passed through, and its result. */
function played(game: AnyGame, players: number, seed: string) {
  const { states, moves } = playBotGame(game, players, seed);
  return { actions: moves, states, result: game.result(states[states.length - 1])! };
}

// 1. One whole 4-player Space Base game.
const base = games.base as AnyGame;
const game4 = played(base, 4, "base-4");
const cpu = process.cpuUsage();
const t = performance.now();
turningPoints(base, 4, "base-4", game4.actions, { iterations: ITERATIONS, seed: "analysis" });
const wallMs = performance.now() - t;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
console.log(`Space Base, 4 players, ${game4.actions.length} decisions, ${ITERATIONS} imagined games an estimate: ${(wallMs / 1000).toFixed(1)} s (${(cpuMs / 1000).toFixed(1)} s of CPU)`);

// 2. Calibration, by tenths of the estimated chance.
const calibration: Record<string, { tenth: number; players: number; estimated: number; happened: number }[]> = {};
for (const game of Object.values(games) as AnyGame[]) {
  const hard = game.bots?.hard;
  if (!hard?.chance || !game.story) continue;
  const bins = Array.from({ length: 10 }, () => ({ n: 0, estimated: 0, happened: 0 }));
  const rng = randomFunction(`calibration:${game.id}`);
  for (let g = 0; g < GAMES; g++) {
    const players = 2 + (g % 3);
    const { states, result } = played(game, players, `cal-${g}`);
    const last = game.story.round(states[states.length - 1]);
    const at = states.find((s) => game.story!.round(s) === last && !game.result(s));
    if (!at) continue;
    for (let seat = 0; seat < players; seat++) {
      const chance = hard.chance(game.view(at, seat), seat, rng, { iterations: ITERATIONS });
      const happened = result.winners.includes(seat) ? 1 / result.winners.length : 0;
      const bin = bins[Math.min(9, Math.floor(chance * 10))];
      bin.n += 1;
      bin.estimated += chance;
      bin.happened += happened;
    }
  }
  calibration[game.id] = bins.flatMap((b, tenth) => b.n === 0 ? [] : [{
    tenth, players: b.n, estimated: +(b.estimated / b.n).toFixed(3), happened: +(b.happened / b.n).toFixed(3),
  }]);
  console.log(`\n${game.name}: ${GAMES} games, each player's chance at the start of the last round`);
  console.log("tenth   players  estimated  happened  gap");
  for (const row of calibration[game.id]) {
    const gap = Math.abs(row.estimated - row.happened) * 100;
    console.log(`${(row.tenth / 10).toFixed(1)}-${((row.tenth + 1) / 10).toFixed(1)}  ${String(row.players).padStart(7)}  ${(row.estimated * 100).toFixed(1).padStart(8)}%  ${(row.happened * 100).toFixed(1).padStart(7)}%  ${gap.toFixed(1)} points`);
  }
}

const out = path.resolve(__dirname, "../../results", `analysis-${new Date().toISOString().slice(0, 10)}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ iterations: ITERATIONS, base4: { decisions: game4.actions.length, wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs) }, games: GAMES, calibration }, null, 2) + "\n");
console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
