import type { PlainState, SeatInfo } from "../state";
import { h } from "./dom";
import { t } from "../i18n";

/**
 * One seat as a list item: name (as text), host and bot marks, connected light, "you". At a
 * turn-based table absence is normal: no light and no "away".
 */
export function seatItem(seat: SeatInfo, state: PlainState, extra?: Node | null): HTMLLIElement {
  const open = seat.kind === "open";
  const live = state.pace !== "turn-based";
  const li = h("li", {
    class: `seat seat-${seat.kind}${seat.connected ? " online" : ""}${state.mySeat === seat.seat ? " mine" : ""}`,
    attrs: { "data-seat": String(seat.seat), "data-kind": seat.kind },
  });
  if (live) {
    li.append(h("span", { class: `dot ${open ? "dot-open" : seat.connected || seat.kind === "bot" ? "dot-on" : "dot-off"}`,
      attrs: { title: t(open ? "lobby.seat.open" : seat.connected || seat.kind === "bot" ? "lobby.seat.connected" : "lobby.seat.disconnected") } }));
  }
  li.append(
    h("span", { class: "seat-no", text: `${seat.seat + 1}` }),
    h("span", { class: "seat-name", text: open ? t("lobby.seat.open") : seat.name }),
  );
  if (seat.host) li.append(h("span", { class: "tag tag-host", text: t("lobby.seat.host"), attrs: { title: t("lobby.seat.host") } }));
  const level = seat.level ? botLevelName(seat.level) : "";
  if (seat.kind === "bot") {
    li.append(h("span", { class: "tag tag-bot", text: level ? t("lobby.seat.botLevel", { level }) : t("lobby.seat.bot"),
      attrs: { title: level ? t("lobby.seat.botOfLevel", { level }) : t("lobby.seat.aBot") } }));
  }
  if (state.mySeat === seat.seat) li.append(h("span", { class: "tag tag-you", text: t("lobby.seat.you") }));
  // The host gave this player more time, or no clock: everyone sees it.
  if (seat.kind === "human" && seat.moreTime !== 1 && state.turnSeconds > 0) {
    li.append(h("span", { class: "tag tag-time", text: t("lobby.seat.moreTime", { times: seat.moreTime }) }));
  }
  if (live && !open && seat.kind === "human" && !seat.connected) li.append(h("span", { class: "tag tag-away", text: t("lobby.seat.away") }));
  if (seat.standIn) {
    li.append(h("span", { class: "tag tag-bot", text: level ? t("lobby.seat.standInLevel", { level }) : t("lobby.seat.standIn"),
      attrs: { title: t("lobby.seat.standInHint") } }));
  }
  if (state.status === "playing" && state.awaiting.includes(seat.seat)) li.append(h("span", { class: "tag tag-turn", text: t("lobby.seat.toAct") }));
  if (state.status === "ended" && state.scores[seat.seat] !== undefined) li.append(h("span", { class: "seat-score", text: String(state.scores[seat.seat]) }));
  if (extra) li.append(extra);
  return li;
}

export function seatName(state: PlainState, seat: number): string {
  return state.seats.find((s) => s.seat === seat)?.name || t("lobby.seat.numbered", { n: seat + 1 });
}

/** A bot's level ("easy", "medium", "hard") in the reader's words; an unknown one as it came. */
export function botLevelName(level: string): string {
  return level === "easy" || level === "medium" || level === "hard" ? t(`lobby.botLevel.${level}`) : level;
}
