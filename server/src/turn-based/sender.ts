import { WEBHOOK_OFF_FAILED, loadedWords, note, type LogEntry, type Words } from "@space/shared";
import type { Logger } from "../log";
import { checkUrl, type UrlProblem } from "../notify/address-guard";
import { deliver, type Delivery, type OutboundOptions } from "../notify/outbound";
import { noticePacer, type Pacer } from "../notify/pacer";
import { sendPush, type PushOutcome } from "../notify/push";
import { DEFAULT_RETRY_PLAN, withRetries, type RetryClock, type RetryPlan } from "../notify/retry";
import type { VapidKeys } from "../notify/vapid";
import type { Notice } from "../notify/webhook-formats";
import { sendToWebhook } from "../notify/webhook-sender";
import type { GameStore } from "../store";
import type { SeatChannels } from "./channels";
import { NOTICE_TITLES } from "./words";

/** A notice for one seat's channels, and the path of its table (the push's click opens it). */
export interface SeatNotice {
  code: string;
  seat: number;
  /** The seat's public name (the webhook's own health note). */
  owner: string;
  /** The notice in the recipient's words (their locale is kept with their channels). */
  notice: (words: Words) => Notice;
  /** The table's path on this server, e.g. `/?room=ABCDE`. */
  path: string;
  /**
   * Whether the notice is still true as it is worded (its seat still awaited): a notice waits its
   * turn to go, and its player may have played meanwhile. Default: always.
   */
  stillDue?: () => boolean;
}

/** A mail channel as app.ts makes it from SMTP_URL (notify/mail.ts); null: this server sends no mail. */
export interface MailChannel {
  send(code: string, seat: number, address: string, notice: Notice, digest: boolean): Promise<void>;
}

export interface SenderSetup {
  store: GameStore;
  vapid: () => Promise<VapidKeys>;
  logger: Logger;
  mail?: MailChannel | null;
  outbound?: OutboundOptions;
  plan?: RetryPlan;
  clock?: RetryClock;
  /** Spreads a burst of notices over turns of the event loop. Default: the process's. */
  pacer?: Pacer;
}

/**
 * Sends a seat's notice on each channel it chose (docs/turn-based.md): Web Push, its webhook, its
 * mail. The channels are read from the store as it goes out (an unsubscribe may have changed them);
 * a push subscription that is gone is removed; a webhook that keeps failing is turned off, and the
 * table's note says so (returned). Never throws: a channel's failure is logged.
 */
export class NoticeSender {
  constructor(private setup: SenderSetup) {}

  /** Whether this server can send mail. */
  get mails(): boolean {
    return Boolean(this.setup.mail);
  }

  /**
   * What is wrong with a webhook URL as typed, or null. Only its form is checked here: where it
   * points is checked after DNS each time something is sent, since an answer may change.
   */
  webhookProblem(raw: string): UrlProblem | null {
    const checked = checkUrl(raw, this.setup.outbound?.extraPorts ?? [], this.setup.outbound?.testOnly);
    return "problem" in checked ? checked : null;
  }

  async send(seatNotice: SeatNotice): Promise<LogEntry | null> {
    const { store, logger } = this.setup;
    try {
      await (this.setup.pacer ?? noticePacer).turn();
      const all = await store.channels(seatNotice.code);
      const channels = (all[seatNotice.seat] ?? null) as SeatChannels | null;
      if (!channels || seatNotice.stillDue?.() === false) return null;
      const words = loadedWords(channels.locale ?? "en");
      const n: Worded = { ...seatNotice, words, notice: { ...seatNotice.notice(words), locale: words.locale } };
      const [push, hook] = await Promise.all([
        channels.push ? this.push(n, channels) : Promise.resolve(null),
        channels.webhook && !channels.webhook.off ? this.webhook(n, channels) : Promise.resolve(null),
        channels.email && this.setup.mail
          ? this.setup.mail.send(n.code, n.seat, channels.email.address, n.notice, channels.email.digest)
            .catch((e) => logger.warn({ err: e, code: n.code, seat: n.seat }, "mail notice failed"))
          : Promise.resolve(),
      ]);
      const changed = push === "gone" || hook !== null;
      if (changed) {
        const fresh = ((await store.channels(n.code))[n.seat] ?? null) as SeatChannels | null;
        if (fresh) {
          if (push === "gone") delete fresh.push;
          if (hook && fresh.webhook && fresh.webhook.url === channels.webhook?.url) fresh.webhook = { ...fresh.webhook, ...hook.webhook };
          await store.saveChannels(n.code, n.seat, Object.keys(fresh).length ? fresh : null);
        }
      }
      return hook?.note ? note("notes.webhookOff", { seat: n.seat, failures: hook.webhook.failures ?? 0 }) : null;
    } catch (e) {
      logger.warn({ err: e, code: seatNotice.code, seat: seatNotice.seat }, "notice failed");
      return null;
    }
  }

  private async push(n: Worded, channels: SeatChannels): Promise<PushOutcome["kind"]> {
    const vapid = await this.setup.vapid();
    const message = { title: `${n.notice.game}: ${n.words.t(NOTICE_TITLES[n.notice.kind])}`, body: n.notice.text, url: n.path, tag: n.code };
    let outcome: PushOutcome = { kind: "retry" };
    // The push's own outcome, told to the retry budget as a delivery: only "retry" is tried again.
    await withRetries(async (): Promise<Delivery> => {
      outcome = await sendPush(channels.push, message, vapid, (url, request) => deliver(url, request, this.setup.outbound)
        .then((d) => (d.ok ? { status: d.status } : { status: d.status, reason: d.reason, retryAfter: d.retryAfter, detail: d.detail })), { topic: n.code });
      if (outcome.kind !== "retry") return { ok: true, status: 201 };
      return outcome.status === undefined
        ? { ok: false, reason: "network", detail: outcome.detail ?? "no answer" }
        : { ok: false, reason: "http-status", detail: `status ${outcome.status}`, status: outcome.status, ...(outcome.retryAfter ? { retryAfter: outcome.retryAfter } : {}) };
    }, this.setup.plan ?? DEFAULT_RETRY_PLAN, this.setup.clock);
    const last = outcome as PushOutcome;
    if (last.kind !== "sent") this.setup.logger.info({ code: n.code, seat: n.seat, outcome: last.kind }, "push not delivered");
    return last.kind;
  }

  private async webhook(n: Worded, channels: SeatChannels): Promise<{ webhook: Partial<NonNullable<SeatChannels["webhook"]>>; note: string | null } | null> {
    const hook = channels.webhook!;
    const sent = await sendToWebhook({ url: hook.url, format: hook.format, owner: n.owner, health: { failures: hook.failures, off: hook.off !== null } },
      n.notice, { outbound: this.setup.outbound, plan: this.setup.plan, clock: this.setup.clock });
    if (sent.health.failures === hook.failures && sent.health.off === (hook.off !== null)) return null;
    return { webhook: { failures: sent.health.failures, off: sent.health.off ? hook.off ?? WEBHOOK_OFF_FAILED : null }, note: sent.note };
  }
}

/** A notice on its way: in its recipient's words. */
type Worded = Omit<SeatNotice, "notice"> & { words: Words; notice: Notice };
