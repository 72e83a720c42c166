/**
 * The turning points' analysis (docs/learning.md, "Turning points"): how long a whole 4-player game
 * takes on one core (target for Space Base: 30 s), and whether the hard bot's chance to win is
 * calibrated: over bot games of each game, each player's chance at the start of the last round
 * against what happened (target: within 10 points in each decile, docs/balance.md).
 * Run: `npm run bench -- analysis` (writes bench/results/analysis-<date>.json). Settings:
 * ANALYSIS_GAMES (games of each game), ANALYSIS_ITERATIONS (imagined games an estimate; default
 * each game's own), ANALYSIS_SEED (seeds `<SEED>-<n>`: another prefix gives fresh games),
 * ANALYSIS_ONLY (game ids, comma-separated), ANALYSIS_OUT (the JSON's path).
 */
import fs from "node:fs";
import path from "node:path";
import { games, randomFunction, turningPoints, type AnyGame } from "@space/shared";
import { playBotGame } from "./support/bot-games";
import { byDeciles, byTenths, JUDGED, type Group } from "./support/calibration";

/** Games of each game: enough for the middle tenths to hold about 100 players or more. */
const DEFAULT_GAMES: Record<string, number> = { zoo: 20000, base: 4000, cheeses: 6000 };
const SEED = process.env.ANALYSIS_SEED ?? "cal";
const ONLY = (process.env.ANALYSIS_ONLY ?? "").split(",").filter(Boolean);
const chosen = (Object.values(games) as AnyGame[]).filter((g) => g.bots?.hard?.chance && g.story && (ONLY.length === 0 || ONLY.includes(g.id)));
const iterationsOf = (game: AnyGame): number => Number(process.env.ANALYSIS_ITERATIONS ?? game.story!.analysisIterations);
const gamesOf = (game: AnyGame): number => Number(process.env.ANALYSIS_GAMES ?? DEFAULT_GAMES[game.id] ?? 200);

/** A whole game of medium bots, with every state it passed through, and its result. */
function played(game: AnyGame, players: number, seed: string) {
  const { states, moves } = playBotGame(game, players, seed);
  return { actions: moves, states, result: game.result(states[states.length - 1])! };
}

// 1. One whole 4-player game of each.
const wholeGame: Record<string, { decisions: number; iterations: number; wallMs: number; cpuMs: number }> = {};
for (const game of chosen) {
  const four = played(game, 4, `${game.id}-4`);
  const cpu = process.cpuUsage();
  const t = performance.now();
  turningPoints(game, 4, `${game.id}-4`, four.actions, { iterations: iterationsOf(game), seed: "analysis" });
  const wallMs = performance.now() - t;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  wholeGame[game.id] = { decisions: four.actions.length, iterations: iterationsOf(game), wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs) };
  console.log(`${game.name}, 4 players, ${four.actions.length} decisions, ${iterationsOf(game)} imagined games an estimate: ${(wallMs / 1000).toFixed(1)} s (${(cpuMs / 1000).toFixed(1)} s of CPU)`);
}

// 2. Calibration: each player's chance at the start of the last round, and what happened (a shared win counts 1/k).
const calibration: Record<string, { games: number; iterations: number; deciles: Group[]; tenths: Group[] }> = {};
for (const game of chosen) {
  const hard = game.bots!.hard!;
  const observed: [number, number][] = [];
  const rng = randomFunction(`calibration:${game.id}`);
  for (let g = 0; g < gamesOf(game); g++) {
    const players = 2 + (g % 3);
    const { states, result } = played(game, players, `${SEED}-${g}`);
    const last = game.story!.round(states[states.length - 1]);
    const at = states.find((s) => game.story!.round(s) === last && !game.result(s));
    if (!at) continue;
    for (let seat = 0; seat < players; seat++) {
      const chance = hard.chance!(game.view(at, seat), seat, rng, { iterations: iterationsOf(game) });
      observed.push([chance, result.winners.includes(seat) ? 1 / result.winners.length : 0]);
    }
  }
  calibration[game.id] = { games: gamesOf(game), iterations: iterationsOf(game), deciles: byDeciles(observed), tenths: byTenths(observed) };
  console.log(`\n${game.name}: ${gamesOf(game)} games, ${observed.length} players, each one's chance at the start of the last round`);
  for (const [title, groups] of [["deciles (equal tenths of the players, by chance)", calibration[game.id].deciles], ["tenths of chance", calibration[game.id].tenths]] as const) {
    console.log(`${title}:\n  chance      players  estimated  happened  gap`);
    for (const row of groups) {
      const gap = `${(Math.abs(row.estimated - row.happened) * 100).toFixed(1)} points${row.players < JUDGED ? " (too few to judge)" : ""}`;
      console.log(`  ${row.from.toFixed(3)}-${row.to.toFixed(3)}  ${String(row.players).padStart(7)}  ${(row.estimated * 100).toFixed(1).padStart(8)}%  ${(row.happened * 100).toFixed(1).padStart(7)}%  ${gap}`);
    }
  }
}

const out = process.env.ANALYSIS_OUT ?? path.resolve(__dirname, "../../results", `analysis-${new Date().toISOString().slice(0, 10)}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify({ seed: SEED, wholeGame, calibration }, null, 2) + "\n");
console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
