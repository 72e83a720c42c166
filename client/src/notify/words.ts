import type { NotifyStateMessage } from "@space/shared";
import { t, tKnown } from "../i18n";

const FORMAT_NAMES: Record<string, string> = { discord: "Discord", slack: "Slack", matrix: "Matrix", ntfy: "ntfy", json: "JSON" };

/** A webhook format's name as the panel writes it. */
export function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? format;
}

/** What this seat's webhook does now, in a sentence (its address stays a secret: only its host is told). */
export function webhookNow(webhook: NotifyStateMessage["webhook"]): string {
  if (!webhook) return t("table.notify.noWebhook");
  const where = { host: webhook.host, format: formatName(webhook.format) };
  if (!webhook.off) return t("table.notify.webhookOn", where);
  // A code the page words; an older server's English as it stored it.
  const why = tKnown(`common.webhook.off.${webhook.off}`, { failures: webhook.failures ?? 0 }) ?? webhook.off;
  return t("table.notify.webhookOff", { ...where, why });
}

/** What this seat's e-mail does now, in a sentence. */
export function emailNow(email: NotifyStateMessage["email"]): string {
  if (!email) return t("table.notify.noEmail");
  return t(email.digest ? "table.notify.emailDigest" : "table.notify.emailEach", { address: email.address });
}

/** What this seat's browser notifications do now; `unavailable`: why this browser cannot have them. */
export function pushNow(push: boolean, unavailable: string | null, permission: NotificationPermission | null): string {
  if (push && permission === "denied") return t("table.notify.pushBlocked");
  if (push) return t("table.notify.pushOn");
  return unavailable ?? t("table.notify.pushOff");
}
