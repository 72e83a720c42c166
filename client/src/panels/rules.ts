import { marked } from "marked";
import { citedRule, type RuleCite } from "@space/shared";
import { h } from "../ui/dom";
import { gameInfo } from "../games";
import { currentLocale, t } from "../i18n";

/**
 * The players' rules from docs/rules: English in docs/rules/*.md, each other language in
 * docs/rules/<lang>/*.md (docs/translating.md). Each file is loaded when first opened.
 */
const ruleFiles = import.meta.glob(["../../../docs/rules/*.md", "../../../docs/rules/*/*.md"], { query: "?raw", import: "default" }) as Record<string, () => Promise<string>>;

/** The rules file in `lang` (English: no folder), if it is bundled. */
function loaderIn(lang: string, file: string): (() => Promise<string>) | undefined {
  const tail = lang === "en" ? `/docs/rules/${file}` : `/docs/rules/${lang}/${file}`;
  const key = Object.keys(ruleFiles).find((k) => k.endsWith(tail));
  return key ? ruleFiles[key] : undefined;
}

/** The reader's language's rules, else English (the pseudo-language reads English), and the language it is in. */
function loaderFor(file: string): { lang: string; load: () => Promise<string> } | undefined {
  const own = loaderIn(currentLocale(), file);
  if (own) return { lang: currentLocale(), load: own };
  const english = loaderIn("en", file);
  return english ? { lang: "en", load: english } : undefined;
}

/** A collapsible rules panel. The markdown is our own file, so its HTML is trusted. */
export function rulesPanel(gameId: string, idPrefix = ""): HTMLElement {
  const info = gameInfo(gameId);
  const body = h("div", { class: "rules-body", attrs: { id: `${idPrefix}rules-body`, tabindex: "0" } });
  const panel = h("details", { class: "panel rules", attrs: { id: `${idPrefix}rules` } },
    h("summary", { text: t("table.rules.title", { game: info.name }) }), body);
  let loaded = false;
  panel.addEventListener("toggle", async () => {
    if (!panel.open || loaded) return;
    loaded = true;
    const rules = info.rules ? loaderFor(info.rules) : undefined;
    if (!rules) {
      body.textContent = t("table.rules.missing");
      return;
    }
    body.textContent = t("table.rules.loading");
    try {
      const html = await marked.parse(await rules.load());
      // The text's own language (English where the reader's has no file): read aloud and checked as such.
      body.lang = rules.lang;
      body.innerHTML = html;
    } catch (error) {
      body.textContent = t("table.rules.failed", { error: String(error) });
    }
  });
  return panel;
}

/**
 * The words of a rule a guided step cites (engine/lesson.ts), as the rules panel has them in the
 * reader's language (else English), as HTML; null when the rules have no such place.
 */
export async function citedRuleHtml(gameId: string, cite: RuleCite): Promise<{ html: string; lang: string } | null> {
  const file = gameInfo(gameId).rules;
  const own = file ? loaderFor(file) : undefined;
  const english = file ? loaderIn("en", file) : undefined;
  if (!own || !english) return null;
  const [text, englishText] = await Promise.all([own.load(), english()]);
  const words = citedRule(text, englishText, cite);
  return words ? { html: await marked.parse(words), lang: own.lang } : null;
}
