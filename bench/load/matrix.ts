import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { matrixTable, type MatrixRun } from "./matrix-table";
import type { Results } from "./results";

/**
 * `npm run bench:load:matrix`: the load bench for every game at every size, one run after the
 * other (docs/results-log.md "Every game at every size"), then one markdown table of them all.
 */
const USAGE = `npm run bench:load:matrix -- [--games LIST] [--sizes LIST] [--out DIR] [bench:load options]
  --games LIST   games, comma-separated (default zoo,base,cheeses)
  --sizes LIST   rooms per run, comma-separated (default 100,500,1000,2000)
  --out DIR      where each run's report (GAME-ROOMS.txt, .json) and matrix.md go
                 (default bench/load/results/matrix-<date and time>)
  any other option is given to every run (e.g. --seconds 30); --game, --rooms and --json are the matrix's own`;

export interface MatrixOptions {
  games: string[];
  sizes: number[];
  out: string;
  /** Options for every run. */
  rest: string[];
}

const GAMES = ["zoo", "base", "cheeses"];

export function parseMatrixOptions(argv: string[], now = new Date()): MatrixOptions | null {
  const options: MatrixOptions = { games: GAMES, sizes: [100, 500, 1000, 2000], out: "", rest: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--help" || arg === "-h") return null;
    else if (arg === "--games") options.games = value().split(",");
    else if (arg === "--sizes") options.sizes = value().split(",").map(Number);
    else if (arg === "--out") options.out = value();
    else if (arg === "--game" || arg === "--rooms" || arg === "--json") throw new Error(`${arg} is the matrix's own (--games, --sizes, --out)`);
    else options.rest.push(arg);
  }
  const unknown = options.games.filter((g) => !GAMES.includes(g));
  if (unknown.length || options.games.length === 0) throw new Error(`--games takes ${GAMES.join(", ")} (got ${unknown.join(", ") || "none"})`);
  if (options.sizes.length === 0 || options.sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("--sizes takes whole numbers of rooms");
  options.out ||= path.join("bench", "load", "results", `matrix-${now.toISOString().slice(0, 16).replace(":", "")}`);
  return options;
}

/** One run of the bench, its output shown and kept in GAME-ROOMS.txt; no results when it wrote no JSON. */
function runOne(options: MatrixOptions, game: string, rooms: number): Promise<MatrixRun> {
  const name = path.join(options.out, `${game}-${rooms}`);
  // An --out folder used before may hold this run's old JSON: a run that fails must not show it.
  rmSync(`${name}.json`, { force: true });
  const args = [path.join(__dirname, "main.js"), "--game", game, "--rooms", String(rooms), "--json", `${name}.json`, ...options.rest];
  console.log(`\n== ${game}, ${rooms} rooms`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    const file = createWriteStream(`${name}.txt`);
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      file.write(chunk);
    });
    child.on("close", (code, signal) => {
      file.end();
      const results = existsSync(`${name}.json`) ? JSON.parse(readFileSync(`${name}.json`, "utf8")) as Results : null;
      resolve({ game, rooms, results, failure: results ? undefined : `exit ${signal ?? code}` });
    });
  });
}

async function main(): Promise<void> {
  const options = parseMatrixOptions(process.argv.slice(2));
  if (!options) return console.log(USAGE);
  mkdirSync(options.out, { recursive: true });
  const runs: MatrixRun[] = [];
  for (const game of options.games) for (const rooms of options.sizes) runs.push(await runOne(options, game, rooms));
  const markdown = matrixTable(runs);
  writeFileSync(path.join(options.out, "matrix.md"), `${markdown}\n`);
  console.log(`\n${markdown}\n\nwritten to ${path.join(options.out, "matrix.md")}`);
  if (runs.some((r) => !r.results)) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
}
