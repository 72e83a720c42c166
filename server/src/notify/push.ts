import { ECDH } from "node:crypto";
import webpush from "web-push";
import { z } from "zod";
import type { VapidKeys } from "./vapid";

/** A browser's PushSubscription as its toJSON() gives it (docs/push.md). */
export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a "your turn" notice shows: public facts only, never a hand or anything else hidden. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path on this server (the service worker opens it on a click). */
  url: string;
  /** A newer notice with the same tag replaces the older one on the device. */
  tag: string;
}

/** The JSON of a message, in UTF-8: well inside the 4 KB that every push service takes once encrypted. */
export const MAX_PAYLOAD_BYTES = 1024;

const MAX_ENDPOINT_LENGTH = 2048;

const base64url = (bytes: number, what: string) => z.string().regex(/^[A-Za-z0-9_-]+$/, `${what} is not base64url`)
  .refine((s) => Buffer.from(s, "base64url").length === bytes && Buffer.from(s, "base64url").toString("base64url") === s,
    `${what} is not ${bytes} bytes`);

const Subscription = z.strictObject({
  endpoint: z.string().max(MAX_ENDPOINT_LENGTH, `the endpoint is over ${MAX_ENDPOINT_LENGTH} characters`)
    .refine((s) => URL.canParse(s) && new URL(s).protocol === "https:", "the endpoint is not an https URL")
    .refine((s) => !URL.canParse(s) || (new URL(s).username === "" && new URL(s).password === ""), "the endpoint carries credentials"),
  // Browsers send it (mostly null); nothing here uses it.
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64url(65, "p256dh").refine(onCurve, "p256dh is not an uncompressed P-256 point"),
    auth: base64url(16, "auth"),
  }),
});

function onCurve(p256dh: string): boolean {
  const point = Buffer.from(p256dh, "base64url");
  if (point[0] !== 0x04) return false;
  try {
    ECDH.convertKey(point, "prime256v1");
    return true;
  } catch {
    return false;
  }
}

const Message = z.strictObject({
  title: z.string().min(1),
  body: z.string(),
  url: z.string().regex(/^\/(?!\/)/, "the url is not a path on this server"),
  tag: z.string().max(64),
});

/** A subscription as a browser sent it, checked strictly, or why it is refused. */
export function parseSubscription(value: unknown): { ok: true; subscription: PushSubscription } | { ok: false; reason: string } {
  const parsed = Subscription.safeParse(value);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((i) => i.message).join("; ") };
  const { endpoint, keys } = parsed.data;
  return { ok: true, subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } };
}

/**
 * Sends one request to an untrusted URL: the wiring passes outbound.ts's `deliver` (never a plain
 * fetch: the endpoint comes from the browser). `status` is missing when no answer came.
 */
export type PushSend = (url: string, request: { method: "POST"; headers: Record<string, string>; body: Uint8Array }) =>
  Promise<{ status?: number; reason?: string; detail?: string; retryAfter?: string }>;

/** outbound.ts's reasons that no later try would change: the endpoint's address or URL is not one we send to. */
const FOR_GOOD = new Set(["refused-address", "bad-url"]);

export type PushOutcome =
  | { kind: "sent" }
  /** Refused before anything was sent: a bad subscription, message or option. */
  | { kind: "invalid"; reason: string }
  /** 404 or 410: the subscription is no more; the caller deletes it. */
  | { kind: "gone"; status: number }
  | { kind: "too-large" }
  /** 429 or 5xx, or no answer: worth another try later. */
  | { kind: "retry"; status?: number; retryAfter?: string; detail?: string }
  /** Any other answer (a 403: the subscription was made with another server key), or an endpoint not sent to. */
  | { kind: "refused"; status?: number; detail?: string };

export interface PushOptions {
  /** How long the push service keeps it for a device that is offline. Default a day. */
  ttlSeconds?: number;
  urgency?: webpush.Urgency;
  /** Up to 32 base64url characters: a newer message with the same topic replaces one not yet delivered. */
  topic?: string;
}

/** Encrypts `message` for the subscription (RFC 8291, aes128gcm), signs it with the server's VAPID keys, and sends it. */
export async function sendPush(subscription: unknown, message: PushMessage, vapid: VapidKeys, send: PushSend,
  options: PushOptions = {}): Promise<PushOutcome> {
  const sub = parseSubscription(subscription);
  if (!sub.ok) return { kind: "invalid", reason: sub.reason };
  const checked = Message.safeParse(message);
  if (!checked.success) return { kind: "invalid", reason: checked.error.issues.map((i) => i.message).join("; ") };
  const payload = Buffer.from(JSON.stringify(checked.data), "utf8");
  if (payload.length > MAX_PAYLOAD_BYTES) return { kind: "invalid", reason: `the payload is ${payload.length} bytes, over ${MAX_PAYLOAD_BYTES}` };

  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(sub.subscription, payload, {
      vapidDetails: vapid, TTL: options.ttlSeconds ?? 86_400, urgency: options.urgency ?? "normal", contentEncoding: "aes128gcm",
      ...(options.topic !== undefined ? { topic: options.topic } : {}),
    });
  } catch (e) {
    return { kind: "invalid", reason: (e as Error).message };
  }
  const headers = Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)]));
  const answer = await send(details.endpoint, { method: "POST", headers, body: details.body ?? new Uint8Array() });
  return outcome(answer);
}

function outcome({ status, reason, retryAfter, detail }: Awaited<ReturnType<PushSend>>): PushOutcome {
  const said = detail !== undefined ? { detail } : {};
  if (status === undefined) return reason !== undefined && FOR_GOOD.has(reason) ? { kind: "refused", ...said } : { kind: "retry", ...said };
  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 404 || status === 410) return { kind: "gone", status };
  if (status === 413) return { kind: "too-large" };
  if (status === 429 || status >= 500) return { kind: "retry", status, ...(retryAfter !== undefined ? { retryAfter } : {}) };
  return { kind: "refused", status };
}
