import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { RoomCode } from "@space/shared";
import type { GameStore } from "../store";
import type { SeatChannels } from "../turn-based/channels";

/** One seat at one table, as an unsubscribe token names it. */
export interface TableSeat {
  code: string;
  seat: number;
}

type KeyStore = Pick<GameStore, "serverKey">;
type ChannelStore = Pick<GameStore, "serverKey" | "channels" | "saveChannels">;

/** A digest's header link names every table it lists; the URL stays within a mail header line. */
export const MAX_TOKENS = 15;
const SEPARATOR = "~";
const MAC_LENGTH = 43; // 32 bytes in base64url

const keys = new WeakMap<KeyStore, Promise<Buffer>>();

/** The server's unsubscribe key, read from the store once; a failed read is tried again next time. */
function unsubscribeKey(store: KeyStore): Promise<Buffer> {
  let key = keys.get(store);
  if (!key) {
    const reading = store.serverKey("unsubscribe", () => randomBytes(32).toString("base64url")).then((k) => Buffer.from(k, "base64url"));
    key = reading;
    keys.set(store, reading);
    reading.catch(() => { if (keys.get(store) === reading) keys.delete(store); });
  }
  return key;
}

function mac(key: Buffer, table: TableSeat, address: string): Buffer {
  return createHmac("sha256", key).update(`${table.code}\n${table.seat}\n${address}`).digest();
}

/**
 * `/api/unsubscribe?t=<code.seat.mac>` (several joined by `~` for a digest's header): the mac ties
 * the seat to the address it mails, so a link stops working once that address is gone.
 */
export async function unsubscribeLink(store: KeyStore, siteUrl: string, address: string, tables: TableSeat[]): Promise<string> {
  const key = await unsubscribeKey(store);
  const tokens = tables.slice(0, MAX_TOKENS).map((t) => `${t.code}.${t.seat}.${mac(key, t, address).toString("base64url")}`);
  return `${siteUrl}/api/unsubscribe?t=${tokens.join(SEPARATOR)}`;
}

/** The tables a `t` names, if it is well formed (its macs not checked yet); null otherwise. */
export function parseToken(t: unknown): (TableSeat & { mac: Buffer })[] | null {
  if (typeof t !== "string" || t.length === 0 || t.length > MAX_TOKENS * 64) return null;
  const parts = t.split(SEPARATOR);
  if (parts.length > MAX_TOKENS) return null;
  const tables: (TableSeat & { mac: Buffer })[] = [];
  for (const part of parts) {
    const m = /^([^.]+)\.(\d{1,2})\.([A-Za-z0-9_-]+)$/.exec(part);
    if (!m || !RoomCode.safeParse(m[1]).success || m[3].length !== MAC_LENGTH) return null;
    tables.push({ code: m[1], seat: Number(m[2]), mac: Buffer.from(m[3], "base64url") });
  }
  return tables;
}

export type Unsubscribed = { ok: true; tables: TableSeat[] } | { ok: false };

/**
 * Removes the mail channel of each seat `t` names whose token matches the address that seat mails
 * now, keeping its other channels. None matching (forged, used already, or an unknown game: the same
 * answer) changes nothing. A digest's link still works for the rest once one of its tables is done.
 */
export async function unsubscribe(store: ChannelStore, t: unknown): Promise<Unsubscribed> {
  const tables = parseToken(t);
  if (!tables) return { ok: false };
  const key = await unsubscribeKey(store);
  const read = new Map<string, Record<number, unknown>>();
  const genuine: TableSeat[] = [];
  for (const table of tables) {
    if (genuine.some((g) => g.code === table.code && g.seat === table.seat)) continue;
    if (!read.has(table.code)) read.set(table.code, await store.channels(table.code));
    const address = (read.get(table.code)![table.seat] as SeatChannels | undefined)?.email?.address;
    if (address !== undefined && timingSafeEqual(mac(key, table, address), table.mac)) genuine.push({ code: table.code, seat: table.seat });
  }
  if (genuine.length === 0) return { ok: false };
  for (const { code, seat } of genuine) {
    // Read again just before writing: another channel may have changed since.
    const fresh = { ...((await store.channels(code))[seat] as SeatChannels | undefined) };
    delete fresh.email;
    await store.saveChannels(code, seat, Object.keys(fresh).length ? fresh : null);
  }
  return { ok: true, tables: genuine };
}
