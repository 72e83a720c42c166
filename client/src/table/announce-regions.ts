import { h } from "../ui/dom";

/** A region this young may not be heard yet by a screen reader: what it would say waits until then. */
const SETTLE_MS = 300;

/**
 * Off the screen but in the accessibility tree. Not the 1 px box with `overflow: hidden` (the page's
 * text checks would count its words as cut): far to the left, fixed, so it never scrolls the page.
 */
function hidden(el: HTMLElement): HTMLElement {
  Object.assign(el.style, { position: "fixed", left: "-10000px", top: "0", width: "1px" });
  return el;
}

/**
 * The two live regions of a game screen, made once and kept (a region must be in the page before its
 * text changes to be heard): a polite one for the table's news, an assertive one for "Your turn"
 * only. Each message replaces the last, so a region never grows; the same words twice in a row get a
 * no-break space, so they change and are heard again.
 */
export function liveRegions(now: () => number = () => performance.now()) {
  const polite = hidden(h("div", { attrs: { id: "announce-polite", "aria-live": "polite", "aria-atomic": "true" } }));
  const urgent = hidden(h("div", { attrs: { id: "announce-urgent", "aria-live": "assertive", "aria-atomic": "true" } }));
  const el = h("div", { class: "announcements" }, polite, urgent);
  const born = now();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const put = (region: HTMLElement, text: string) => {
    region.textContent = region.textContent === text ? `${text}\u00a0` : text;
    // When it was said, for the browser test's figures (only the latest is kept).
    performance.clearMarks(region.id);
    performance.mark(region.id);
  };
  const say = (region: HTMLElement, text: string) => {
    const wait = born + SETTLE_MS - now();
    if (wait <= 0) return put(region, text);
    const timer = setTimeout(() => {
      timers.delete(timer);
      put(region, text);
    }, wait);
    timers.add(timer);
  };

  return {
    el,
    polite: (text: string) => say(polite, text),
    urgent: (text: string) => say(urgent, text),
    destroy() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}
