import { marked } from "marked";
import { h } from "../ui/dom";
import { gameInfo } from "../games";

/** The rule specs from docs/rules, loaded when first opened. A missing file simply is not listed. */
const ruleFiles = import.meta.glob("../../../docs/rules/*.md", { query: "?raw", import: "default" }) as Record<string, () => Promise<string>>;

function loaderFor(file: string): (() => Promise<string>) | undefined {
  const key = Object.keys(ruleFiles).find((k) => k.endsWith(`/${file}`));
  return key ? ruleFiles[key] : undefined;
}

/** A collapsible rules panel. The markdown is our own file, so its HTML is trusted. */
export function rulesPanel(gameId: string, idPrefix = ""): HTMLElement {
  const info = gameInfo(gameId);
  const body = h("div", { class: "rules-body", attrs: { id: `${idPrefix}rules-body` } });
  const panel = h("details", { class: "panel rules", attrs: { id: `${idPrefix}rules` } },
    h("summary", { text: `Rules of ${info.name}` }), body);
  let loaded = false;
  panel.addEventListener("toggle", async () => {
    if (!panel.open || loaded) return;
    loaded = true;
    const load = info.rules ? loaderFor(info.rules) : undefined;
    if (!load) {
      body.textContent = "No rules text is bundled for this game.";
      return;
    }
    body.textContent = "Loading…";
    try {
      body.innerHTML = await marked.parse(await load());
    } catch (error) {
      body.textContent = `Could not load the rules: ${String(error)}`;
    }
  });
  return panel;
}
