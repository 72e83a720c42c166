/** When a table's copy of this browser's push subscription is stale (./renewal.ts). */

/** Written by sw.js: when, the endpoint it replaced (when the browser said), the new one (null: subscribing failed). */
export interface Renewal {
  at: number;
  old: string | null;
  endpoint: string | null;
}

/** What this browser last sent a table: its endpoint, and when. */
export interface Sent {
  endpoint: string;
  at: number;
}

/**
 * Whether a table's copy of this browser's subscription is stale: a renewal came after it was sent,
 * and the table still has push on, or dropped it because the old endpoint was gone (the renewal
 * names that endpoint, or the browser did not say which it replaced).
 */
export function needsResend(sent: Sent | null, renewal: Renewal | null, pushOn: boolean): boolean {
  if (!sent || !renewal || renewal.at <= sent.at) return false;
  return pushOn || renewal.old === null || renewal.old === sent.endpoint;
}
