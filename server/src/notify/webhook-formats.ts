import type { Locale } from "@space/shared";
import type { OutgoingRequest } from "./outbound";

/**
 * What a notification says, and nothing more: public text only, given by the caller. The formats
 * below carry these fields and add nothing else (no hands, no scores, no player ids).
 */
export interface Notice {
  kind: "your-turn" | "reminder" | "game-over";
  /** The game's name, e.g. "Space Zoo". */
  game: string;
  /** The room code. */
  table: string;
  /** The deep link to the table. */
  link: string;
  /** One public sentence, in the recipient's language. */
  text: string;
  /** The recipient's language (mail words its own lines in it; English when missing). */
  locale?: Locale;
}

export type WebhookFormat = "discord" | "slack" | "matrix" | "ntfy" | "json";

const FORMATS: readonly WebhookFormat[] = ["discord", "slack", "matrix", "ntfy", "json"];
const MAX_TEXT = 300;

/**
 * The format for a webhook URL: the one given, else a `?format=` hint (taken off the URL, so the
 * far end never sees it), else the host's own (Discord, Slack, ntfy.sh), else generic JSON.
 * Matrix bridges live on any host: they need the hint or an explicit choice.
 */
export function chooseFormat(rawUrl: string, given?: WebhookFormat): { url: string; format: WebhookFormat } {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { url: rawUrl, format: given ?? "json" };
  }
  const hint = url.searchParams.get("format");
  if (hint !== null && (FORMATS as readonly string[]).includes(hint)) {
    url.searchParams.delete("format");
    return { url: url.href, format: given ?? (hint as WebhookFormat) };
  }
  return { url: rawUrl, format: given ?? fromHost(url) };
}

function fromHost(url: URL): WebhookFormat {
  const host = url.hostname;
  if (/^(?:(?:ptb|canary)\.)?discord(?:app)?\.com$/.test(host) && url.pathname.startsWith("/api/webhooks/")) return "discord";
  if (host === "hooks.slack.com") return "slack";
  if (host === "ntfy.sh") return "ntfy";
  return "json";
}

/** The request body and headers for `notice` in `format`. */
export function buildRequest(format: WebhookFormat, notice: Notice): OutgoingRequest {
  const n = clean(notice);
  const message = `${n.text}\n${n.link}`;
  switch (format) {
    case "discord":
      // No @everyone, role or user pings, whatever a player's name says.
      return json({ content: message, allowed_mentions: { parse: [] } });
    case "slack":
      // Slack reads <...> as links and mentions (<!channel>): &, < and > must be escaped to show as typed.
      return json({ text: slackEscape(message), mrkdwn: false });
    case "matrix":
      return json({ text: message, format: "plain" });
    case "ntfy":
      return {
        method: "POST",
        headers: {
          "content-type": "text/plain; charset=utf-8",
          title: headerText(`${n.game}: ${TITLES[n.kind]}`),
          click: n.link,
          tags: TAGS[n.kind],
        },
        body: n.text,
      };
    case "json":
      return json({ kind: n.kind, game: n.game, table: n.table, link: n.link, text: n.text });
  }
}

const TITLES: Record<Notice["kind"], string> = { "your-turn": "your turn", reminder: "reminder", "game-over": "game over" };
/** ntfy shows these emoji short codes beside the title. */
const TAGS: Record<Notice["kind"], string> = { "your-turn": "game_die", reminder: "hourglass", "game-over": "checkered_flag" };

function json(value: object): OutgoingRequest {
  return { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(value) };
}

/** Control characters (a line break in a title, an escape sequence) are dropped; the text is capped. */
function clean(notice: Notice): Notice {
  const strip = (s: string, max: number): string => Array.from(s.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, " ")).slice(0, max).join("").trim();
  let link = "";
  try {
    const url = new URL(notice.link);
    if (url.protocol === "https:" || url.protocol === "http:") link = url.href;
  } catch {
    // No link rather than a broken one.
  }
  return { kind: notice.kind, game: strip(notice.game, 60), table: strip(notice.table, 16), link, text: strip(notice.text, MAX_TEXT) };
}

function slackEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** HTTP headers are Latin-1: ntfy decodes an RFC 2047 encoded word for anything beyond ASCII. */
function headerText(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, "utf8").toString("base64")}?=`;
}
