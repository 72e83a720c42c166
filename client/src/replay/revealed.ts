import type { AnyGame } from "@space/shared";
import { h } from "../ui/dom";
import { readablePrivate } from "./readable";
import { readerWords, t } from "../i18n";

/**
 * What every seat held in secret at the current step (hands, pending choices), and what nobody
 * saw (the order of the face-down piles, from the engine's `hidden`), as text: the game is over,
 * so nothing needs hiding any more.
 */
export function revealedPanel(game: AnyGame, names: string[]) {
  const body = h("div", { class: "revealed-seats", attrs: { id: "replay-revealed" } });
  const el = h("section", { class: "panel revealed" }, h("h2", { text: t("replay.revealed.title") }), body);
  return {
    el,
    show(state: unknown) {
      body.replaceChildren(...names.map((name, seat) => {
        let lines: string[];
        try {
          lines = readablePrivate(game.id, game.view(state, seat).private, names);
        } catch {
          lines = [t("replay.revealed.noView")];
        }
        return h("div", { class: "revealed-seat", attrs: { "data-seat": String(seat) } },
          h("h3", { text: name }),
          h("ul", {}, ...lines.map((line) => h("li", { text: line }))));
      }), ...(game.hidden?.(state, readerWords()) ?? []).map((pile) =>
        h("div", { class: "revealed-pile", attrs: { "data-pile": pile.label } },
          h("h3", { text: t("replay.revealed.pile", { pile: pile.label, n: pile.cards.length }) }),
          h("p", { text: pile.cards.join(", ") || t("replay.revealed.empty") }))));
    },
  };
}
