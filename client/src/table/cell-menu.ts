import { h } from "../ui/dom";
import { t } from "../i18n";
import type { Offer } from "./command-line";

/**
 * The moves of one place of the table, offered when Enter or Space opens it: a small group of
 * buttons after the section; Escape (or a move) closes it and gives the focus back to the place.
 */
export function cellMenu() {
  const el = h("div", { class: "tv-menu", attrs: { role: "group", id: "tv-menu" } });
  el.hidden = true;
  let back: HTMLElement | null = null;

  function close(): void {
    el.hidden = true;
    el.replaceChildren();
    const to = back;
    back = null;
    if (to?.isConnected) to.focus();
  }

  el.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
  });

  return {
    el,
    open(place: string, offers: Offer[], from: HTMLElement): void {
      back = from;
      el.setAttribute("aria-label", t("tableview.menu", { place }));
      const buttons = offers.map((o) => h("button", {
        class: "tv-move", text: o.words, attrs: { type: "button" },
        on: { click: () => { close(); o.send(); } },
      }));
      const cancel = h("button", { class: "ghost", text: t("tableview.menuClose"), attrs: { type: "button" }, on: { click: close } });
      el.replaceChildren(h("p", { class: "tv-menu-title", text: t("tableview.menu", { place }) }), ...buttons, cancel);
      (from.closest(".tv-section") ?? from).after(el);
      el.hidden = false;
      buttons[0]?.focus();
    },
  };
}
