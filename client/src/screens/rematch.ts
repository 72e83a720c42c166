import { Msg, ServerMsg, type RematchReadyMessage } from "@space/shared";
import { h } from "../ui/dom";
import { roomLink } from "../net/endpoint";
import type { Connection } from "../net/connection";
import type { PlainState, SeatInfo } from "../state";
import { t } from "../i18n";

/** Each seat's answer to "play again", in words. */
function answerOf(seat: SeatInfo): string {
  if (seat.kind === "bot") return t("lobby.rematch.botStays");
  if (seat.rematch === "yes") return t("lobby.rematch.playsAgain");
  if (seat.rematch === "no") return t("lobby.rematch.notThisTime");
  return t("lobby.rematch.noAnswer");
}

/**
 * "Play again" on the end screen (docs/client.md, "Screens"): each seated player accepts or
 * declines, everyone sees the answers, the host opens the new table; a player who accepted is taken
 * to its waiting room with the ticket the server sent them alone, the others see where it went.
 */
export function rematchPanel(conn: Connection) {
  const answers = h("ul", { class: "rematch-answers", attrs: { id: "rematch-answers" } });
  const yes = h("button", { class: "primary", text: t("lobby.rematch.yes"), attrs: { id: "rematch-yes", type: "button", "aria-pressed": "false" } });
  const no = h("button", { text: t("lobby.rematch.no"), attrs: { id: "rematch-no", type: "button", "aria-pressed": "false" } });
  yes.addEventListener("click", () => conn.send(Msg.rematch, { accept: true }));
  no.addEventListener("click", () => conn.send(Msg.rematch, { accept: false }));
  const choice = h("div", { class: "row rematch-choice" }, yes, no);
  const bots = h("input", { attrs: { id: "rematch-bots", type: "checkbox", checked: "" } });
  const start = h("button", { class: "primary", text: t("lobby.rematch.start"), attrs: { id: "rematch-start", type: "button" } });
  start.addEventListener("click", () => conn.send(Msg.rematchStart, { bots: bots.checked }));
  const host = h("div", { class: "rematch-host", attrs: { id: "rematch-host" } },
    h("label", { class: "check" }, bots, t("lobby.rematch.bots")), start);
  const note = h("p", { class: "muted rematch-note", attrs: { id: "rematch-note" } });
  const movedLink = h("a", { attrs: { id: "rematch-link" } });
  const moved = h("p", { class: "rematch-moved", attrs: { id: "rematch-moved" } }, `${t("lobby.rematch.moved")} `, movedLink);
  const el = h("section", { class: "rematch", attrs: { id: "rematch", "aria-label": t("lobby.rematch.yes") } },
    h("h3", { text: t("lobby.rematch.title") }), answers, choice, host, note, moved);

  let name = "";
  let moving = false;
  // Only this player's own ticket ever comes here: the server sends it to the seat that accepted.
  const stop = conn.onMessage<RematchReadyMessage>(ServerMsg.rematchReady, ({ code, ticket }) => {
    if (moving) return;
    moving = true;
    note.textContent = t("lobby.rematch.taking", { code });
    void conn.moveTo(code, name || t("lobby.rematch.player"), ticket).then(() => { moving = false; });
  });

  function update(state: PlainState): void {
    const me = state.mySeat === null ? undefined : state.seats[state.mySeat];
    name = me?.name ?? "";
    const open = state.rematchCode === "";
    answers.replaceChildren(...state.seats.map((s) => h("li", { attrs: { "data-seat": String(s.seat), "data-answer": s.rematch } },
      h("span", { class: "rematch-name", text: s.name }), h("span", { class: "rematch-answer", text: answerOf(s) }))));
    choice.hidden = !me || !open;
    yes.setAttribute("aria-pressed", String(me?.rematch === "yes"));
    no.setAttribute("aria-pressed", String(me?.rematch === "no"));
    host.hidden = !me?.host || !open;
    start.disabled = me?.rematch !== "yes";
    moved.hidden = open;
    if (!open) {
      movedLink.textContent = state.rematchCode;
      movedLink.href = roomLink(state.rematchCode);
    }
    if (moving) return;
    note.textContent = !open ? (me?.rematch === "yes" ? "" : t("lobby.rematch.openLink"))
      : !me ? t("lobby.rematch.playersChoose")
      : me.host ? t(me.rematch === "yes" ? "lobby.rematch.startWhenAnswered" : "lobby.rematch.chooseToOpen")
      : me.rematch === "yes" ? t("lobby.rematch.waitingHost") : "";
  }

  return { el, update, destroy: stop };
}
