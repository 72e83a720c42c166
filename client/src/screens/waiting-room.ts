import { DEFAULT_BOT_LEVEL, Msg, SEAT_BOT_LEVELS, games } from "@space/shared";
import { copyText, h } from "../ui/dom";
import { botLevelName, seatItem } from "../ui/seats";
import { toast } from "../ui/toast";
import { roomLink } from "../net/endpoint";
import { gameInfo } from "../games";
import { otherDeviceButton } from "../ui/other-device";
import { rulesPanel } from "../panels/rules";
import type { Connection } from "../net/connection";
import type { PlainState } from "../state";
import { paceSentence } from "../ui/time-left";
import { notifyButton } from "../notify/entry";
import { t } from "../i18n";
import { clocksPanel } from "../panels/clocks";

/** Before the start: the code to share, the seats, and the host's controls. */
export function waitingRoomScreen(conn: Connection, gameId: string) {
  const title = h("h1", { attrs: { id: "room-game" } });
  const code = h("div", { class: "room-code", attrs: { id: "room-code", "aria-label": t("lobby.waiting.codeAria") } });
  const link = h("input", { attrs: { id: "room-link", readonly: "", "aria-label": t("access.roomLink") } });
  const copy = h("button", { text: t("lobby.copyLink"), attrs: { id: "copy-link", type: "button" } });
  copy.addEventListener("click", async () => {
    toast(t((await copyText(link.value)) ? "lobby.linkCopied" : "app.copy.failed"), "info");
  });
  const seats = h("ul", { class: "seats", attrs: { id: "seats" } });
  const spectators = h("p", { class: "muted", attrs: { id: "spectators" } });
  const pace = h("p", { class: "pace-note", attrs: { id: "pace-note" } });
  const hostControls = h("div", { class: "host-controls", attrs: { id: "host-controls" } });
  const level = h("select", { attrs: { id: "bot-level", "aria-label": t("lobby.waiting.botLevel"), title: t("lobby.waiting.botLevelHint") } },
    ...SEAT_BOT_LEVELS.map((l) => h("option", { text: botLevelName(l), attrs: { value: l, ...(l === DEFAULT_BOT_LEVEL ? { selected: "" } : {}) } })));
  const addBot = h("button", { text: t("lobby.waiting.addBot"), attrs: { id: "add-bot", type: "button" } });
  addBot.addEventListener("click", () => conn.send(Msg.addBot, { level: level.value }));
  const start = h("button", { class: "primary", text: t("lobby.waiting.start"), attrs: { id: "start", type: "button" } });
  start.addEventListener("click", () => conn.send(Msg.start));
  const startReason = h("p", { class: "muted", attrs: { id: "start-reason" } });
  hostControls.append(level, addBot, start, startReason);
  const waitNote = h("p", { class: "muted", attrs: { id: "wait-note" }, text: t("lobby.waiting.forHost") });
  const leave = h("button", { class: "ghost", text: t("lobby.leaveRoom"), attrs: { id: "leave", type: "button" } });
  leave.addEventListener("click", () => void conn.leave());
  const otherDevice = otherDeviceButton(conn);
  const notify = notifyButton(conn);
  const clocks = clocksPanel((seat, times) => conn.send(Msg.moreTime, { seat, times }), "lobby-");

  const el = h("main", { class: "screen waiting", attrs: { id: "waiting-room" } },
    title,
    h("section", { class: "card share" },
      h("p", { class: "muted", text: t("lobby.join.code") }), code,
      h("div", { class: "row" }, link, copy)),
    h("section", { class: "card" }, h("h2", { text: t("lobby.create.seats") }), pace, seats, spectators, hostControls, clocks.el, waitNote, notify.el),
    rulesPanel(gameId),
    h("div", { class: "row" }, otherDevice.el, leave));

  function update(state: PlainState): void {
    title.textContent = gameInfo(state.gameId).name;
    code.textContent = state.code;
    link.value = roomLink(state.code);
    const me = state.seats.find((s) => s.seat === state.mySeat);
    const isHost = Boolean(me?.host);
    seats.replaceChildren(...state.seats.map((seat) => {
      const remove = isHost && seat.kind === "bot"
        ? h("button", { class: "small", text: t("lobby.waiting.removeBot"), attrs: { "data-remove-bot": String(seat.seat), type: "button" },
          on: { click: () => conn.send(Msg.removeBot, { seat: seat.seat }) } })
        : null;
      return seatItem(seat, state, remove);
    }));
    clocks.update(state);
    spectators.textContent = state.spectators ? t("table.spectators", { n: state.spectators }) : "";
    // Before the start every seat's reserve is the table's whole reserve.
    pace.hidden = state.pace !== "turn-based";
    pace.textContent = pace.hidden ? "" : paceSentence(state.turnSeconds, Math.max(0, ...state.seats.map((s) => s.bankMs)) / 1000);
    const filled = state.seats.filter((s) => s.kind !== "open").length;
    const min = games[state.gameId as keyof typeof games]?.minPlayers ?? 2;
    const open = state.seats.filter((s) => s.kind === "open").length;
    hostControls.hidden = !isHost;
    waitNote.hidden = isHost;
    addBot.disabled = open === 0;
    level.disabled = open === 0;
    start.disabled = filled < min;
    startReason.textContent = filled < min ? t("lobby.waiting.needsPlayers", { min, filled })
      : open > 0 ? t("lobby.waiting.openSeats", { n: open }) : t("lobby.waiting.allTaken");
  }

  return { el, update, destroy: () => { otherDevice.destroy(); notify.destroy(); } };
}
