import webpush from "web-push";
import type { GameStore } from "../store";

/** The server's VAPID identity (RFC 8292), what each push request is signed with (docs/push.md). */
export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: what a browser subscribes with (its applicationServerKey). */
  publicKey: string;
  privateKey: string;
  /** How a push service reaches the operator: a mailto: or https: URL. */
  subject: string;
}

/** The pair is one stored value: two processes starting together could otherwise keep one's public key and the other's private key. */
const KEY_NAME = "vapid";

/** A subject that names nobody: push services want one, and an operator who set neither setting has none to give. */
const NO_SUBJECT = "mailto:nobody@invalid";

/**
 * The keys made on the server's first start and kept in its store ever after (a new pair would orphan
 * every subscription made with the old public key), with the given subject (`pushSubject`).
 */
export async function vapidKeys(store: Pick<GameStore, "serverKey">, subject = NO_SUBJECT): Promise<VapidKeys> {
  const stored = await store.serverKey(KEY_NAME, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject };
}

/** PUSH_SUBJECT (checked by config.ts), else the origin of PUBLIC_ADDRESS, else a placeholder. */
export function pushSubject(subject: string | undefined, publicAddress: string | undefined): string {
  if (subject) return subject;
  const address = publicAddress?.trim().replace(/^https?:\/\//i, "");
  if (address && URL.canParse(`https://${address}`)) {
    const url = new URL(`https://${address}`);
    // Apple's push service refuses a localhost subject (web-push warns on every request).
    if (url.hostname !== "localhost") return url.origin;
  }
  return NO_SUBJECT;
}
