import { h } from "./dom";
import { roomLink } from "../net/endpoint";

/**
 * Leaving a running game, asked first (the game screen's *Leave room* and the menu's *Leave the
 * game*): a `<dialog>` saying the seat stays the player's and how to come back. A spectator, or a
 * game that is over, leaves at once: nothing is left behind.
 */
export function leaveConfirm(opts: { code(): string; asks(): boolean; leave(): void }) {
  const where = h("p", { attrs: { id: "leave-back" } });
  const stay = h("button", { class: "primary", text: "Stay", attrs: { id: "leave-stay", type: "button", autofocus: "" } });
  const go = h("button", { class: "ghost", text: "Leave the game", attrs: { id: "leave-go", type: "button" } });
  const dialog = h("dialog", { class: "game-menu leave-confirm", attrs: { id: "leave-confirm", "aria-labelledby": "leave-title" } },
    h("h2", { text: "Leave the game?", attrs: { id: "leave-title" } }),
    h("p", { text: "Your seat stays yours. The game goes on without you: after a short wait a bot plays for you until you come back." }),
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
      where.textContent = `To come back, open ${roomLink(opts.code())} on this device, or from "My tables" in the lobby.`;
      if (!dialog.open) dialog.showModal();
    },
    destroy(): void {
      if (dialog.open) dialog.close();
    },
  };
}
