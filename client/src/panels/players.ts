import { TIMEOUTS_BEFORE_VOTE } from "@space/shared";
import { h } from "../ui/dom";
import { seatItem } from "../ui/seats";
import { clockFace, reserveWords, timeLeftWords } from "../ui/time-left";
import type { PlainState, SeatInfo } from "../state";
import { t } from "../i18n";
import { seatBadge } from "./seat-badge";

/** "a bot plays for Ana in 0:28", or that it is taking over once the time is up. */
export function awayCountdown(name: string, botAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((botAt - now) / 1000));
  if (seconds === 0) return t("table.away.takingOver", { name });
  return t("table.away.botIn", { name, time: clockFace(seconds) });
}

/**
 * Whether this page may offer "ask a bot to play" for `seat`: a player at a running table, for a
 * human seat whose player is gone for good. Not while the seat's reconnection window runs (it is
 * still held for the player's session, `sessionId`: the server refuses the ask, `not_away`), nor
 * once a bot plays it. At a turn-based table absence is normal: only once the rules played for the
 * seat TIMEOUTS_BEFORE_VOTE times in a row (the server refuses before).
 */
export function mayAskStandIn(state: Pick<PlainState, "status" | "mySeat" | "pace">,
  seat: Pick<SeatInfo, "kind" | "connected" | "sessionId" | "standIn" | "timeouts">): boolean {
  if (state.pace === "turn-based" && seat.timeouts < TIMEOUTS_BEFORE_VOTE) return false;
  return state.status === "playing" && state.mySeat !== null && seat.kind === "human" && !seat.connected && !seat.sessionId && !seat.standIn;
}

/** Turn-based: a seated player's time left while awaited and their reserve, in words the tick keeps current. */
function seatClock(seat: SeatInfo): HTMLElement {
  return h("span", { class: "seat-clock", attrs: { role: "timer" } },
    seat.deadline > 0 ? h("span", { class: "time-left", attrs: { "data-deadline": String(seat.deadline) } }) : null,
    h("span", { class: "reserve", attrs: { "data-deadline": String(seat.deadline), "data-bank": String(seat.bankMs) } }));
}

/** A live table's bar for an acting seat: its own deadline and clock (the host may have given it more time). */
function clockBar(seat: SeatInfo, state: PlainState): HTMLElement {
  const deadline = seat.deadline || state.deadline;
  return h("span", { class: "clock-bar", attrs: { title: t("table.players.clockBar") } },
    h("span", { class: "clock-fill", attrs: { "data-deadline": String(deadline), "data-length": String(state.turnSeconds * 1000 * seat.moreTime) } }));
}

/**
 * The players, with a bar on each acting seat showing its turn clock (red in the last 10 seconds);
 * at a turn-based table each seat's time left and reserve in words instead.
 */
export function playersPanel(askStandIn: (seat: number) => void) {
  const list = h("ul", { class: "seats", attrs: { id: "players" } });
  const watching = h("p", { class: "muted" });
  const el = h("section", { class: "panel players" }, h("h2", { text: t("table.players.title") }), list, watching);
  return {
    el,
    update(state: PlainState) {
      const turnBased = state.pace === "turn-based";
      const clocked = state.status === "playing" && state.deadline > 0 && !turnBased;
      list.replaceChildren(...state.seats.map((seat) => {
        const li = seatItem(seat, state,
          clocked && state.awaiting.includes(seat.seat) && seat.moreTime > 0 ? clockBar(seat, state)
            : turnBased && state.status === "playing" && seat.kind !== "open" ? seatClock(seat) : null);
        // A long name is cut with "…" (CSS); the whole name shows on hover.
        if (seat.name) li.querySelector(".seat-name")?.setAttribute("title", seat.name);
        // The seat's mark as the boards draw it (shape, colour, number): colour is never the only cue.
        if (seat.kind !== "open") li.querySelector(".seat-name")?.before(seatBadge(seat.seat));
        // The host's ask, or everyone's, puts a bot in at once.
        if (mayAskStandIn(state, seat)) {
          li.append(h("button", { class: "small", text: t("table.standIn.ask"),
            attrs: { type: "button", "data-stand-in": String(seat.seat), "aria-label": t("table.standIn.askFor", { name: seat.name }) },
            on: { click: () => askStandIn(seat.seat) } }));
        }
        // An away player's seat says from the first second when a bot will play for them.
        if (state.status === "playing" && !turnBased && seat.kind === "human" && !seat.connected && !seat.standIn && seat.botAt > 0) {
          li.append(h("span", { class: "away-countdown", attrs: { "data-bot-at": String(seat.botAt), role: "timer" } }));
        }
        return li;
      }));
      watching.textContent = state.spectators ? t("table.spectators", { n: state.spectators }) : "";
      this.tick(state);
    },
    /** Shrinks the acting seats' bars, counts the away seats down and words the turn-based times; called a few times a second. */
    tick(state: PlainState) {
      const now = Date.now();
      list.querySelectorAll<HTMLElement>(".time-left").forEach((el) => (el.textContent = timeLeftWords(Number(el.dataset.deadline), now)));
      list.querySelectorAll<HTMLElement>(".reserve").forEach((el) => {
        el.textContent = reserveWords({ deadline: Number(el.dataset.deadline), bankMs: Number(el.dataset.bank) }, now);
      });
      list.querySelectorAll<HTMLElement>(".away-countdown").forEach((el) => {
        const seat = state.seats.find((s) => String(s.seat) === el.closest("li")?.getAttribute("data-seat"));
        el.textContent = seat ? awayCountdown(seat.name, Number(el.dataset.botAt), Date.now()) : "";
      });
      list.querySelectorAll<HTMLElement>(".clock-fill").forEach((fill) => {
        const left = Math.max(0, Number(fill.dataset.deadline) - now);
        const share = Math.min(1, left / Number(fill.dataset.length));
        fill.style.width = `${(share * 100).toFixed(1)}%`;
        fill.classList.toggle("urgent", left <= 10_000);
      });
    },
  };
}
