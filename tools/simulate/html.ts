/**
 * The simulator's figures as a standalone HTML page of charts drawn by uPlot (the client's chart
 * library), its script and stylesheet inlined from node_modules so the file opens anywhere offline.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SimulateArgs } from "./args";
import type { Summary } from "./stats";

interface Chart {
  title: string;
  labels: string[];
  /** Series name to one value per label. */
  series: Record<string, number[]>;
  yLabel: string;
}

/** Counts of `values` in `bins` equal-width bins, labelled by their lower edge. */
function histogram(values: readonly number[], bins: number, unit: string): { labels: string[]; counts: number[] } {
  if (values.length === 0) return { labels: [], counts: [] };
  const lo = Math.min(...values);
  const width = Math.max(1e-9, (Math.max(...values) - lo) / bins);
  const counts = Array<number>(bins).fill(0);
  for (const v of values) counts[Math.min(bins - 1, Math.floor((v - lo) / width))] += 1;
  return { labels: counts.map((_, i) => `${(lo + i * width).toFixed(0)}${unit}`), counts };
}

function charts(args: SimulateArgs, s: Summary): Chart[] {
  const levels = Object.keys(s.byLevel);
  const rate = (r: { rate: number }) => 100 * r.rate;
  const out: Chart[] = [
    {
      title: "Win rate by seat position (%, with the 95% Wilson interval)",
      labels: s.byPosition.map((_, i) => `position ${i + 1}`),
      series: { "win rate": s.byPosition.map(rate), low: s.byPosition.map((r) => 100 * r.low), high: s.byPosition.map((r) => 100 * r.high) },
      yLabel: "%",
    },
    {
      title: "Win rate by bot level (%, with the 95% Wilson interval)",
      labels: levels,
      series: {
        "win rate": levels.map((l) => rate(s.byLevel[l as keyof Summary["byLevel"]]!)),
        low: levels.map((l) => 100 * s.byLevel[l as keyof Summary["byLevel"]]!.low),
        high: levels.map((l) => 100 * s.byLevel[l as keyof Summary["byLevel"]]!.high),
      },
      yLabel: "%",
    },
  ];
  const lengths = histogram(s.lengths, 12, "");
  out.push({ title: "Game length (decisions per game)", labels: lengths.labels, series: { games: lengths.counts }, yLabel: "games" });
  if (s.hardMs.length) {
    const times = histogram(s.hardMs, 12, "ms");
    out.push({ title: `Hard bot time per decision (${args.iterations !== null ? `${args.iterations} iterations a decision` : `budget ${args.budgetMs} ms`})`, labels: times.labels, series: { decisions: times.counts }, yLabel: "decisions" });
  }
  return out;
}

/** Draws each chart: the first series as bars, the others (interval ends) as points. */
const DRAW = `
for (const c of CHARTS) {
  const box = document.createElement("section");
  document.body.appendChild(box);
  const names = Object.keys(c.series);
  const xs = c.labels.map((_, i) => i);
  const colours = ["#4a7bd0", "#d0464a", "#2a9d4a"];
  new uPlot({
    title: c.title, width: 720, height: 300,
    scales: { x: { time: false, range: [-0.5, c.labels.length - 0.5] }, y: { range: c.yLabel === "%" ? [0, 100] : (u, lo, hi) => [0, hi * 1.1] } },
    axes: [{ values: (u, splits) => splits.map((i) => c.labels[i] ?? "") , splits: () => xs }, { label: c.yLabel }],
    series: [{}, ...names.map((name, k) => k === 0
      ? { label: name, fill: colours[0] + "99", stroke: colours[0], paths: uPlot.paths.bars({ size: [0.6] }) }
      : { label: name, stroke: colours[k], width: 0, points: { show: true, size: 9, fill: colours[k] } })],
  }, [xs, ...names.map((n) => c.series[n])], box);
}`;

export function html(args: SimulateArgs, s: Summary, text: string): string {
  const uplot = dirname(require.resolve("uplot/package.json"));
  const js = readFileSync(join(uplot, "dist", "uPlot.iife.min.js"), "utf8");
  const css = readFileSync(join(uplot, "dist", "uPlot.min.css"), "utf8");
  const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Simulator: ${args.game}, ${args.players} players</title>
<style>${css}
body { font-family: sans-serif; margin: 2em; } section { margin: 2em 0; } pre { background: #f4f4f4; padding: 1em; white-space: pre-wrap; }</style>
<script>${js}</script></head>
<body><h1>Simulator: ${args.game}, ${args.players} players, bots ${args.bots.join(", ")}</h1>
<pre>${escape(text)}</pre>
<script>const CHARTS = ${JSON.stringify(charts(args, s)).replace(/</g, "\\u003c")};${DRAW}</script>
</body></html>
`;
}
