import { h } from "../ui/dom";
import type { StoryLine } from "./story";
import { t } from "../i18n";

/**
 * The replay's log: every line up to the current step, the current step's lines highlighted. All
 * lines are built once and shown or hidden as the step moves, so a long game steps without
 * rebuilding the list. Clicking a line jumps to its step.
 */
export function replayLog(story: StoryLine[][], jump: (step: number) => void) {
  const list = h("ol", { class: "log-lines replay-log", attrs: { id: "replay-log", tabindex: "0" } });
  const groups: HTMLLIElement[][] = [];
  let number = 0;
  for (const [step, lines] of story.entries()) {
    groups.push(lines.map((line) => {
      number++;
      const li = h("li", {
        class: line.quiet ? "quiet" : "",
        text: line.text,
        attrs: { value: String(number), "data-step": String(step), title: step === 0 ? t("replay.log.beginning") : t("replay.log.action", { step }) },
      });
      li.hidden = true;
      return li;
    }));
  }
  list.append(...groups.flat());
  list.addEventListener("click", (event) => {
    const step = (event.target as HTMLElement).closest("li")?.getAttribute("data-step");
    if (step !== null && step !== undefined) jump(Number(step));
  });
  const el = h("section", { class: "panel log" }, h("h2", { text: t("replay.log.title") }), list);
  let shown = -1;

  return {
    el,
    show(step: number) {
      if (shown >= 0) for (const li of groups[shown] ?? []) li.classList.remove("current");
      const from = Math.min(shown, step);
      const to = Math.max(shown, step);
      for (let s = Math.max(0, from + 1); s <= to; s++) for (const li of groups[s] ?? []) li.hidden = s > step;
      for (const li of groups[step] ?? []) li.classList.add("current");
      shown = step;
      // The current step's lines are the last ones shown: keep them in sight (the list scrolls, not the page).
      list.scrollTop = list.scrollHeight;
    },
  };
}
