import { z } from "zod";
import { LANGUAGES, PSEUDO, RoomCode, loadedWords } from "@space/shared";
import type { Logger } from "../log";
import type { GameStore } from "../store";
import type { SeatChannels } from "../turn-based/channels";
import { cleanNotice, MAX_UNSUBSCRIBE_URL, type Mailer, type MailText } from "./mail";
import { MAX_TOKENS, unsubscribeLink } from "./unsubscribe";
import type { Notice } from "./webhook-formats";

/** What waits in the store for an address's daily digest: one notice of one seat. */
export interface DigestEntry {
  code: string;
  seat: number;
  notice: Notice;
}

const Entry = z.object({
  code: RoomCode,
  seat: z.number().int().min(0).max(99),
  notice: z.object({
    kind: z.enum(["your-turn", "reminder", "game-over"]),
    game: z.string(), table: z.string(), link: z.string(), text: z.string(),
    locale: z.enum([...LANGUAGES, PSEUDO]).optional(),
  }),
});

type DigestStore = Pick<GameStore, "takeDigests" | "queueDigest" | "channels" | "serverKey">;

export interface DigestSetup {
  store: DigestStore;
  mailer: Mailer;
  /** The server's public address, for the unsubscribe links. */
  siteUrl: string;
  logger: Logger;
}

/** A digest lists this many tables at most (each with its own unsubscribe link, all of them in its header). */
export const MAX_DIGEST_TABLES = MAX_TOKENS;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Digests go out once a day at 08:00 UTC, from whichever process takes them first. */
const DEFAULT_DIGEST_AT_MS = 8 * 60 * 60 * 1000;

/**
 * Takes every queued entry (the store hands each to one process only) and sends one mail per
 * address listing its tables, the latest notice of each, leaving out seats that no longer mail that
 * address. A failure that may pass puts its entries back for the next digest; a refusal drops them.
 * Resolves with the number of mails sent; never throws.
 */
export async function sendDigests({ store, mailer, siteUrl, logger }: DigestSetup): Promise<number> {
  let queued: Map<string, unknown[]>;
  try {
    queued = await store.takeDigests();
  } catch (e) {
    logger.warn({ err: e }, "digests could not be read");
    return 0;
  }
  const channels = new Map<string, Promise<Record<number, unknown>>>();
  const channelsOf = (code: string): Promise<Record<number, unknown>> => {
    if (!channels.has(code)) channels.set(code, store.channels(code).catch(() => ({})));
    return channels.get(code)!;
  };
  let sent = 0;
  for (const [address, raw] of queued) {
    const latest = new Map<string, DigestEntry>();
    for (const item of raw) {
      const entry = Entry.safeParse(item);
      if (entry.success) latest.set(`${entry.data.code}.${entry.data.seat}`, entry.data);
    }
    const entries: DigestEntry[] = [];
    for (const entry of latest.values()) {
      const email = ((await channelsOf(entry.code))[entry.seat] as SeatChannels | undefined)?.email;
      if (email?.address === address) entries.push(entry);
    }
    if (entries.length === 0) continue;
    try {
      const result = await mailer.sendText(address, await digestMail(store, siteUrl, address, entries));
      if (result.ok) {
        sent += 1;
        continue;
      }
      logger.warn({ tables: entries.length, error: result.error, permanent: result.permanent }, "digest not sent");
      if (!result.permanent) for (const entry of entries) await store.queueDigest(address, entry);
    } catch (e) {
      logger.warn({ err: e }, "digest not sent");
    }
  }
  return sent;
}

/** One address's digest: a line per table (game, table, text, link) and its unsubscribe link. */
async function digestMail(store: DigestStore, siteUrl: string, address: string, entries: DigestEntry[]): Promise<MailText> {
  const shown = entries.slice(0, MAX_DIGEST_TABLES);
  // In the language of the address's latest notice (each notice is already in its seat's).
  const words = loadedWords(entries[entries.length - 1]?.notice.locale ?? "en");
  const lines: string[] = [];
  for (const entry of shown) {
    const n = cleanNotice(entry.notice);
    lines.push(words.t("notify.digest.table", { game: n.game, code: n.table, text: n.text }));
    if (n.link) lines.push(`  ${words.t("notify.digest.open", { link: n.link })}`);
    lines.push(`  ${words.t("notify.mail.stop", { link: await unsubscribeLink(store, siteUrl, address, [entry]) })}`, "");
  }
  const more = entries.length - shown.length;
  if (more > 0) lines.push(words.t("notify.digest.more", { n: more, link: `${siteUrl}/` }), "");
  return {
    subject: words.t("notify.digest.subject", { n: entries.length }),
    text: [...lines, "-- ", words.t("notify.digest.why"), ""].join("\n"),
    unsubscribeUrl: await headerLink(store, siteUrl, address, shown),
  };
}

/** The header's link names as many of the tables as fit in one header line (a long site address leaves room for fewer). */
async function headerLink(store: DigestStore, siteUrl: string, address: string, tables: DigestEntry[]): Promise<string> {
  for (let n = tables.length; n > 1; n--) {
    const link = await unsubscribeLink(store, siteUrl, address, tables.slice(0, n));
    if (link.length <= MAX_UNSUBSCRIBE_URL) return link;
  }
  return unsubscribeLink(store, siteUrl, address, tables.slice(0, 1));
}

export interface DigestTimer {
  /** Between two digests; default a day. */
  everyMs?: number;
  /** The time within each period they go out (from the epoch, UTC); default 08:00. */
  atMs?: number;
  now?: () => number;
  logger?: Logger;
}

/**
 * Runs `run` at the same wall-clock moment each period (every process alike, so the store's atomic
 * take leaves each entry to one of them, and a restart does not send an extra digest). The returned
 * stop resolves once a run under way has ended.
 */
export function startDigests(run: () => Promise<unknown>, timer: DigestTimer = {}): () => Promise<void> {
  const every = timer.everyMs ?? DAY_MS;
  const at = (timer.atMs ?? DEFAULT_DIGEST_AT_MS) % every;
  const now = timer.now ?? Date.now;
  let stopped = false;
  let handle: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = (): void => {
    const t = now();
    const next = Math.floor((t - at) / every) * every + at + every;
    handle = setTimeout(() => {
      running = run().catch((e) => timer.logger?.warn({ err: e }, "digests failed")).finally(() => { if (!stopped) schedule(); });
    }, Math.max(0, next - t));
    handle.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    if (handle) clearTimeout(handle);
    await running;
  };
}
