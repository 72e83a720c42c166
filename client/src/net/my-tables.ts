import { MY_TABLES_MAX, RoomCode, SeatToken, type MyTable } from "@space/shared";
import { heldSeats, loadSeat, saveSeat } from "./seats";
import { recentGames } from "./recent";
import { currentLocale, t } from "../i18n";

/**
 * "My tables" and the all-seats link (docs/client.md, "My tables"): asks the server about the
 * seats this browser holds (`POST /api/tables`), makes the link that copies them to another
 * device (`POST /api/tables/link`) and takes such a link's seats (`POST /api/tables/claim`).
 */

/** The seats to ask about: those of the recent games first, then the rest, at most MY_TABLES_MAX. */
function seatsToAsk(): { code: string; token: string }[] {
  const held = heldSeats();
  const order = [...recentGames().map((g) => g.code), ...Object.keys(held)];
  return [...new Set(order)].filter((code) => held[code]).slice(0, MY_TABLES_MAX).map((code) => ({ code, token: held[code].token }));
}

/** Room codes this browser holds a seat in. */
export function heldCodes(): Set<string> {
  return new Set(Object.keys(heldSeats()));
}

async function postJson(path: string, body: unknown): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, body: answer };
}

/** The tables the server lists for this browser's seats, in its order; null when it could not list them (no store, offline). */
export async function fetchTables(): Promise<MyTable[] | null> {
  const seats = seatsToAsk();
  if (!seats.length) return [];
  try {
    const answer = await postJson("/api/tables", { seats, lang: currentLocale() });
    return answer.ok && Array.isArray(answer.body.tables) ? answer.body.tables as MyTable[] : null;
  } catch {
    return null;
  }
}

/** The all-seats link: `/?tables#seats=TICKET` (the fragment never reaches a server). */
function allSeatsLink(ticket: string): string {
  const url = new URL(location.href);
  url.search = "?tables";
  url.hash = `seats=${ticket}`;
  return url.toString();
}

/** A link that copies every seat of this browser to another device, with its expiry; or the server's refusal in words. */
export async function makeSeatsLink(): Promise<{ link: string; expiresAt: number } | { error: string }> {
  try {
    const answer = await postJson("/api/tables/link", { seats: seatsToAsk() });
    const { ticket, expiresAt } = answer.body as { ticket?: unknown; expiresAt?: unknown };
    if (answer.ok && typeof ticket === "string" && typeof expiresAt === "number") return { link: allSeatsLink(ticket), expiresAt };
    return { error: typeof answer.body.error === "string" ? answer.body.error : t("app.error.linkNotMade") };
  } catch {
    return { error: t("app.error.serverUnreachable") };
  }
}

const LINK_TICKET = /^[A-Za-z0-9_-]{43}$/;

/** Takes an all-seats ticket out of the address bar at once (`#seats=...`), so it is not left in the history or shared by mistake. */
export function takeSeatsTicketFromLink(): string | null {
  const ticket = new URLSearchParams(location.hash.slice(1)).get("seats");
  if (ticket === null) return null;
  history.replaceState(null, "", location.pathname + location.search);
  return LINK_TICKET.test(ticket) ? ticket : null;
}

/**
 * Saves the seats of an all-seats link on this device (a seat this device already holds for a code
 * stays as it is); resolves with how many were new, or the refusal in words.
 */
export async function claimSeats(ticket: string): Promise<{ added: number } | { error: string }> {
  try {
    const answer = await postJson("/api/tables/claim", { ticket });
    if (!answer.ok || !Array.isArray(answer.body.seats)) {
      return { error: typeof answer.body.error === "string" ? answer.body.error : t("app.error.linkFailed") };
    }
    let added = 0;
    for (const seat of answer.body.seats as { code?: unknown; token?: unknown }[]) {
      const code = RoomCode.safeParse(seat.code);
      const token = SeatToken.safeParse(seat.token);
      if (!code.success || !token.success || loadSeat(code.data)) continue;
      saveSeat(code.data, { token: token.data, name: "" });
      added += 1;
    }
    return { added };
  } catch {
    return { error: t("app.error.serverUnreachable") };
  }
}

/** A claimed seat has no name on this device yet: it takes the one its table shows (a join sends it). */
export function nameClaimedSeats(tables: MyTable[]): void {
  for (const t of tables) {
    const seat = loadSeat(t.code);
    const name = t.players[t.seat]?.name;
    if (seat && !seat.name && name) saveSeat(t.code, { ...seat, name });
  }
}
