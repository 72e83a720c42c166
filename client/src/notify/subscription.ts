import type { NotifyMessage } from "@space/shared";

type PushJson = NonNullable<NotifyMessage["push"]>;

/** The bytes of a base64url text (the VAPID public key as the server gives it). */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription's key (`PushSubscription.options.applicationServerKey`) is `key`. */
export function sameKey(subscribed: ArrayBuffer | null | undefined, key: Uint8Array): boolean {
  if (!subscribed || subscribed.byteLength !== key.length) return false;
  const bytes = new Uint8Array(subscribed);
  return bytes.every((b, i) => b === key[i]);
}

/**
 * A subscription's `toJSON()` as the server takes it (only endpoint, expirationTime and the two keys:
 * it refuses anything more), or null when the browser gave no usable subscription.
 */
export function subscriptionMessage(json: PushSubscriptionJSON): PushJson | null {
  const { endpoint, expirationTime, keys } = json;
  if (typeof endpoint !== "string" || !endpoint || typeof keys?.p256dh !== "string" || typeof keys.auth !== "string") return null;
  return { endpoint, expirationTime: typeof expirationTime === "number" ? expirationTime : null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
