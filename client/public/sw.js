// The service worker (docs/client.md, "Notifications"): shows a table's "your turn" Web Push
// notification and opens the table when it is clicked, and subscribes again when the browser renews
// or drops the subscription. Nothing else: no fetch handler, no cache of pages.
//
// A classic script copied as it is (client/public) to the site's root, so its scope is the whole
// site; the server sends it with `Cache-Control: no-cache`, so a new version is picked up at once.
// client/test/notify-sw.test.ts runs this very file.
"use strict";

/** The server's payload is at most 1 KB (docs/push.md); anything much larger is not ours. */
const MAX_PAYLOAD = 4096;
const MAX_TITLE = 120;
const MAX_BODY = 500;
const MAX_TAG = 64;

/** `raw` (a path such as `/?room=ABCDE`, or a full URL) as a URL of this site, or null when it leads anywhere else. */
function sameOriginUrl(raw) {
  if (typeof raw !== "string" || raw.length > 2048) return null;
  try {
    const url = new URL(raw, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** The payload `{ title, body, url, tag }` as text, checked; null when it is anything else (then nothing is shown). */
function parsePayload(text) {
  if (typeof text !== "string" || text.length > MAX_PAYLOAD) return null;
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const { title, body = "", url, tag = "" } = data;
  if (typeof title !== "string" || !title.trim() || title.length > MAX_TITLE) return null;
  if (typeof body !== "string" || body.length > MAX_BODY) return null;
  if (typeof tag !== "string" || tag.length > MAX_TAG) return null;
  const href = sameOriginUrl(url);
  if (!href) return null;
  return { title, body, url: href, tag };
}

/** Whether an open tab at `open` shows the table of `wanted`: the same page and the same `room`. */
function sameTable(open, wanted) {
  try {
    const a = new URL(open);
    const b = new URL(wanted);
    if (a.origin !== b.origin || a.pathname !== b.pathname) return false;
    const room = b.searchParams.get("room");
    return room ? a.searchParams.get("room") === room : a.search === b.search;
  } catch {
    return false;
  }
}

async function openTable(url) {
  const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const tab = open.find((c) => sameTable(c.url, url));
  if (tab && typeof tab.focus === "function") return tab.focus();
  return self.clients.openWindow(url);
}

/** The bytes of a base64url text (the server's VAPID public key). */
function base64UrlBytes(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(subscribed, key) {
  if (!subscribed || subscribed.byteLength !== key.length) return false;
  const bytes = new Uint8Array(subscribed);
  return bytes.every((b, i) => b === key[i]);
}

/**
 * Where the worker leaves word of a renewed subscription for the pages. A seat's channels are saved
 * only through its room (the `notify` message, with the seat's token): the worker has neither, so
 * the next page at each table sends the new subscription (client/src/notify/renewal.ts).
 */
const RENEWAL_CACHE = "space-tabletop-notify";
const RENEWAL_KEY = "/push-renewal";

/** The server's VAPID public key, or null when it gave none. */
async function serverKey() {
  const answer = await fetch("/api/push/key").catch(() => null);
  const body = answer && answer.ok ? await answer.json().catch(() => null) : null;
  return body && typeof body.publicKey === "string" ? base64UrlBytes(body.publicKey) : null;
}

/** Subscribes again with the server's key (the browser's new subscription when it made one with it), and tells the pages. */
async function renew(event) {
  const key = await serverKey();
  let subscription = null;
  if (key) {
    subscription = event.newSubscription || null;
    if (!subscription || !sameKey(subscription.options && subscription.options.applicationServerKey, key)) {
      subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }).catch(() => null);
    }
  }
  // Written even when subscribing failed: the page then subscribes itself.
  const renewal = { at: Date.now(), old: event.oldSubscription ? event.oldSubscription.endpoint : null, endpoint: subscription ? subscription.endpoint : null };
  const cache = await caches.open(RENEWAL_CACHE);
  await cache.put(RENEWAL_KEY, new Response(JSON.stringify(renewal), { headers: { "content-type": "application/json" } }));
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: "push-renewed" });
}

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let text = null;
  try {
    text = event.data ? event.data.text() : null;
  } catch {
    text = null;
  }
  const note = parsePayload(text);
  if (!note) return;
  // Only the title and body the server gave: no icon, image or action comes from a payload.
  const options = { body: note.body, data: { url: note.url } };
  if (note.tag) options.tag = note.tag;
  event.waitUntil(self.registration.showNotification(note.title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data;
  const url = data && typeof data === "object" ? sameOriginUrl(data.url) : null;
  if (!url) return;
  event.waitUntil(openTable(url));
});

self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(renew(event).catch(() => undefined));
});
