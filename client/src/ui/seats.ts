import type { PlainState, SeatInfo } from "../state";
import { h } from "./dom";

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
      attrs: { title: open ? "open seat" : seat.connected || seat.kind === "bot" ? "connected" : "disconnected" } }));
  }
  li.append(
    h("span", { class: "seat-no", text: `${seat.seat + 1}` }),
    h("span", { class: "seat-name", text: open ? "open seat" : seat.name }),
  );
  if (seat.host) li.append(h("span", { class: "tag tag-host", text: "host", attrs: { title: "host" } }));
  const level = seat.level ? ` · ${seat.level}` : "";
  if (seat.kind === "bot") li.append(h("span", { class: "tag tag-bot", text: `bot${level}`, attrs: { title: `a bot${level ? ` of level ${seat.level}` : ""}` } }));
  if (state.mySeat === seat.seat) li.append(h("span", { class: "tag tag-you", text: "you" }));
  if (live && !open && seat.kind === "human" && !seat.connected) li.append(h("span", { class: "tag tag-away", text: "away" }));
  if (seat.standIn) li.append(h("span", { class: "tag tag-bot", text: `bot playing${level}`, attrs: { title: "a bot plays this seat until its player comes back" } }));
  if (state.status === "playing" && state.awaiting.includes(seat.seat)) li.append(h("span", { class: "tag tag-turn", text: "to act" }));
  if (state.status === "ended" && state.scores[seat.seat] !== undefined) li.append(h("span", { class: "seat-score", text: String(state.scores[seat.seat]) }));
  if (extra) li.append(extra);
  return li;
}

export function seatName(state: PlainState, seat: number): string {
  return state.seats.find((s) => s.seat === seat)?.name || `seat ${seat + 1}`;
}
