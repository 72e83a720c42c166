import type { GameFile } from "@space/shared";
import { h } from "../ui/dom";

/** The seats of the recorded game, bots marked, with the recorded final scores and the winners. */
export function resultPanel(file: GameFile) {
  const order = file.seats.map((_, seat) => seat).sort((a, b) => (file.result.scores[b] ?? 0) - (file.result.scores[a] ?? 0));
  const list = h("ol", { class: "scores", attrs: { id: "replay-result" } },
    ...order.map((seat) => {
      const won = file.result.winners.includes(seat);
      return h("li", { class: won ? "won" : "" },
        h("span", {},
          h("span", { text: file.seats[seat].name || `seat ${seat + 1}` }),
          file.seats[seat].kind === "bot" ? h("span", { class: "tag tag-bot", text: "bot" }) : null,
          won ? h("span", { class: "tag tag-you", text: "winner" }) : null),
        h("span", { class: "score", text: String(file.result.scores[seat] ?? "–") }));
    }));
  const played = new Date(file.createdAt);
  const when = Number.isNaN(played.getTime()) ? "" : `Started ${played.toLocaleString()}`;
  return h("section", { class: "panel replay-result" }, h("h2", { text: "Result" }), list, when ? h("p", { class: "muted", text: when }) : null);
}
