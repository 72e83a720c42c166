import type { Express } from "express";
import type { GameStore } from "../store";
import { vapidKeys, type VapidKeys } from "../notify/vapid";

/**
 * The server's VAPID keys, read from the store once per server and shared by whoever needs them
 * (this route, the notice sender). A failed read (the store unreachable) is not kept: the next
 * caller tries again.
 */
export function vapidOnce(store: Pick<GameStore, "serverKey">, subject?: string): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | null = null;
  return () => {
    if (!keys) {
      const reading = vapidKeys(store, subject);
      keys = reading;
      reading.catch(() => { if (keys === reading) keys = null; });
    }
    return keys;
  };
}

/**
 * `GET /api/push/key`: `{ publicKey }`, the key a browser subscribes to Web Push with (its
 * applicationServerKey, base64url; docs/push.md). A server without a store keeps no tables to
 * notify about: 404.
 */
export function pushKeyRoute(app: Express, keys: (() => Promise<VapidKeys>) | null): void {
  app.get("/api/push/key", async (_req, res) => {
    if (!keys) return void res.status(404).json({ ok: false, error: "this server keeps no games, so it sends no push notifications" });
    const { publicKey } = await keys();
    res.json({ publicKey });
  });
}
