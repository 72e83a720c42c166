import { h } from "../ui/dom";
import { t } from "../i18n";
import { listStep } from "./roving";
import type { Offer } from "./command-line";

/**
 * "Your moves": every legal move of the moment as a button in words, one tab stop for them all and
 * the arrow keys among them (a long list scrolls; none is left out). The focus stays on the same
 * words across updates while they are still offered.
 */
export function movesList() {
  const title = h("h3", { text: t("tableview.moves"), attrs: { id: "tv-moves-label" } });
  const count = h("span", { class: "tv-count" });
  const list = h("ul", { class: "tv-moves", attrs: { "aria-labelledby": "tv-moves-label" } });
  const none = h("p", { class: "tv-none", text: t("tableview.movesNone") });
  const el = h("div", { class: "tv-section tv-moves-section" }, h("div", { class: "tv-moves-head" }, title, count), list, none);
  let buttons: HTMLButtonElement[] = [];
  let current = "";

  const rove = (target: HTMLButtonElement, focus: boolean) => {
    for (const b of buttons) b.tabIndex = b === target ? 0 : -1;
    current = target.textContent ?? "";
    if (focus) target.focus();
  };

  list.addEventListener("keydown", (event) => {
    const i = buttons.indexOf(event.target as HTMLButtonElement);
    if (i < 0) return;
    const next = listStep(event.key, i, buttons.length);
    if (next === null) return;
    event.preventDefault();
    rove(buttons[next], true);
  });
  list.addEventListener("focusin", (event) => {
    const b = event.target as HTMLButtonElement;
    if (buttons.includes(b)) rove(b, false);
  });

  return {
    el,
    update(offers: Offer[]): void {
      const same = offers.length === buttons.length && offers.every((o, i) => o.words === buttons[i].textContent);
      const hadFocus = list.contains(document.activeElement);
      if (!same) {
        buttons = offers.map((o) => h("button", { class: "tv-move", text: o.words, attrs: { type: "button", tabindex: "-1" } }));
        list.replaceChildren(...buttons.map((b) => h("li", {}, b)));
      }
      // The handlers always send the latest offer of those words.
      buttons.forEach((b, i) => (b.onclick = () => offers[i].send()));
      count.textContent = offers.length ? t("tableview.movesCount", { n: offers.length }) : "";
      none.hidden = offers.length > 0;
      const keep = buttons.find((b) => b.textContent === current) ?? buttons[0];
      if (keep) rove(keep, hadFocus && !same);
    },
    stop: (): HTMLElement | null => buttons.find((b) => b.tabIndex === 0) ?? null,
  };
}
