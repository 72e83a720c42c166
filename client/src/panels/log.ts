import { h } from "../ui/dom";

const SHOWN = 300;

/** The game log, newest at the bottom; every line is text. */
export function logPanel() {
  const list = h("ol", { class: "log-lines", attrs: { id: "log" } });
  const el = h("section", { class: "panel log" }, h("h2", { text: "Log" }), list);
  let count = -1;
  return {
    el,
    update(lines: string[]) {
      if (lines.length === count) return;
      count = lines.length;
      const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
      list.replaceChildren(...lines.slice(-SHOWN).map((line) => h("li", { text: line })));
      if (atBottom) list.scrollTop = list.scrollHeight;
    },
  };
}
