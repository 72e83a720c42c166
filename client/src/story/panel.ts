import type { GameStoryReport } from "@space/shared";
import { h } from "../ui/dom";
import { breakdownTable } from "./breakdown";
import { highlightList } from "./highlights";
import { storyChart } from "./chart";
import "./story.css";
import { t } from "../i18n";
import { roundKind } from "./round-kind";

/** A part the story shows after its own (the turning points: story/turning-points.ts), gone with the panel. */
interface StoryPart {
  el: HTMLElement;
  destroy(): void;
}

/**
 * The post-game story (docs/client.md): the final score breakdown, the highlights and one chart
 * per measure over the rounds, then `more` (the turning points). Every number is the shared
 * engine's (record/story.ts) or the server's analysis; the end screen and the replay page show the
 * same panel.
 */
function storyPanel(story: GameStoryReport, more: StoryPart | null) {
  const charts = story.measures.map((measure) => storyChart(story, measure));
  const el = h("section", { class: "story", attrs: { id: "story", "data-game": story.gameId } },
    h("h2", { text: t("replay.story.title") }),
    h("div", { class: "story-top" },
      breakdownTable(story),
      h("div", { class: "story-side" }, h("h3", { text: t("replay.story.highlights") }), highlightList(story))),
    h("h3", { text: t("replay.story.byRound", { kind: roundKind(story) }) }),
    h("div", { class: "story-charts" }, ...charts.map((c) => c.el)),
    more?.el);
  return {
    el,
    destroy() {
      for (const chart of charts) chart.destroy();
      more?.destroy();
    },
  };
}

/** A place for the story while it loads: a line of text, then the panel or why there is none. */
export function storySlot() {
  const el = h("div", { class: "story-slot", attrs: { id: "story-slot" } });
  let panel: ReturnType<typeof storyPanel> | null = null;
  const clear = () => {
    panel?.destroy();
    panel = null;
  };
  return {
    el,
    loading(): void {
      clear();
      el.replaceChildren(h("p", { class: "muted story-note", text: t("replay.story.loading") }));
    },
    /** The story, and `more` after it (destroyed with it). */
    show(story: GameStoryReport, more: StoryPart | null = null): void {
      clear();
      panel = storyPanel(story, more);
      el.replaceChildren(panel.el);
    },
    problem(text: string): void {
      clear();
      el.replaceChildren(h("p", { class: "muted story-note", attrs: { id: "story-problem" }, text: t("replay.story.none", { why: text }) }));
    },
    destroy: clear,
  };
}
