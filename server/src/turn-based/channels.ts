import type { Locale } from "@space/shared";
import type { PushSubscription } from "../notify/push";
import type { WebhookFormat } from "../notify/webhook-formats";

/**
 * One seat's "your turn" channels as the store keeps them (docs/turn-based.md). Only the seat's
 * connected owner sets them (the `notify` message); they go with the game when its retention passes.
 */
export interface SeatChannels {
  push?: PushSubscription;
  /** `failures` in a row; `off` says why it was turned off after too many (shown at the table). */
  webhook?: { url: string; format: WebhookFormat; failures: number; off: string | null };
  /** `digest`: one mail a day listing the tables waiting, instead of a mail per turn. */
  email?: { address: string; digest: boolean };
  /** The language the seat's notices are worded in (its page's, sent with its channels); English when missing. */
  locale?: Locale;
}
