import { h } from "../../ui/dom";
import { t } from "../../i18n";

/** What a card's sheet says: its name, a line under it, and its text in full sentences. */
export interface SheetText {
  title: string;
  sub: string;
  lines: string[];
}

/**
 * The full-text sheet of a card (a research card, a planet), opened from its tile's info corner on
 * a phone: a modal dialog in the page's DOM (text via textContent only), closed by its button,
 * Escape or a tap beside it.
 */
export function cardSheet(host: HTMLElement): { show(text: SheetText): void; close(): void } {
  const title = h("h3", { attrs: { id: "zoo-sheet-title" } });
  const sub = h("p", { class: "zoo-sheet-sub" });
  const body = h("div");
  const close = h("button", { text: t("zoo.sheet.close"), attrs: { type: "button", "data-space": "sheet:close" } });
  const dialog = h("dialog", { class: "zoo-sheet", attrs: { id: "zoo-sheet", "aria-labelledby": "zoo-sheet-title" } }, title, sub, body, close) as HTMLDialogElement;
  close.addEventListener("click", () => dialog.close());
  // A tap on the backdrop lands on the dialog itself, outside its box.
  dialog.addEventListener("click", (e) => {
    const box = dialog.getBoundingClientRect();
    if (e.target === dialog && (e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom)) dialog.close();
  });
  host.append(dialog);
  return {
    show(text) {
      title.textContent = text.title;
      sub.textContent = text.sub;
      body.replaceChildren(...text.lines.map((line) => h("p", { text: line })));
      if (!dialog.open) dialog.showModal();
    },
    close: () => dialog.close(),
  };
}
