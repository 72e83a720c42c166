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
 * every subscription made with the old public key), with the subject from PUSH_SUBJECT, else the
 * origin of PUBLIC_ADDRESS, else a placeholder.
 */
export async function vapidKeys(store: Pick<GameStore, "serverKey">, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const stored = await store.serverKey(KEY_NAME, () => JSON.stringify(webpush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey, subject: pushSubject(env) };
}

/** Throws on a PUSH_SUBJECT that is not a mailto: or https: URL (push services refuse the JWT otherwise). */
export function pushSubject(env: NodeJS.ProcessEnv): string {
  const subject = env.PUSH_SUBJECT?.trim();
  if (subject) {
    if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[^\s]+)$/i.test(subject) || !URL.canParse(subject)) {
      throw new Error(`bad configuration: PUSH_SUBJECT: expected mailto:you@example.org or an https:// URL, got ${JSON.stringify(subject)}`);
    }
    return subject;
  }
  const address = env.PUBLIC_ADDRESS?.trim().replace(/^https?:\/\//i, "");
  if (address && URL.canParse(`https://${address}`)) {
    const url = new URL(`https://${address}`);
    // Apple's push service refuses a localhost subject (web-push warns on every request).
    if (url.hostname !== "localhost") return url.origin;
  }
  return NO_SUBJECT;
}
