import { RoomCode, SeatToken } from "@space/shared";

/**
 * Seat tokens this browser holds, per room code, in localStorage: the only way back into a seat
 * after a drop, a reload or a server restart (docs/server.md, "Seats and seat tokens").
 */
export interface SavedSeat {
  token: string;
  name: string;
}

const KEY = "spaceTabletop.seats";
/** The room this tab is in, so a reload goes back to it (other tabs may be in other rooms). */
const CURRENT = "spaceTabletop.room";

function all(): Record<string, SavedSeat> {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, Partial<SavedSeat>>;
    const seats: Record<string, SavedSeat> = {};
    for (const [code, seat] of Object.entries(parsed)) {
      if (RoomCode.safeParse(code).success && SeatToken.safeParse(seat?.token).success) {
        seats[code] = { token: seat.token!, name: typeof seat.name === "string" ? seat.name : "" };
      }
    }
    return seats;
  } catch {
    return {};
  }
}

/** Every seat this browser holds, by room code ("My tables" asks the server about them). */
export function heldSeats(): Record<string, SavedSeat> {
  return all();
}

export function loadSeat(code: string): SavedSeat | null {
  return all()[code] ?? null;
}

export function saveSeat(code: string, seat: SavedSeat): void {
  localStorage.setItem(KEY, JSON.stringify({ ...all(), [code]: seat }));
}

export function forgetSeat(code: string): void {
  const seats = all();
  delete seats[code];
  localStorage.setItem(KEY, JSON.stringify(seats));
}

export function currentRoom(): string | null {
  const code = sessionStorage.getItem(CURRENT);
  return code && RoomCode.safeParse(code).success ? code : null;
}

export function setCurrentRoom(code: string | null): void {
  if (code) sessionStorage.setItem(CURRENT, code);
  else sessionStorage.removeItem(CURRENT);
}

/** A "continue on another device" ticket this tab brought in its link, for one join. */
const TICKET = "spaceTabletop.ticket";

/**
 * A "continue on another device" link carries a one-use ticket in the fragment (`#ticket=...`),
 * which browsers never send to a server. Takes it out of the address bar, for this tab's next join.
 */
export function takeTicketFromLink(code: string | undefined): void {
  const ticket = new URLSearchParams(location.hash.slice(1)).get("ticket");
  if (!ticket) return;
  history.replaceState(null, "", location.pathname + location.search);
  if (code && SeatToken.safeParse(ticket).success) sessionStorage.setItem(TICKET, JSON.stringify({ code, ticket }));
}

/** A ticket the server gave this tab itself (a rematch's seat), for its next join of `code`. */
export function keepTicket(code: string, ticket: string): void {
  sessionStorage.setItem(TICKET, JSON.stringify({ code, ticket }));
}

/** The ticket this tab brought for `code`, if any. */
export function ticketFor(code: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(TICKET) ?? "null") as { code?: unknown; ticket?: unknown } | null;
    return saved?.code === code && typeof saved.ticket === "string" ? saved.ticket : null;
  } catch {
    return null;
  }
}

/** A ticket works once: forget it after trying it. */
export function dropTicket(): void {
  sessionStorage.removeItem(TICKET);
}

/** The link that moves the seat to another device with a ticket from the server. Show it to that player only. */
export function seatLink(code: string, ticket: string): string {
  const url = new URL(location.href);
  url.search = "";
  url.hash = "";
  url.searchParams.set("room", code);
  url.hash = `ticket=${ticket}`;
  return url.toString();
}
