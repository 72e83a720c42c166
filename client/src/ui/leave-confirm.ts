import { h } from "./dom";
import { roomLink } from "../net/endpoint";
import { t } from "../i18n";

/**
 * Leaving a running game, asked first (the game screen's *Leave room* and the menu's *Leave the
 * game*): a `<dialog>` saying the seat stays the player's and how to come back. A spectator, or a
 * game that is over, leaves at once: nothing is left behind.
 */
export function leaveConfirm(opts: { code(): string; asks(): boolean; leave(): void }) {
  const where = h("p", { attrs: { id: "leave-back" } });
  const stay = h("button", { class: "primary", text: t("table.leave.stay"), attrs: { id: "leave-stay", type: "button", autofocus: "" } });
  const go = h("button", { class: "ghost", text: t("table.leave.go"), attrs: { id: "leave-go", type: "button" } });
  const dialog = h("dialog", { class: "game-menu leave-confirm", attrs: { id: "leave-confirm", "aria-labelledby": "leave-title" } },
    h("h2", { text: t("table.leave.title"), attrs: { id: "leave-title" } }),
    h("p", { text: t("table.leave.explain") }),
    where,
    h("div", { class: "row" }, stay, go));
  stay.addEventListener("click", () => dialog.close());
  go.addEventListener("click", () => {
    dialog.close();
    opts.leave();
  });
  // A click on the backdrop (outside the card) is a "Stay".
  dialog.addEventListener("click", (e) => { if (e.target === dialog) dialog.close(); });

  return {
    dialog,
    /** Leaves, after asking when the page holds a seat in a game still being played. */
    ask(): void {
      if (!opts.asks()) {
        opts.leave();
        return;
      }
      where.textContent = t("table.leave.back", { link: roomLink(opts.code()) });
      if (!dialog.open) dialog.showModal();
    },
    destroy(): void {
      if (dialog.open) dialog.close();
    },
  };
}
