import { h } from "../ui/dom";
import { seatItem } from "../ui/seats";
import type { PlainState } from "../state";

/** "a bot plays for Ana in 0:28", or that it is taking over once the time is up. */
export function awayCountdown(name: string, botAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((botAt - now) / 1000));
  if (seconds === 0) return `a bot is taking over for ${name}`;
  return `a bot plays for ${name} in ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
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
        // A player at the table may ask for a bot for a seat whose player is gone (the host's ask, or everyone's):
        // not while the seat's reconnection window runs (it is still held for the player's session).
        if (state.status === "playing" && state.mySeat !== null && seat.kind === "human" && !seat.connected && !seat.sessionId && !seat.standIn) {
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
