import { Msg, ServerMsg, type NotifyMessage, type NotifyStateMessage } from "@space/shared";
import type { Connection } from "../net/connection";
import { currentLocale } from "../i18n";
import { currentPush } from "./push";
import { needsResend, type Renewal, type Sent } from "./renewal-rule";

/**
 * A push subscription the browser renewed or dropped (`pushsubscriptionchange`, client/public/sw.js)
 * reaches the server through the page: a seat's channels are saved only through its room, with the
 * seat's token, which the service worker does not have. The worker subscribes again and leaves a
 * note in Cache Storage; the next page at each table where this browser turned push on sends the
 * browser's subscription again (docs/push.md, "A renewed subscription").
 */

const SENT_KEY = "spaceTabletop.pushSent";
const RENEWAL_CACHE = "space-tabletop-notify";
const RENEWAL_KEY = "/push-renewal";

function allSent(): Record<string, Sent> {
  try {
    const parsed = JSON.parse(localStorage.getItem(SENT_KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, Sent>) : {};
  } catch {
    return {};
  }
}

/** Remembers the subscription this browser sent table `code` (null: it turned push off there). */
export function rememberSent(code: string, endpoint: string | null): void {
  const { [code]: _dropped, ...rest } = allSent();
  localStorage.setItem(SENT_KEY, JSON.stringify(endpoint ? { ...rest, [code]: { endpoint, at: Date.now() } } : rest));
}

async function readRenewal(): Promise<Renewal | null> {
  if (!("caches" in window)) return null;
  const answer = await (await caches.open(RENEWAL_CACHE)).match(RENEWAL_KEY);
  const body = (await answer?.json().catch(() => null)) as Partial<Renewal> | null | undefined;
  return body && typeof body.at === "number" ? { at: body.at, old: body.old ?? null, endpoint: body.endpoint ?? null } : null;
}

/** One check at a time (the button is in the game menu and the waiting room: two watchers). */
let checking = false;

async function resendIfRenewed(conn: Connection, state: NotifyStateMessage): Promise<void> {
  const code = conn.room?.roomId;
  const sent = code ? allSent()[code] ?? null : null;
  if (!code || !sent || checking) return;
  checking = true;
  try {
    if (!needsResend(sent, await readRenewal(), state.push)) return;
    const push = await currentPush();
    if (!push) return;
    const message: NotifyMessage = { push };
    if (conn.send(Msg.notify, { ...message, locale: currentLocale() })) rememberSent(code, push.endpoint);
  } finally {
    checking = false;
  }
}

/** While a seat's page is open: sends a renewed subscription when the room tells its channels, and when the worker says it renewed one. */
export function watchRenewals(conn: Connection): () => void {
  const check = () => {
    if (conn.notify) resendIfRenewed(conn, conn.notify).catch(() => undefined);
  };
  const stop = conn.onMessage(ServerMsg.notifyState, check);
  const fromWorker = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === "push-renewed") check();
  };
  navigator.serviceWorker?.addEventListener("message", fromWorker);
  check();
  return () => {
    stop();
    navigator.serviceWorker?.removeEventListener("message", fromWorker);
  };
}
