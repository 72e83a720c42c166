import type { NotifyStateMessage } from "@space/shared";

const FORMAT_NAMES: Record<string, string> = { discord: "Discord", slack: "Slack", matrix: "Matrix", ntfy: "ntfy", json: "JSON" };

/** A webhook format's name as the panel writes it. */
export function formatName(format: string): string {
  return FORMAT_NAMES[format] ?? format;
}

/** What this seat's webhook does now, in a sentence (its address stays a secret: only its host is told). */
export function webhookNow(webhook: NotifyStateMessage["webhook"]): string {
  if (!webhook) return "No webhook.";
  const where = `${webhook.host}, as ${formatName(webhook.format)}`;
  return webhook.off ? `Turned off (${where}): ${webhook.off}. Save the address again to turn it back on.` : `On: to ${where}.`;
}

/** What this seat's e-mail does now, in a sentence. */
export function emailNow(email: NotifyStateMessage["email"]): string {
  if (!email) return "No e-mail.";
  return `On: to ${email.address}, ${email.digest ? "one mail a day" : "one mail for each notice"}.`;
}

/** What this seat's browser notifications do now; `unavailable`: why this browser cannot have them. */
export function pushNow(push: boolean, unavailable: string | null, permission: NotificationPermission | null): string {
  if (push && permission === "denied") return "On, but this browser blocks notifications from this site: allow them in its site settings.";
  if (push) return "On: a notification comes to the browser that turned them on.";
  return unavailable ?? "Off.";
}
