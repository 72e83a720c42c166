import type { LogLinesMessage } from "@space/shared";
import { t } from "../i18n";
import { h } from "../ui/dom";

/**
 * The game log, newest at the bottom, in the reader's words (the synced entries are worded by
 * i18n/log-words.ts before they come here). The synced state carries only the last lines, so the panel
 * keeps every line it has seen, indexed in the whole log, and asks the server
 * for earlier ones (`requestBefore`) when the player scrolls to the top.
 */
export function logPanel(requestBefore: (index: number) => void) {
  const list = h("ol", { class: "log-lines", attrs: { id: "log", tabindex: "0" } });
  const earlier = h("button", { class: "small ghost", text: t("common.log.earlier"), attrs: { id: "log-earlier", type: "button" } });
  const el = h("section", { class: "panel log" }, h("h2", { text: t("common.log.title") }), earlier, list);
  /** lines[i] is line `first + i` of the whole log. */
  let lines: string[] = [];
  let first = 0;
  let total = -1;
  let asked = -1;
  /** Which lines show (the game menu's log filter); null: all. */
  let filter: ((line: string) => boolean) | null = null;

  const item = (i: number) => h("li", { text: lines[i], attrs: { value: String(first + i + 1) } });
  const shown = (i: number) => !filter || filter(lines[i]);

  /**
   * Whether the view follows the newest line: until the reader scrolls up on purpose, and again once
   * they scroll back to the bottom. Kept from the reader's own scrolling, not measured when a line
   * comes: lines laid out late (content-visibility) grow the list after it was scrolled.
   */
  let following = true;
  /** Scroll positions this panel set itself: their scroll events are not the reader's. */
  let placed = -1;
  const toBottom = () => {
    list.scrollTop = list.scrollHeight;
    placed = list.scrollTop;
  };
  list.addEventListener("scroll", () => {
    if (list.scrollTop === placed) return;
    following = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
  });

  /** Keeps the view where the reader was: at the newest line, or on the same lines when earlier ones come in above. */
  function keepingScroll(keepBottom: boolean, change: () => void): void {
    const height = list.scrollHeight;
    const top = list.scrollTop;
    change();
    earlier.hidden = first === 0;
    if (following && keepBottom) {
      toBottom();
      // Lines laid out late (content-visibility) make the list taller once they show: follow them down.
      requestAnimationFrame(() => { if (following) toBottom(); });
    } else if (!keepBottom) list.scrollTop = top + (list.scrollHeight - height);
  }

  /** Every line again (a gap, a new filter). */
  function render(keepBottom: boolean): void {
    keepingScroll(keepBottom, () => {
      list.replaceChildren(...lines.map((_, i) => i).filter(shown).map(item));
      list.classList.toggle("filtered", Boolean(filter));
    });
  }

  /** Lines from index `from` on are new or changed (a merged line): only they are redrawn, so a long game costs no more per state than a short one. */
  function renderFrom(from: number): void {
    keepingScroll(true, () => {
      while (list.lastElementChild && Number(list.lastElementChild.getAttribute("value")) > first + from) list.lastElementChild.remove();
      const added: HTMLElement[] = [];
      for (let i = from; i < lines.length; i++) if (shown(i)) added.push(item(i));
      list.append(...added);
    });
  }

  function askEarlier(): void {
    if (first === 0 || asked === first) return;
    asked = first;
    requestBefore(first);
  }
  earlier.addEventListener("click", askEarlier);
  list.addEventListener("scroll", () => { if (list.scrollTop === 0) askEarlier(); });

  return {
    el,
    /** The state's tail of the log, and how many lines the whole log has. */
    update(tail: string[], logTotal: number) {
      if (logTotal === total) return;
      const from = logTotal - tail.length;
      total = logTotal;
      if (lines.length === 0 || from > first + lines.length || from < first) {
        // First state, or a gap (back after a long absence): start from this tail.
        lines = tail.slice();
        first = from;
        render(true);
        return;
      }
      const kept = from - first;
      const next = lines.slice(0, kept).concat(tail);
      let changed = kept;
      while (changed < lines.length && changed < next.length && lines[changed] === next[changed]) changed++;
      lines = next;
      renderFrom(changed);
    },
    /** Shows only the lines `keep` accepts (null: every line); numbering stays the whole log's. */
    setFilter(keep: ((line: string) => boolean) | null) {
      if (keep === filter) return;
      filter = keep;
      render(true);
    },
    /** Earlier lines from the server. */
    earlier(page: LogLinesMessage) {
      if (page.from >= first || page.from + page.lines.length < first) return;
      lines = page.lines.slice(0, first - page.from).concat(lines);
      first = page.from;
      render(false);
    },
  };
}
