import { createTransport, type NodemailerError } from "nodemailer";
import { loadedWords } from "@space/shared";
import { NOTICE_TITLES } from "../turn-based/words";
import type { Notice } from "./webhook-formats";

export interface MailSettings {
  /** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start), with user and password if needed. */
  smtpUrl: string;
  /** The From header, e.g. `Space Tabletop <nobody@play.example.org>`. */
  from: string;
  /** Each wait (connecting, the greeting, an idle socket) ends after this; default 10 s. */
  timeoutMs?: number;
}

/** `permanent`: the server refused for good (5xx): sending the same again will not help. */
export type MailResult = { ok: true } | { ok: false; error: string; permanent: boolean };

/** A plain-text mail with its one-click unsubscribe link (RFC 8058). */
export interface MailText {
  subject: string;
  text: string;
  unsubscribeUrl: string;
}

export interface Mailer {
  /** One notice to one address; never throws. */
  send(to: string, notice: Notice, unsubscribeUrl: string): Promise<MailResult>;
  /** A mail already written (the digest); never throws. */
  sendText(to: string, mail: MailText): Promise<MailResult>;
  close(): void;
}

const DEFAULT_MAIL_TIMEOUT_MS = 10_000;
/** A mail's text is built from capped parts; this bounds it whatever a caller passes. */
const MAX_MAIL_TEXT = 32 * 1024;
const MAX_URL = 2048;
/** A header line stays under SMTP's 998 characters: the URL sits alone on its folded line. */
export const MAX_UNSUBSCRIBE_URL = 990;
/** One plain address, nothing a header or an envelope could read as a second one. */
const ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** `Space Tabletop <nobody@host>` with the host of PUBLIC_ADDRESS (without port or prefix), else localhost. */
export function defaultMailFrom(publicAddress?: string): string {
  const host = publicAddress?.replace(/^https?:\/\//i, "").split(/[/:]/)[0] || "localhost";
  return `Space Tabletop <nobody@${host}>`;
}

/** The mailer for SMTP_URL; none when it is not set, so no mail ever leaves. */
export function createMailer(settings: MailSettings | null): Mailer | null {
  if (!settings) return null;
  const wait = settings.timeoutMs ?? DEFAULT_MAIL_TIMEOUT_MS;
  const transport = createTransport({
    url: settings.smtpUrl,
    connectionTimeout: wait,
    greetingTimeout: wait,
    socketTimeout: wait,
    dnsTimeout: wait,
  }, { from: settings.from });
  const fromAddress = /<([^<>]+)>\s*$/.exec(settings.from)?.[1] ?? settings.from;

  const sendText = async (to: string, mail: MailText): Promise<MailResult> => {
    if (to.length > 254 || !ADDRESS.test(to)) return { ok: false, error: "not a single plain mail address", permanent: true };
    if (mail.text.length > MAX_MAIL_TEXT || mail.unsubscribeUrl.length > MAX_UNSUBSCRIBE_URL || !/^https?:\/\/[!-;=?-~]+$/.test(mail.unsubscribeUrl)) {
      return { ok: false, error: "the mail is too large, or its unsubscribe link is not an absolute http(s) URL", permanent: true };
    }
    try {
      await transport.sendMail({
        to,
        // Exactly this recipient, whatever the headers say.
        envelope: { from: fromAddress, to: [to] },
        subject: oneLine(mail.subject, 150),
        text: mail.text,
        headers: {
          "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          "Auto-Submitted": "auto-generated",
        },
      });
      return { ok: true };
    } catch (e) {
      const err = e as NodemailerError;
      return { ok: false, error: `${err.code ?? "error"}: ${oneLine(err.message ?? String(e), 200)}`, permanent: err.permanent === true };
    }
  };

  return {
    send: (to, notice, unsubscribeUrl) => sendText(to, { ...noticeMail(notice, unsubscribeUrl), unsubscribeUrl }),
    sendText,
    close: () => transport.close(),
  };
}

/** The subject and text of one notice's mail, in its recipient's language. */
function noticeMail(notice: Notice, unsubscribeUrl: string): { subject: string; text: string } {
  const n = cleanNotice(notice);
  const words = loadedWords(notice.locale ?? "en");
  return {
    subject: words.t("notify.mail.subject", { game: n.game, title: words.t(NOTICE_TITLES[n.kind]), code: n.table }),
    text: [
      n.text,
      "",
      ...(n.link ? [words.t("notify.mail.open", { link: n.link }), ""] : []),
      "-- ",
      words.t("notify.mail.why", { code: n.table }),
      words.t("notify.mail.stop", { link: unsubscribeUrl }),
      "",
    ].join("\n"),
  };
}

/** A notice's public text with control characters dropped and each part capped; a link only if http(s). */
export function cleanNotice(notice: Notice): Notice {
  let link = "";
  try {
    const url = new URL(notice.link);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.href.length <= MAX_URL) link = url.href;
  } catch {
    // No link rather than a broken one.
  }
  return { kind: notice.kind, game: oneLine(notice.game, 60), table: oneLine(notice.table, 16), link, text: oneLine(notice.text, 300) };
}

function oneLine(s: string, max: number): string {
  return Array.from(s.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ")).slice(0, max).join("").trim();
}
