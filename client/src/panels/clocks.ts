import { MORE_TIME, type MoreTime } from "@space/shared";
import { h } from "../ui/dom";
import type { PlainState } from "../state";
import { t } from "../i18n";

/**
 * The host's "Time for each player" (WCAG 2.2.1, docs/accessibility.md): for each player's seat,
 * the table's clock, two, four or ten times it, or no clock. Shown to the host of a table with a
 * clock, in the waiting room and in the game menu; the server checks and says it in the log.
 */
export function clocksPanel(send: (seat: number, times: MoreTime) => void, idPrefix: string) {
  const list = h("div", { class: "clock-rows" });
  const el = h("section", { class: "clocks", attrs: { id: `${idPrefix}clocks`, hidden: "" } },
    h("h3", { text: t("table.clocks.title") }), h("p", { class: "muted", text: t("table.clocks.hint") }), list);
  let shown = "";
  return {
    el,
    update(state: PlainState): void {
      const me = state.seats.find((s) => s.seat === state.mySeat);
      const players = state.seats.filter((s) => s.kind === "human");
      el.hidden = !me?.host || state.turnSeconds <= 0 || state.status === "ended";
      // Rebuilt only when the players change: a select the host is using keeps its focus.
      const key = players.map((s) => `${s.seat}:${s.name}`).join("|");
      if (key !== shown) {
        shown = key;
        list.replaceChildren(...players.map((seat) => {
          const id = `${idPrefix}clock-${seat.seat}`;
          const select = h("select", { attrs: { id, "data-more-time": String(seat.seat) } },
            ...MORE_TIME.map((times) => h("option", { text: t("table.clocks.times", { times }), attrs: { value: String(times) } })));
          select.addEventListener("change", () => send(seat.seat, Number(select.value) as MoreTime));
          return h("div", { class: "row" }, h("label", { text: t("table.clocks.for", { name: seat.name }), attrs: { for: id } }), select);
        }));
      }
      for (const seat of players) {
        const select = list.querySelector<HTMLSelectElement>(`[data-more-time="${seat.seat}"]`);
        if (select && document.activeElement !== select) select.value = String(seat.moreTime);
      }
    },
  };
}
