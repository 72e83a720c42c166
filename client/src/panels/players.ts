import { h } from "../ui/dom";
import { seatItem } from "../ui/seats";
import type { PlainState } from "../state";

export function playersPanel() {
  const list = h("ul", { class: "seats", attrs: { id: "players" } });
  const watching = h("p", { class: "muted" });
  const el = h("section", { class: "panel players" }, h("h2", { text: "Players" }), list, watching);
  return {
    el,
    update(state: PlainState) {
      list.replaceChildren(...state.seats.map((seat) => seatItem(seat, state)));
      watching.textContent = state.spectators ? `${state.spectators} watching` : "";
    },
  };
}
