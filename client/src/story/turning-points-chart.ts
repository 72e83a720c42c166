import type uPlot from "uplot";
import { fitPlot } from "./fit-plot";
import "uplot/dist/uPlot.min.css";
import { h } from "../ui/dom";
import { seatCss } from "./colors";
import { t } from "../i18n";
import type { ChanceSeries } from "./turning-points-model";

const AXIS = "#9aa6d1";
const GRID = "rgba(154, 166, 209, 0.14)";
const FONT = "12px system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

/** Chart height for a width: a little lower on a phone. */
const heightFor = (width: number): number => (width < 420 ? 190 : 240);

function options(series: ChanceSeries, names: string[], width: number, drawn: () => void): uPlot.Options {
  const axis = (): uPlot.Axis => ({ stroke: AXIS, font: FONT, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } });
  const start = t("replay.story.start");
  const last = series.x.length - 1;
  const percent = (v: number | null | undefined) => (v == null ? "–" : t("replay.turning.chance", { chance: v / 100 }));
  return {
    width,
    height: heightFor(width),
    scales: { x: { time: false }, y: { range: [0, 100] } },
    cursor: { drag: { x: false, y: false, setScale: false } },
    legend: { show: true },
    axes: [
      { ...axis(), incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000], values: (_u, splits) => splits.map((v) => (v === 0 ? start : String(v))) },
      { ...axis(), size: 48, incrs: [25, 50], values: (_u, splits) => splits.map((v) => percent(v)) },
    ],
    series: [
      { label: t("replay.turning.decision"), value: (_u, v) => (v === 0 ? start : v == null ? "–" : String(v)) },
      ...names.map((name, seat): uPlot.Series => ({
        label: name,
        stroke: seatCss(seat),
        width: 2,
        points: { show: last <= 60, size: 4, fill: seatCss(seat) },
        value: (_u, v) => percent(v),
      })),
    ],
    hooks: {
      draw: [drawn],
      // Without a pointer over the chart the legend shows the chances at the end.
      setCursor: [(u) => {
        if (u.cursor.idx == null) u.setLegend({ idx: last });
      }],
      ready: [(u) => u.setLegend({ idx: last })],
    },
  };
}

/**
 * Each player's chance to win after every decision, one line per seat in the seat's colour, on a
 * 0–100 % scale (uPlot, as the story's other charts: story/chart.ts). A picture only: its label
 * says so and points to the list of decisions under it, which tells the same in words. Made once
 * its box has a width; follows the box's width after.
 */
export function chanceChart(series: ChanceSeries, names: string[]) {
  const host = h("div", { class: "story-plot", attrs: { role: "img", tabindex: "0", "aria-label": t("replay.turning.chartLabel") } });
  const el = h("figure", { class: "story-chart turning-chart", attrs: { id: "turning-chart" } },
    h("figcaption", { text: t("replay.turning.chart") }), host);
  const data: uPlot.AlignedData = [series.x, ...series.seats];
  const plot = fitPlot(host, data, (width) => options(series, names, width, () => (el.dataset.drawn = "true")), (width) => ({ width, height: heightFor(width) }));
  return { el, destroy: () => plot.destroy() };
}
