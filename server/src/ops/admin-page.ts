import escapeHtml from "escape-html";
import { matchMaker } from "colyseus";
import type { RoomState } from "@space/shared/schema";

/** What the panel shows of a room: only what every player at it sees too. */
export interface RoomLine {
  code: string;
  game: string;
  status: string;
  seats: { name: string; kind: string; connected: boolean; standIn: boolean }[];
  spectators: number;
  moves: number;
  clients: number;
  /** Seconds since it was created. */
  age: number;
  /** Another process's room (with REDIS_URL): only its listing is known here. */
  elsewhere: boolean;
}

/**
 * The rooms the matchmaker lists (every process's with Redis), with the public part of the state of
 * those in this process: names, kinds, who is connected, status and move count. Never a seat's
 * secret, a seed, a token or its hash: the panel reads nothing else.
 */
export async function roomLines(now = Date.now()): Promise<RoomLine[]> {
  const listings = await matchMaker.query({});
  return listings.map((listing) => {
    const room = matchMaker.getLocalRoomById(listing.roomId);
    const state = room?.state as RoomState | undefined;
    return {
      code: listing.roomId,
      game: listing.name,
      status: state?.status ?? "",
      seats: state ? [...state.seats].map((s) => ({ name: s.name, kind: s.kind, connected: s.connected, standIn: s.standIn })) : [],
      spectators: state?.spectators ?? 0,
      moves: state?.moves ?? 0,
      clients: listing.clients,
      age: Math.max(0, Math.round((now - new Date(listing.createdAt ?? now).getTime()) / 1000)),
      elsewhere: !room,
    };
  }).sort((a, b) => a.code.localeCompare(b.code));
}

/** The panel's page: plain HTML, no script (the CSP allows none inline), refreshed every 10 s. */
export function adminPage(rooms: RoomLine[], uptimeSeconds: number, memory: NodeJS.MemoryUsage): string {
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
  const byGame = new Map<string, number>();
  for (const r of rooms) byGame.set(r.game, (byGame.get(r.game) ?? 0) + 1);
  const connections = rooms.reduce((n, r) => n + r.clients, 0);
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;
  const seat = (s: RoomLine["seats"][number]) =>
    `${escapeHtml(s.name || "(open)")} <small>${s.kind === "human" ? (s.standIn ? "bot playing" : s.connected ? "here" : "away") : escapeHtml(s.kind)}</small>`;
  const row = (r: RoomLine) => `<tr><td>${escapeHtml(r.code)}</td><td>${escapeHtml(r.game)}</td><td>${r.elsewhere ? "another process" : escapeHtml(r.status)}</td>` +
    `<td>${r.seats.map(seat).join(", ")}</td><td>${r.spectators}</td><td>${r.moves}</td><td>${r.clients}</td><td>${Math.round(r.age / 60)} min</td></tr>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<title>Space Tabletop: admin</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem;color:#222}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3rem .6rem;text-align:left}small{color:#777}</style>
</head><body>
<h1>Space Tabletop</h1>
<p>Up ${Math.round(uptimeSeconds / 60)} min · memory ${mb(memory.rss)} (heap ${mb(memory.heapUsed)}) · ${count(connections, "connection")} · ${count(rooms.length, "room")}${[...byGame].map(([g, n]) => ` · ${escapeHtml(g)} ${n}`).join("")}</p>
<table><thead><tr><th>code</th><th>game</th><th>status</th><th>seats</th><th>watching</th><th>moves</th><th>connections</th><th>open for</th></tr></thead>
<tbody>${rooms.map(row).join("\n")}</tbody></table>
<p><small>Read-only: what every player at a table sees, and no more. Prometheus series at /metrics (METRICS_TOKEN).</small></p>
</body></html>`;
}
