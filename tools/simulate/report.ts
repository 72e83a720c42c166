/** The simulator's printed tables. */
import type { SimulateArgs } from "./args";
import type { Rate, Summary } from "./stats";

const pct = (r: Rate) => `${(100 * r.rate).toFixed(1)}% [${(100 * r.low).toFixed(1)}, ${(100 * r.high).toFixed(1)}] of ${r.games}`;
const POSITION = ["1st", "2nd", "3rd", "4th"];

export function report(args: SimulateArgs, s: Summary): string {
  const hardWork = args.iterations !== null ? `${args.iterations} iterations a decision` : `budget ${args.budgetMs} ms a decision`;
  const lines = [
    `${args.game}, ${args.players} players, ${s.games} games, bots ${args.bots.join(",")} rotated over the seats, seed ${args.seed}, hard: ${hardWork}`,
    "",
    "win rate by seat position (95% Wilson interval; a win shared by k seats counts 1/k):",
    ...s.byPosition.map((r, i) => `  ${POSITION[i]} player  ${pct(r)}   mean score ${s.scoreByPosition[i].toFixed(1)}`),
    "win rate by bot level:",
    ...Object.entries(s.byLevel).map(([level, r]) => `  ${level.padEnd(7)} ${pct(r!)}   mean score ${s.scoreByLevel[level as keyof Summary["scoreByLevel"]]!.toFixed(1)}`),
    `game length: ${s.meanRounds !== null ? `${s.meanRounds.toFixed(1)} rounds, ` : ""}${s.meanDecisions.toFixed(1)} decisions (mean)`,
    `speed: ${Math.round(s.decisionsPerSecond)} decisions a second of bot thinking`,
    s.hard ? `hard bot: ${s.hard.decisions} decisions, p50 ${s.hard.p50.toFixed(1)} ms, p99 ${s.hard.p99.toFixed(1)} ms, max ${s.hard.max.toFixed(1)} ms` : "hard bot: not playing",
    `errors (engine errors or illegal bot choices): ${s.errors}`,
    ...s.errorSamples.map((e) => `  ${e}`),
  ];
  return lines.join("\n");
}
