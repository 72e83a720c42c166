import { CHAT_HISTORY, CHAT_MAX_LENGTH, ChatMsg, type ChatHistoryMessage, type ChatLine } from "@space/shared";
import { h } from "../ui/dom";
import type { Connection } from "../net/connection";
import type { PlainState } from "../state";
import { ChatPeople } from "./chat-people";
import { t } from "../i18n";

const MUTED_KEY = "tabletop:chat-muted:";

function loadMuted(code: string): Set<string> {
  try {
    const raw = JSON.parse(localStorage.getItem(MUTED_KEY + code) ?? "[]");
    return new Set(Array.isArray(raw) ? raw.filter((k): k is string => typeof k === "string") : []);
  } catch {
    return new Set();
  }
}

function saveMuted(code: string, muted: Set<string>): void {
  try {
    localStorage.setItem(MUTED_KEY + code, JSON.stringify([...muted]));
  } catch {
    // private mode: the mutes last as long as the page
  }
}

/**
 * The room's chat: players and spectators; every line is text (names and messages go in through
 * textContent, never as markup). The server labels each line with its sender; a mute button per
 * person hides that person's lines on this device (kept per room code, under the sender's key
 * the server gives: `seat:N`, or a spectator's id; never a chosen name). The room's earlier lines
 * are asked for whenever this page enters the room (first join, reconnection).
 */
export function chatPanel(conn: Connection) {
  const list = h("ol", { class: "chat-lines", attrs: { id: "chat-lines", "aria-live": "polite" } });
  const peopleList = h("ul", { class: "chat-people", attrs: { id: "chat-people", "aria-label": t("table.chat.people") } });
  const input = h("input", { attrs: { id: "chat-input", type: "text", maxlength: String(CHAT_MAX_LENGTH), autocomplete: "off",
    placeholder: t("table.chat.placeholder"), "aria-label": t("table.chat.message") } });
  const send = h("button", { class: "small", text: t("table.chat.send"), attrs: { id: "chat-send", type: "submit" } });
  const form = h("form", { class: "chat-form" }, input, send);
  const el = h("section", { class: "panel chat", attrs: { id: "chat" } }, h("h2", { text: t("table.chat.title") }), list, form, peopleList);

  let lines: ChatLine[] = [];
  let code = "";
  let muted = new Set<string>();
  const people = new ChatPeople();
  let seats: PlainState["seats"] = [];
  let mine: string | null = null;
  /** What the mute list shows, to redraw it only when it changed. */
  let listed = "";

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    conn.send(ChatMsg.send, { text });
    input.value = "";
  });

  function renderLines(): void {
    const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 8;
    list.replaceChildren(...lines.filter((l) => !muted.has(l.from)).map((l) =>
      h("li", { attrs: { "data-from": l.from } },
        h("span", { class: "chat-name", text: l.seat === null ? t("table.chat.watcher", { name: l.name }) : l.name, attrs: { title: l.name } }),
        h("span", { class: "chat-text", text: l.text }))));
    if (atBottom) list.scrollTop = list.scrollHeight;
  }

  function renderPeople(): void {
    const list = people.list(seats, mine);
    listed = JSON.stringify(list);
    peopleList.replaceChildren(...list.map(([key, name]) => {
      const isMuted = muted.has(key);
      return h("li", {},
        h("span", { class: "chat-person", text: name, attrs: { title: name } }),
        h("button", { class: "small ghost", text: t(isMuted ? "table.chat.unmute" : "table.chat.mute"),
          attrs: { type: "button", "data-mute": key, "aria-pressed": String(isMuted), title: t(isMuted ? "table.chat.show" : "table.chat.hide", { name }) },
          on: { click: () => toggle(key) } }));
    }));
  }

  function toggle(key: string): void {
    if (muted.has(key)) muted.delete(key);
    else muted.add(key);
    saveMuted(code, muted);
    renderLines();
    renderPeople();
  }

  function take(incoming: ChatLine[]): void {
    const byId = new Map(lines.map((l) => [l.id, l]));
    for (const l of incoming) {
      byId.set(l.id, l);
      people.hear(l);
    }
    lines = [...byId.values()].sort((a, b) => a.id - b.id).slice(-CHAT_HISTORY);
    renderLines();
    renderPeople();
  }

  const stops = [
    conn.onMessage<ChatLine>(ChatMsg.line, (line) => take([line])),
    conn.onMessage<ChatHistoryMessage>(ChatMsg.history, (m) => take(Array.isArray(m?.lines) ? m.lines : [])),
    conn.onRoom(() => conn.send(ChatMsg.history, {})),
  ];
  conn.send(ChatMsg.history, {});

  return {
    el,
    update(state: PlainState) {
      if (state.code !== code) {
        code = state.code;
        muted = loadMuted(code);
        renderLines();
      }
      mine = state.mySeat === null ? null : `seat:${state.mySeat}`;
      seats = state.seats;
      if (JSON.stringify(people.list(seats, mine)) !== listed) renderPeople();
    },
    destroy() {
      for (const stop of stops) stop();
    },
  };
}
