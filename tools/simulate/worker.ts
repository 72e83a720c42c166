/** A simulator worker thread: plays the game indices the main thread sends and posts each result back. */
import { parentPort, workerData } from "node:worker_threads";
import { games, type BotOptions } from "@space/shared";
import { playGame } from "./play";
import { levelsFor } from "./seats";
import type { SimulateArgs } from "./args";

const args = workerData as SimulateArgs;
const game = games[args.game]!;
const options: BotOptions = args.iterations !== null ? { iterations: args.iterations } : { budgetMs: args.budgetMs };

parentPort!.on("message", (index: number | null) => {
  if (index === null) {
    parentPort!.close();
    return;
  }
  parentPort!.postMessage(playGame(game, index, levelsFor(args.bots, index), args.seed, options));
});
