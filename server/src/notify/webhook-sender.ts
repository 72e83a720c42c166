import { deliver, type Delivery, type OutboundOptions } from "./outbound";
import { DEFAULT_RETRY_PLAN, withRetries, type RetryClock, type RetryPlan } from "./retry";
import { buildRequest, chooseFormat, type Notice, type WebhookFormat } from "./webhook-formats";
import { afterDelivery, type WebhookHealth } from "./webhook-health";

/** A player's webhook as the table keeps it. */
export interface Webhook {
  url: string;
  /** The player's public name, for the table's note. */
  owner: string;
  format?: WebhookFormat;
  health: WebhookHealth;
}

export interface SendSetup {
  outbound?: OutboundOptions;
  plan?: RetryPlan;
  clock?: RetryClock;
}

/**
 * Sends one notice to one webhook with its retry budget, and reports the webhook's new health
 * with the table's note when this failure turned it off. A webhook that is off is not sent to.
 */
export async function sendToWebhook(hook: Webhook, notice: Notice, setup: SendSetup = {}): Promise<{ delivery: Delivery | null; health: WebhookHealth; note: string | null }> {
  if (hook.health.off) return { delivery: null, health: hook.health, note: null };
  const { url, format } = chooseFormat(hook.url, hook.format);
  const request = buildRequest(format, notice);
  const { delivery } = await withRetries(() => deliver(url, request, setup.outbound), setup.plan ?? DEFAULT_RETRY_PLAN, setup.clock);
  return { delivery, ...afterDelivery(hook.health, delivery.ok, hook.owner) };
}
