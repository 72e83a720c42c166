/** The simulator's command line: `--game zoo --players 3 --games 1000 --bots hard,medium,easy --seed 1`. */
import { availableParallelism } from "node:os";
import { BOT_LEVELS, type BotLevel, type GameId } from "@space/shared";

export interface SimulateArgs {
  game: GameId;
  players: number;
  games: number;
  /** One level per seat, in seat order for the first game; rotated one seat each game. */
  bots: BotLevel[];
  seed: string;
  workers: number;
  /** The hard bot's budget per decision in ms; ignored with `iterations`. */
  budgetMs: number;
  /** The hard bot's fixed work per decision (determinizations): reproducible games. */
  iterations: number | null;
  json: string | null;
  html: string | null;
}

const GAMES: GameId[] = ["zoo", "base", "cheeses"];

const USAGE = "usage: npm run simulate -- --game zoo|base|cheeses [--players 2] [--games 100] [--bots hard,medium] "
  + "[--seed 1] [--workers N] [--budget MS | --iterations N] [--json FILE] [--html FILE]";

function positive(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} wants a whole number above 0, not "${text}"\n${USAGE}`);
  return n;
}

export function parseArgs(argv: string[]): SimulateArgs {
  const given = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i];
    if (!flag.startsWith("--") || argv[i + 1] === undefined) throw new Error(`unexpected "${flag}"\n${USAGE}`);
    given.set(flag.slice(2), argv[i + 1]);
  }
  const known = new Set(["game", "players", "games", "bots", "seed", "workers", "budget", "iterations", "json", "html"]);
  for (const k of given.keys()) if (!known.has(k)) throw new Error(`unknown option --${k}\n${USAGE}`);
  const game = given.get("game") as GameId | undefined;
  if (!game || !GAMES.includes(game)) throw new Error(`--game must be one of ${GAMES.join(", ")}\n${USAGE}`);
  const players = positive("players", given.get("players") ?? "2");
  const bots = (given.get("bots") ?? "medium,".repeat(players).slice(0, -1)).split(",") as BotLevel[];
  for (const b of bots) if (!BOT_LEVELS.includes(b)) throw new Error(`unknown bot level "${b}" (${BOT_LEVELS.join(", ")})`);
  if (bots.length !== players) throw new Error(`--bots names ${bots.length} levels for ${players} players`);
  return {
    game,
    players,
    games: positive("games", given.get("games") ?? "100"),
    bots,
    seed: given.get("seed") ?? "1",
    workers: positive("workers", given.get("workers") ?? String(availableParallelism())),
    budgetMs: positive("budget", given.get("budget") ?? "300"),
    iterations: given.has("iterations") ? positive("iterations", given.get("iterations")!) : null,
    json: given.get("json") ?? null,
    html: given.get("html") ?? null,
  };
}
