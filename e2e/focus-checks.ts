import type { Page } from "playwright-core";

/**
 * WCAG 2.4.11 (focus not obscured): Tab from the top of the page through at most `stops` controls;
 * each one focused must show at least part of itself, not be covered whole by the sticky phone bar,
 * a sheet or a toast. Returns each covered control as a sentence (none: all is well).
 */
export async function focusCovered(page: Page, stops = 120): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const covered: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press("Tab");
    const found = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      const box = el.getBoundingClientRect();
      // Points across the control, inside its edges; one of them must reach the control itself.
      const xs = [0.1, 0.5, 0.9].map((f) => box.left + box.width * f);
      const ys = [0.1, 0.5, 0.9].map((f) => box.top + box.height * f);
      const visible = xs.some((x) => ys.some((y) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === el || el.contains(hit) || hit.contains(el));
      }));
      return { name, visible };
    });
    if (!found) continue;
    // Back at a control already seen: the whole page has been walked.
    if (seen.has(found.name) && i > 3) break;
    seen.add(found.name);
    if (!found.visible) covered.push(`focused but covered: ${found.name}`);
  }
  return covered;
}

/** WCAG 1.4.10 (reflow): at 320 CSS px wide the page scrolls only up and down. */
export async function reflowSlips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide = document.documentElement.scrollWidth;
    return wide > window.innerWidth + 1 ? [`the page is ${wide} px wide at ${window.innerWidth} px`] : [];
  });
}
