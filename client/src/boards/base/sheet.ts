import type { CardKind } from "@space/shared/base";
import { h } from "../../ui/dom";
import { cardText } from "./card-text";
import { LOOK } from "./theme";
import { t } from "../../i18n";

/**
 * A card's full text in a sheet at the bottom of the screen (phones: the tiles show only the name):
 * opened by a tap on a tile, closed by Close or by a tap anywhere else.
 */
export function cardSheet(host: HTMLElement) {
  const title = h("h3");
  const body = h("div");
  const close = h("button", { text: t("base.sheet.close"), attrs: { type: "button", id: "base-card-sheet-close" } });
  const el = h("section", { class: "base-card-sheet", attrs: { id: "base-card-sheet", role: "dialog", "aria-label": t("base.sheet.label"), hidden: "" } }, title, body, close);
  host.append(el);
  const hide = () => el.setAttribute("hidden", "");
  close.addEventListener("click", hide);
  // A tap outside closes it (and still does what it taps).
  const outside = (e: PointerEvent) => {
    if (!el.hidden && !el.contains(e.target as Node)) hide();
  };
  document.addEventListener("pointerdown", outside, true);

  return {
    show(kind: CardKind): void {
      const text = cardText(kind);
      title.textContent = text.name;
      title.style.setProperty("--kind", `#${LOOK[kind].color.toString(16).padStart(6, "0")}`);
      body.replaceChildren(...text.lines.map((line, i) => h("p", { class: i === 0 ? "kind" : "", text: line })));
      el.removeAttribute("hidden");
    },
    hide,
    destroy(): void {
      document.removeEventListener("pointerdown", outside, true);
      el.remove();
    },
  };
}
