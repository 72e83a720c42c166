import { h } from "../ui/dom";
import { t } from "../i18n";
import { seatClass } from "./colors";
import { chanceChart } from "./turning-points-chart";
import { turningPointsView, type AnalysisAnswer, type MomentLine, type MoveWords, type PlayerMoments } from "./turning-points-model";
import { pollAnalysis, type ShownAnswer } from "./analysis-poll";

export interface TurningPointsSource {
  /** One ask: `GET /api/records/CODE/analysis` (replay/analysis.ts). */
  load(): Promise<AnalysisAnswer>;
  names: string[];
  /** The moves in words, once the table describer is loaded. */
  words: Promise<MoveWords>;
  /** The replay page: a decision's button shows the board just before it. */
  show?(decision: number): void;
}

function momentItem(line: MomentLine, show: ((decision: number) => void) | undefined) {
  return h("li", { attrs: { "data-decision": String(line.decision) } },
    h("span", { class: "turning-move", text: line.text }),
    line.instead ? h("span", { class: "turning-instead", text: line.instead }) : null,
    show ? h("button", { class: "small ghost turning-show", text: t("replay.turning.show"),
      attrs: { type: "button", "aria-label": t("replay.turning.showAria", { n: line.n }) }, on: { click: () => show(line.decision) } }) : null);
}

function momentList(kind: "best" | "worst", lines: MomentLine[], show: ((decision: number) => void) | undefined) {
  const title = t(kind === "best" ? "replay.turning.best" : "replay.turning.worst");
  return h("div", { class: `turning-list turning-${kind}` },
    h("h5", { text: title }),
    lines.length
      ? h("ol", { attrs: { "aria-label": title } }, ...lines.map((line) => momentItem(line, show)))
      : h("p", { class: "muted", text: t(kind === "best" ? "replay.turning.noneBest" : "replay.turning.noneWorst") }));
}

function playerBlock(player: PlayerMoments, show: ((decision: number) => void) | undefined) {
  return h("section", { class: "turning-player", attrs: { "data-seat": String(player.seat) } },
    h("h4", {}, h("span", { class: `seat-marker ${seatClass(player.seat)}` }), h("span", { text: player.name })),
    momentList("best", player.best, show), momentList("worst", player.worst, show));
}

/**
 * The story's "Turning points" (docs/learning.md): asks the server for the game's analysis, shows
 * its progress while the server works (asking again every 2 s), then the chance-to-win chart and
 * each player's three best and three worst decisions in words. Nothing at all when the server does
 * not analyse games; a short line when the analysis failed. Stops asking once destroyed.
 */
export function turningPointsSection(source: TurningPointsSource) {
  const body = h("div", { class: "turning-body" });
  const el = h("section", { class: "turning", attrs: { id: "turning-points", "aria-labelledby": "turning-title" } },
    h("h3", { text: t("replay.turning.title"), attrs: { id: "turning-title" } }), body);
  el.hidden = true;
  let chart: ReturnType<typeof chanceChart> | null = null;
  let gone = false;

  const clearChart = () => {
    chart?.destroy();
    chart = null;
  };

  async function show(answer: ShownAnswer): Promise<void> {
    const words: MoveWords = answer.status === "done" ? await source.words : () => "";
    if (gone) return;
    const view = turningPointsView(answer, source.names, words);
    el.dataset.status = answer.status;
    clearChart();
    el.hidden = view.kind === "none";
    if (view.kind === "waiting") {
      const text = h("p", { class: "muted turning-progress-text", text: view.text, attrs: { id: "turning-progress-text" } });
      const bar = h("progress", { attrs: { "aria-labelledby": "turning-progress-text" } });
      if (view.total !== null && view.total > 0) {
        bar.max = view.total;
        bar.value = view.done ?? 0;
      }
      body.replaceChildren(text, bar);
    } else if (view.kind === "problem") {
      body.replaceChildren(h("p", { class: "muted story-note", text: view.text, attrs: { id: "turning-problem" } }));
    } else if (view.kind === "done") {
      chart = chanceChart(view.series, source.names);
      body.replaceChildren(h("p", { class: "muted turning-intro", text: t("replay.turning.intro") }), chart.el,
        h("div", { class: "turning-players", attrs: { id: "turning-moments" } }, ...view.players.map((p) => playerBlock(p, source.show))));
    } else body.replaceChildren();
  }

  const stop = pollAnalysis(source.load, show);
  return {
    el,
    destroy(): void {
      gone = true;
      stop();
      clearChart();
    },
  };
}
