import { NotifyMessage, WEBHOOK_FORMATS, type NotifyStateMessage } from "@space/shared";
import { t } from "../i18n";

type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/**
 * The `notify` message that sets this seat's webhook, or why the address as typed cannot be one.
 * An empty `format` leaves it to the server, which tells it from the address (Discord, Slack, ntfy.sh;
 * else JSON). Where the address points is the server's to check (docs/push.md).
 */
export function webhookRequest(typed: string, format: string): NotifyMessage | string {
  const url = typed.trim();
  if (!url) return t("table.notify.pasteWebhook");
  const parsed = parseUrl(url);
  if (!parsed) return t("table.notify.notWebAddress");
  if (parsed.protocol !== "https:") return "A webhook's address starts with https://";
  if (url.length > 512) return t("table.notify.tooLong", { max: 512 });
  const chosen = WEBHOOK_FORMATS.find((f): f is WebhookFormat => f === format);
  const message: NotifyMessage = { webhook: chosen ? { url, format: chosen } : { url } };
  return NotifyMessage.safeParse(message).success ? message : t("table.notify.notWebhook");
}

/** The `notify` message that sets this seat's e-mail, or why the address as typed cannot be one. */
export function emailRequest(typed: string, digest: boolean): NotifyMessage | string {
  const address = typed.trim();
  if (!address) return t("table.notify.typeEmail");
  const message: NotifyMessage = { email: { address, digest } };
  return NotifyMessage.safeParse(message).success ? message : t("table.notify.notEmail");
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
