import type { MyTable } from "@space/shared";
import { gameInfo } from "../games";
import type { RecentGame } from "../net/recent";
import { replayPath } from "../replay/route";
import { timeLeftWords } from "../ui/time-left";
import { t as tr } from "../i18n";
import { listOf } from "../ui/intl";

/** One row of "My tables" as the page says it (docs/client.md, "My tables"). */
export interface TableRow {
  code: string;
  game: string;
  /** "Live" or "Turn-based"; "" when this device does not know (a table the server did not list). */
  pace: string;
  /** "with Bo and Cy (bot)"; "" when unknown. */
  others: string;
  /** "Your turn", "Bo's turn", "Bo and Cy to play", "Game over", "Waiting to start", "In play". */
  turn: string;
  /** The table waits for me. */
  mine: boolean;
  /** "2 d 3 h left", "41 min left"; "" without a clock. */
  timeLeft: string;
  lastMove: string;
  ended: boolean;
  /** A running table opens its board (the rejoin path: `/?room=CODE` comes back with the seat token); an ended one its replay. */
  href: string;
}

const roomPath = (code: string) => `/?room=${encodeURIComponent(code)}`;

function turnOf(t: MyTable): string {
  if (t.status === "ended") return tr("lobby.tables.gameOver");
  if (t.awaiting.includes(t.seat)) return tr("lobby.tables.yourTurn");
  const names = t.awaiting.map((s) => t.players[s]?.name).filter((n): n is string => Boolean(n));
  if (names.length === 1) return tr("lobby.tables.oneTurn", { name: names[0] });
  return names.length ? tr("lobby.tables.manyToPlay", { names: listOf(names) }) : tr("lobby.tables.inPlay");
}

/** A table the server listed. */
export function tableRow(t: MyTable, now: number): TableRow {
  const others = t.players.filter((_, i) => i !== t.seat).map((p) => (p.kind === "bot" ? tr("lobby.tables.botName", { name: p.name }) : p.name));
  const ended = t.status === "ended";
  return {
    code: t.code,
    game: gameInfo(t.gameId).name,
    pace: tr(t.pace === "turn-based" ? "lobby.tables.turnBased" : "lobby.tables.live"),
    others: others.length ? tr("lobby.tables.with", { names: listOf(others) }) : "",
    turn: turnOf(t),
    mine: !ended && t.awaiting.includes(t.seat),
    timeLeft: !ended && t.deadline > 0 ? timeLeftWords(t.deadline, now) : "",
    lastMove: t.lastMove,
    ended,
    href: ended ? replayPath(t.code) : roomPath(t.code),
  };
}

/** A table only this device remembers (net/recent.ts): a waiting room, which the server keeps nowhere, or any when it could not list. */
function localRow(g: RecentGame): TableRow {
  return {
    code: g.code, game: gameInfo(g.gameId).name, pace: "", others: "",
    turn: tr(g.status === "lobby" ? "lobby.tables.waitingToStart" : "lobby.tables.inPlay"),
    mine: false, timeLeft: "", lastMove: "", ended: false, href: roomPath(g.code),
  };
}

/**
 * The rows in the server's order (waiting for me first), with the waiting rooms of this device's
 * recent games that hold a seat here after the tables waiting for me. `tables` null: the server
 * could not list them, so every running recent game with a seat is shown as this device remembers it.
 */
export function tableRows(tables: MyTable[] | null, recent: RecentGame[], held: Set<string>, now: number): TableRow[] {
  const listed = new Set((tables ?? []).map((t) => t.code));
  const local = recent.filter((g) => held.has(g.code) && !listed.has(g.code) && (tables ? g.status === "lobby" : g.status !== "ended")).map(localRow);
  const rows = (tables ?? []).map((t) => tableRow(t, now));
  const waiting = rows.filter((r) => r.mine).length;
  return [...rows.slice(0, waiting), ...local, ...rows.slice(waiting)];
}
