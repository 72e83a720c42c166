import type { Logger } from "../log";
import type { GameStore } from "../store";
import type { MailChannel } from "../turn-based/sender";
import type { DigestEntry } from "./digest";
import type { Mailer, MailResult } from "./mail";
import { unsubscribeLink } from "./unsubscribe";
import type { Notice } from "./webhook-formats";

type MailStore = Pick<GameStore, "serverKey" | "queueDigest">;

/** Mails one notice to a seat's address at once, with that seat's unsubscribe link; never throws. */
export async function mailNotice(mailer: Mailer, store: MailStore, siteUrl: string, code: string, seat: number, address: string, notice: Notice): Promise<MailResult> {
  try {
    return await mailer.send(address, notice, await unsubscribeLink(store, siteUrl, address, [{ code, seat }]));
  } catch (e) {
    return { ok: false, error: (e as Error).message, permanent: false };
  }
}

/** The sender's mail channel: a digest seat's notice waits in the store for the daily digest, any other goes at once. */
export function mailChannel(mailer: Mailer, store: MailStore, siteUrl: string, logger: Logger): MailChannel {
  return {
    async send(code, seat, address, notice, digest) {
      if (digest) {
        const entry: DigestEntry = { code, seat, notice };
        await store.queueDigest(address, entry);
        return;
      }
      const result = await mailNotice(mailer, store, siteUrl, code, seat, address, notice);
      if (!result.ok) logger.warn({ code, seat, error: result.error, permanent: result.permanent }, "mail not sent");
    },
  };
}
