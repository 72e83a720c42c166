import type { GameFile } from "@space/shared";
import { h } from "../ui/dom";
import { t } from "../i18n";
import { dateTime } from "../ui/intl";

/** The seats of the recorded game, bots marked, with the recorded final scores and the winners. */
export function resultPanel(file: GameFile) {
  const order = file.seats.map((_, seat) => seat).sort((a, b) => (file.result.scores[b] ?? 0) - (file.result.scores[a] ?? 0));
  const list = h("ol", { class: "scores", attrs: { id: "replay-result" } },
    ...order.map((seat) => {
      const won = file.result.winners.includes(seat);
      return h("li", { class: won ? "won" : "" },
        h("span", {},
          h("span", { text: file.seats[seat].name || t("lobby.seat.numbered", { n: seat + 1 }) }),
          file.seats[seat].kind === "bot" ? h("span", { class: "tag tag-bot", text: t("lobby.seat.bot") }) : null,
          won ? h("span", { class: "tag tag-you", text: t("replay.result.winner") }) : null),
        h("span", { class: "score", text: String(file.result.scores[seat] ?? "–") }));
    }));
  const played = new Date(file.createdAt);
  const when = Number.isNaN(played.getTime()) ? "" : t("replay.result.started", { when: dateTime(played.getTime()) });
  return h("section", { class: "panel replay-result" }, h("h2", { text: t("replay.result.title") }), list, when ? h("p", { class: "muted", text: when }) : null);
}
