import type { Page } from "playwright-core";

/**
 * Read in the pseudo-language (`?lang=pseudo`, docs/translating.md), every word that went through the
 * translation layer is accented and bracketed: "[Çhööšé ~~~~]", a message inside another nested
 * ("[Áñá bûíľŧ [Ćáğé ~~] ~~~~]"). What is left of a text on screen once its bracketed messages are
 * taken out, and the user's own words (`allowed`: player names, the room code, the games' proper
 * names), must have no word of two letters: such a word skipped the layer. Texts come from the
 * whole page (visible text nodes, placeholders, titles and aria-labels of visible elements) and from
 * the board's canvas (the test hook's `boardTexts`). Returns each as a sentence (none: all is well).
 */
export async function untranslatedTexts(page: Page, allowed: string[]): Promise<string[]> {
  return page.evaluate((allow) => {
    const hook = (window as unknown as { __tabletop?: { boardTexts?(): { text: string }[] } }).__tabletop;
    const texts: { where: string; text: string }[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden" && !el.closest("[hidden], details:not([open]) > :not(summary)");
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || !n.textContent?.trim() || !visible(parent)) continue;
      // The language picker names each language in its own words; scripts and styles are not text; the
      // players' rules are a document per language, read in English where there is none (the pseudo-language).
      if (parent.closest("select.language-picker, script, style, noscript, .rules-body[lang=\"en\"]")) continue;
      texts.push({ where: parent.id || parent.tagName.toLowerCase(), text: n.textContent });
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("[placeholder], [title], [aria-label]"))) {
      if (!visible(el) || el.closest("select.language-picker")) continue;
      for (const attr of ["placeholder", "title", "aria-label"]) {
        const value = el.getAttribute(attr);
        if (value?.trim()) texts.push({ where: `${el.id || el.tagName.toLowerCase()} ${attr}`, text: value });
      }
    }
    for (const t of hook?.boardTexts?.() ?? []) texts.push({ where: "board", text: t.text });

    const found: string[] = [];
    for (const { where, text } of texts) {
      let rest = text;
      for (let before = ""; before !== rest;) {
        before = rest;
        rest = rest.replace(/\[[^[\]]*~+\]/g, " ");
      }
      for (const word of allow) rest = rest.split(word).join(" ");
      const english = rest.match(/[A-Za-z]{2,}/);
      if (english) found.push(`${where}: "${text.trim().slice(0, 80)}" ("${english[0]}" did not go through the translation layer)`);
    }
    return [...new Set(found)];
  }, allowed);
}

/**
 * Texts cut on screen: ending in "…" (page or board), or larger than their box where the box hides
 * what overflows (an ellipsis, `overflow: hidden` or `clip`), in either direction.
 */
export async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hook = (window as unknown as { __tabletop?: { boardTexts?(): { text: string }[] } }).__tabletop;
    const found: string[] = [];
    for (const t of hook?.boardTexts?.() ?? []) if (t.text.trimEnd().endsWith("…")) found.push(`board text cut: "${t.text}"`);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const own = Array.from(el.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent!).join("").trim();
      if (!own) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest("[hidden], details:not([open]) > :not(summary)")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden") continue;
      const text = el.textContent!.trim().slice(0, 60);
      // The players' rules are prose, whose "…" is the writer's (a list that goes on), not a cut.
      if (own.endsWith("…") && !el.closest(".rules-body")) { found.push(`text cut: "${text}"`); continue; }
      const hides = style.textOverflow === "ellipsis" || /hidden|clip/.test(style.overflowX) || /hidden|clip/.test(style.overflowY);
      if (hides && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)) found.push(`text cut by its box: "${text}"`);
    }
    return [...new Set(found)];
  });
}
