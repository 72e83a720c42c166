/** A player's webhook: how many deliveries in a row have failed, and whether it is turned off. */
export interface WebhookHealth {
  failures: number;
  off: boolean;
}

export const HEALTHY: WebhookHealth = { failures: 0, off: false };

/** Consecutive failed deliveries (each after its retries) that turn a webhook off. */
const FAILURES_BEFORE_OFF = 5;

/**
 * The webhook's health after one delivery, and the public note for the table when this delivery
 * turned it off. A delivery that arrives starts the count again.
 */
export function afterDelivery(health: WebhookHealth, delivered: boolean, owner: string, limit: number = FAILURES_BEFORE_OFF): { health: WebhookHealth; note: string | null } {
  if (delivered) return { health: HEALTHY, note: null };
  const failures = health.failures + 1;
  if (health.off || failures < limit) return { health: { failures, off: health.off }, note: null };
  return { health: { failures, off: true }, note: `${owner}'s webhook was turned off after ${failures} failed deliveries` };
}
