import type { Page } from "playwright-core";

/**
 * What a phone page must show whenever its player is to decide (issue 39, docs/client.md "On a
 * phone"), and a replay on a phone at any step:
 * no text on screen cut with "…" or under 12 CSS px (board canvas and page alike), the prompt bar in
 * view with its log lines whole, the decision's submit control inside the screen, and every control the prompt bar or the
 * decision sheet offers at least 44x44 CSS px. Returns each slip as a sentence (none: all is well).
 */
export async function phoneSlips(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const hook = (window as unknown as { __tabletop: { state(): unknown; boardTexts?(): { text: string; px: number }[] } }).__tabletop;
    // Two frames first, with no newer state in between: the board has drawn the state the test just
    // read (and any that came after it, such as another seat's move). The board's texts are read
    // from what Pixi last drew: a state taken in but not drawn yet reads as the map's unzoomed
    // sizes (half a frame's race, which a test that plays fast meets).
    for (let i = 0, shown = hook.state(); i < 30; i++) {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      if (hook.state() === shown) break;
      shown = hook.state();
    }
    const slips: string[] = [];
    const W = window.innerWidth;
    const H = window.innerHeight;
    for (const t of hook.boardTexts?.() ?? []) {
      if (t.text.trimEnd().endsWith("…")) slips.push(`board text cut: "${t.text}"`);
      if (t.px < 11.95) slips.push(`board text under 12 px: "${t.text}" at ${t.px} px`);
    }
    const onScreen = (box: DOMRect) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < H && box.right > 0 && box.left < W;
    const screen = document.getElementById("game-screen") ?? document.getElementById("replay-screen");
    for (const el of Array.from(screen?.querySelectorAll<HTMLElement>("*") ?? [])) {
      const own = Array.from(el.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent!).join("").trim();
      if (!own) continue;
      const box = el.getBoundingClientRect();
      if (!onScreen(box) || el.closest("details:not([open]) > :not(summary)")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden") continue;
      const text = el.textContent!.trim().slice(0, 60);
      if (own.endsWith("…")) slips.push(`text cut: "${text}"`);
      else if (style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1) slips.push(`text cut by its box: "${text}"`);
      if (parseFloat(style.fontSize) < 11.95) slips.push(`text under 12 px: "${text}" at ${style.fontSize}`);
    }
    const bar = document.getElementById("phone-bar")?.getBoundingClientRect();
    if (!bar || !onScreen(bar) || bar.top < -1 || bar.top > H / 2) slips.push("the prompt bar is not at the top of the screen");
    const strip = document.getElementById("phone-log")?.getBoundingClientRect();
    for (const li of Array.from(document.querySelectorAll("#phone-log li"))) {
      const line = li.getBoundingClientRect();
      if (strip && (line.top < strip.top - 1 || line.bottom > strip.bottom + 1)) slips.push(`log line cut by the strip: "${li.textContent}"`);
    }
    for (const el of Array.from(screen?.querySelectorAll<HTMLElement>("[data-submit]") ?? [])) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.top < -1 || box.bottom > H + 1 || box.left < -1 || box.right > W + 1) {
        slips.push(`"${el.textContent!.trim()}" (submit) is outside the screen: ${Math.round(box.top)}..${Math.round(box.bottom)} of ${H}`);
      }
    }
    const controls = document.querySelectorAll<HTMLElement>("#phone-bar button, #board-decision button, #board-decision input, #board-decision select");
    for (const el of Array.from(controls)) {
      // A checkbox is tapped by its label.
      const target = el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") ? el.closest("label") ?? el : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 43.95 || box.height < 43.95) {
        slips.push(`tap target under 44x44: "${(target.textContent ?? "").trim() || target.id || target.tagName}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return [...new Set(slips)];
  });
}

/**
 * At a laptop's size: the log panel shows its newest line (scrolled to it, inside its box); with
 * `afterFrames`, two frames after the call (the page has drawn the state the test just read).
 */
export async function logNewestInView(page: Page, afterFrames = false): Promise<boolean> {
  return page.evaluate(async (frames) => {
    if (frames) await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const list = document.getElementById("log");
    const last = list?.querySelector("li:last-child");
    if (!list || !last) return false;
    const box = list.getBoundingClientRect();
    const line = last.getBoundingClientRect();
    return line.bottom <= box.bottom + 1 && line.top >= box.top - 1;
  }, afterFrames);
}
