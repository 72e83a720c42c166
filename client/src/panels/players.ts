import { h } from "../ui/dom";
import { seatItem } from "../ui/seats";
import type { PlainState, SeatInfo } from "../state";

/** "a bot plays for Ana in 0:28", or that it is taking over once the time is up. */
export function awayCountdown(name: string, botAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((botAt - now) / 1000));
  if (seconds === 0) return `a bot is taking over for ${name}`;
  return `a bot plays for ${name} in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * Whether this page may offer "ask a bot to play" for `seat`: a player at a running table, for a
 * human seat whose player is gone for good. Not while the seat's reconnection window runs (it is
 * still held for the player's session, `sessionId`: the server refuses the ask, `not_away`), nor
 * once a bot plays it.
 */
export function mayAskStandIn(state: Pick<PlainState, "status" | "mySeat">, seat: Pick<SeatInfo, "kind" | "connected" | "sessionId" | "standIn">): boolean {
  return state.status === "playing" && state.mySeat !== null && seat.kind === "human" && !seat.connected && !seat.sessionId && !seat.standIn;
}

/** The players, with a bar on each acting seat showing its turn clock (red in the last 10 seconds). */
export function playersPanel(askStandIn: (seat: number) => void) {
  const list = h("ul", { class: "seats", attrs: { id: "players" } });
  const watching = h("p", { class: "muted" });
  const el = h("section", { class: "panel players" }, h("h2", { text: "Players" }), list, watching);
  return {
    el,
    update(state: PlainState) {
      const clocked = state.status === "playing" && state.deadline > 0;
      list.replaceChildren(...state.seats.map((seat) => {
        const li = seatItem(seat, state,
          clocked && state.awaiting.includes(seat.seat) ? h("span", { class: "clock-bar", attrs: { title: "time left for this move" } }, h("span", { class: "clock-fill" })) : null);
        // A long name is cut with "…" (CSS); the whole name shows on hover.
        if (seat.name) li.querySelector(".seat-name")?.setAttribute("title", seat.name);
        // The host's ask, or everyone's, puts a bot in at once.
        if (mayAskStandIn(state, seat)) {
          li.append(h("button", { class: "small", text: "ask a bot to play", attrs: { type: "button", "data-stand-in": String(seat.seat) },
            on: { click: () => askStandIn(seat.seat) } }));
        }
        // An away player's seat says from the first second when a bot will play for them.
        if (state.status === "playing" && seat.kind === "human" && !seat.connected && !seat.standIn && seat.botAt > 0) {
          li.append(h("span", { class: "away-countdown", attrs: { "data-bot-at": String(seat.botAt), role: "timer" } }));
        }
        return li;
      }));
      watching.textContent = state.spectators ? `${state.spectators} watching` : "";
      this.tick(state);
    },
    /** Shrinks the acting seats' bars and counts the away seats down; called a few times a second. */
    tick(state: PlainState) {
      list.querySelectorAll<HTMLElement>(".away-countdown").forEach((el) => {
        const seat = state.seats.find((s) => String(s.seat) === el.closest("li")?.getAttribute("data-seat"));
        el.textContent = seat ? awayCountdown(seat.name, Number(el.dataset.botAt), Date.now()) : "";
      });
      if (!state.deadline || !state.turnSeconds) return;
      const left = Math.max(0, state.deadline - Date.now());
      const share = Math.min(1, left / (state.turnSeconds * 1000));
      list.querySelectorAll<HTMLElement>(".clock-fill").forEach((fill) => {
        fill.style.width = `${(share * 100).toFixed(1)}%`;
        fill.classList.toggle("urgent", left <= 10_000);
      });
    },
  };
}
