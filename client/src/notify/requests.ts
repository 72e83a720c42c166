import { NotifyMessage, WEBHOOK_FORMATS, type NotifyStateMessage } from "@space/shared";

type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/**
 * The `notify` message that sets this seat's webhook, or why the address as typed cannot be one.
 * An empty `format` leaves it to the server, which tells it from the address (Discord, Slack, ntfy.sh;
 * else JSON). Where the address points is the server's to check (docs/push.md).
 */
export function webhookRequest(typed: string, format: string): NotifyMessage | string {
  const url = typed.trim();
  if (!url) return "Paste the webhook's address first";
  const parsed = parseUrl(url);
  if (!parsed) return "That is not a web address: a webhook's address starts with https://";
  if (parsed.protocol !== "https:") return "A webhook's address starts with https://";
  if (url.length > 512) return "That address is too long: at most 512 characters";
  const chosen = WEBHOOK_FORMATS.find((f): f is WebhookFormat => f === format);
  const message: NotifyMessage = { webhook: chosen ? { url, format: chosen } : { url } };
  return NotifyMessage.safeParse(message).success ? message : "That address cannot be a webhook";
}

/** The `notify` message that sets this seat's e-mail, or why the address as typed cannot be one. */
export function emailRequest(typed: string, digest: boolean): NotifyMessage | string {
  const address = typed.trim();
  if (!address) return "Type your e-mail address first";
  const message: NotifyMessage = { email: { address, digest } };
  return NotifyMessage.safeParse(message).success ? message : "That is not an e-mail address";
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** Whether the room's answer (`notifyState`) has what `asked` set or turned off. */
export function kept(asked: NotifyMessage, state: NotifyStateMessage): boolean {
  if (asked.push !== undefined && state.push !== (asked.push !== null)) return false;
  if (asked.webhook !== undefined && (state.webhook !== null) !== (asked.webhook !== null)) return false;
  if (asked.email !== undefined && (state.email?.address ?? null) !== (asked.email?.address ?? null)) return false;
  return true;
}
