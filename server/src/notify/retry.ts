import type { Delivery } from "./outbound";

/** How often and how long to try one delivery again. */
export interface RetryPlan {
  /** The wait before each retry (the first try is at once). */
  delaysMs: readonly number[];
  /** Each wait is stretched or shrunk by up to this share, at random, so many senders spread out. */
  jitter: number;
  /** A Retry-After longer than this ends the budget: the far end asked for more than we keep a notice. */
  maxRetryAfterMs: number;
}

/** Three tries: now, about 30 s later, about 2 min after that. */
export const DEFAULT_RETRY_PLAN: RetryPlan = { delaysMs: [30_000, 120_000], jitter: 0.2, maxRetryAfterMs: 10 * 60_000 };

/** Time as the retries see it: injected in tests so that nothing really waits. */
export interface RetryClock {
  sleep(ms: number): Promise<void>;
  now(): number;
  random(): number;
}

const realClock: RetryClock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
  now: () => Date.now(),
  random: () => Math.random(),
};

/**
 * Tries `send` until it delivers, fails for good, or the plan runs out. Only a failure that may
 * pass is tried again: a timeout, a network error, 429 or 5xx. A refused address, a bad URL, a
 * too-large body and any other status (4xx, a redirect) would fail the same way again.
 */
export async function withRetries(send: () => Promise<Delivery>, plan: RetryPlan = DEFAULT_RETRY_PLAN, clock: RetryClock = realClock): Promise<{ delivery: Delivery; tries: number }> {
  let tries = 0;
  for (;;) {
    const delivery = await send();
    tries++;
    if (delivery.ok || !mayPass(delivery) || tries > plan.delaysMs.length) return { delivery, tries };
    const backoff = plan.delaysMs[tries - 1] * (1 + plan.jitter * (2 * clock.random() - 1));
    const asked = retryAfterMs(delivery.retryAfter, clock.now());
    if (asked !== null && asked > plan.maxRetryAfterMs) return { delivery, tries };
    await clock.sleep(Math.max(backoff, asked ?? 0));
  }
}

function mayPass(delivery: Delivery & { ok: false }): boolean {
  if (delivery.reason === "timeout" || delivery.reason === "network") return true;
  if (delivery.reason !== "http-status") return false;
  const status = delivery.status ?? 0;
  return status === 429 || status >= 500;
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
function retryAfterMs(value: string | undefined, now: number): number | null {
  if (value === undefined) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
