import type { BarButton, PromptBar } from "./types";
import { h } from "../ui/dom";
import { t } from "../i18n";

/** How many of the newest log lines the bar shows. */
const LOG_LINES = 3;

/**
 * The phone's prompt bar (docs/client.md, "On a phone"): what the board asks, the step's buttons in
 * full words, and the newest log lines, kept at the top of the screen while the page scrolls, so the
 * decision and what just happened are always on the first screen. Shown only under 640 px (style.css);
 * the boards draw their own prompt row on wider screens.
 */
export function phoneBar() {
  const prompt = h("p", { class: "phone-prompt", attrs: { id: "phone-prompt", "aria-live": "polite" } });
  const actions = h("div", { class: "phone-actions", attrs: { id: "phone-actions" } });
  const log = h("ol", { class: "phone-log", attrs: { id: "phone-log", "aria-label": t("table.phone.newestLog") } });
  const el = h("section", { class: "phone-bar", attrs: { id: "phone-bar" } }, prompt, actions, log);
  /** The buttons drawn now, by id and label: a state that asks the same keeps them (no flicker under a finger). */
  let drawn = "";

  const bar: PromptBar = {
    set(text: string, buttons: BarButton[] = []) {
      if (prompt.textContent !== text) prompt.textContent = text;
      const key = JSON.stringify(buttons.map((b) => [b.id, b.label, Boolean(b.primary), Boolean(b.disabled)]));
      if (key === drawn) {
        // Same buttons: only their actions may have changed (they close over the newest view).
        buttons.forEach((b, i) => ((actions.children[i] as HTMLButtonElement & { tap?: () => void }).tap = b.onTap));
        return;
      }
      drawn = key;
      actions.replaceChildren(...buttons.map((b) => {
        const button = h("button", {
          class: b.primary ? "primary" : "", text: b.label, attrs: { type: "button", "data-space": b.id, ...(b.primary ? { "data-submit": "" } : {}) },
        }) as HTMLButtonElement & { tap?: () => void };
        button.tap = b.onTap;
        button.disabled = Boolean(b.disabled);
        button.addEventListener("click", () => button.tap?.());
        return button;
      }));
    },
  };

  let shown: string[] = [];
  /** The newest lines of the log (the synced state's tail) that fit the strip whole: a long line that wraps leaves out the oldest. */
  function showLog(lines: string[]): void {
    const newest = lines.slice(-LOG_LINES);
    if (newest.length === shown.length && newest.every((line, i) => shown[i] === line)) return;
    shown = newest;
    log.replaceChildren(...newest.map((line) => h("li", { text: line })));
    const room = log.clientHeight;
    if (!room) return; // not shown (a laptop)
    let used = Array.from(log.children).reduce((sum, li) => sum + (li as HTMLElement).offsetHeight, 0);
    while (used > room + 1 && log.children.length > 1) {
      used -= (log.firstElementChild as HTMLElement).offsetHeight;
      log.firstElementChild!.remove();
    }
  }

  return { el, bar, showLog };
}
