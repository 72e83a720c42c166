/**
 * `npm run simulate -- --game zoo --players 3 --games 1000 --bots hard,medium,easy --seed 1`: plays
 * complete games headless through the engines in worker threads and prints win rates, lengths,
 * scores and speeds (docs/balance.md). Game i uses the seed `<seed>:i` and rotates the bot list by i seats.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { SingleBar, Presets } from "cli-progress";
import { parseArgs, type SimulateArgs } from "./args";
import { html } from "./html";
import type { PlayedGame } from "./play";
import { report } from "./report";
import { summarize } from "./stats";

/** Hands game indices to the workers one at a time (so a slow game holds up no one) and collects the results. */
function run(args: SimulateArgs, onGame: (g: PlayedGame) => void): Promise<PlayedGame[]> {
  const played: PlayedGame[] = [];
  let next = 0;
  const workers = Math.min(args.workers, args.games);
  return new Promise((resolve, reject) => {
    let running = workers;
    for (let w = 0; w < workers; w++) {
      const worker = new Worker(join(__dirname, "worker.js"), { workerData: args });
      const feed = () => worker.postMessage(next < args.games ? next++ : null);
      worker.on("message", (g: PlayedGame) => {
        played.push(g);
        onGame(g);
        feed();
      });
      worker.on("error", reject);
      worker.on("exit", () => {
        running -= 1;
        if (running === 0) resolve(played.sort((a, b) => a.index - b.index));
      });
      feed();
    }
  });
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const bar = new SingleBar({ format: "{bar} {value}/{total} games | {eta_formatted} left | errors {errors}", etaBuffer: 50 }, Presets.shades_classic);
  let errors = 0;
  bar.start(args.games, 0, { errors });
  const t0 = Date.now();
  const played = await run(args, (g) => {
    if (g.error) errors += 1;
    bar.increment(1, { errors });
  });
  bar.stop();
  const summary = summarize(played, args.players);
  const text = `${report(args, summary)}\nwall time: ${((Date.now() - t0) / 1000).toFixed(1)} s on ${Math.min(args.workers, args.games)} worker threads`;
  console.log(text);
  if (args.json) writeFileSync(args.json, JSON.stringify({ args, summary, games: played }, null, 1));
  if (args.html) writeFileSync(args.html, html(args, summary, text));
  if (summary.errors > 0) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 2;
});
