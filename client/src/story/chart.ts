import type uPlot from "uplot";
import { fitPlot } from "./fit-plot";
import "uplot/dist/uPlot.min.css";
import type { GameStoryReport, StoryMeasure } from "@space/shared";
import { amountWords, measureLabel } from "./words";
import { h } from "../ui/dom";
import { seatCss } from "./colors";
import { t } from "../i18n";
import { roundKind } from "./round-kind";

const AXIS = "#9aa6d1";
const GRID = "rgba(154, 166, 209, 0.14)";
const FONT = "12px system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

/** Chart height for a width: a little lower on a phone. */
const heightFor = (width: number): number => (width < 420 ? 170 : 210);

function options(story: GameStoryReport, measure: StoryMeasure, width: number, drawn: () => void): uPlot.Options {
  const axis = (): uPlot.Axis => ({ stroke: AXIS, font: FONT, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } });
  const start = t("replay.story.start");
  const roundName = (v: number | null | undefined) => (v === 0 ? start : v == null ? "–" : String(v));
  return {
    width,
    height: heightFor(width),
    scales: { x: { time: false } },
    cursor: { drag: { x: false, y: false, setScale: false } },
    legend: { show: true },
    axes: [
      { ...axis(), incrs: [1, 2, 5, 10, 20, 50], values: (_u, splits) => splits.map((v) => (v === 0 ? start : String(v))) },
      { ...axis(), size: 48, incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000], values: (_u, splits) => splits.map((v) => String(v)) },
    ],
    series: [
      { label: t("replay.rounds.label", { kind: roundKind(story) }), value: (_u, v) => roundName(v) },
      ...story.names.map((name, seat): uPlot.Series => ({
        label: name,
        stroke: seatCss(seat),
        width: 2,
        points: { show: story.rounds.length <= 40, size: 5, fill: seatCss(seat) },
        value: (_u, v) => (v == null ? "–" : amountWords(story, measure, v)),
      })),
    ],
    hooks: {
      draw: [drawn],
      // Without a pointer over the chart the legend shows the final values.
      setCursor: [(u) => {
        if (u.cursor.idx == null) u.setLegend({ idx: story.rounds.length - 1 });
      }],
      ready: [(u) => u.setLegend({ idx: story.rounds.length - 1 })],
    },
  };
}

/**
 * One measure of the story over the rounds, one line per seat in the seat's colour, drawn with
 * uPlot on a canvas (uPlot sets element styles from script and adds no <style> tag, so the page's
 * CSP holds). The chart is made once its box has a width and follows the box's width after.
 */
export function storyChart(story: GameStoryReport, measure: StoryMeasure) {
  const host = h("div", { class: "story-plot" });
  const el = h("figure", { class: "story-chart", attrs: { "data-measure": measure.id } }, h("figcaption", { text: measureLabel(story, measure) }), host);
  const data: uPlot.AlignedData = [story.rounds, ...(story.series[measure.id] ?? [])];
  const plot = fitPlot(host, data, (width) => options(story, measure, width, () => (el.dataset.drawn = "true")), (width) => ({ width, height: heightFor(width) }));
  return { el, destroy: () => plot.destroy() };
}
