import { z } from "zod";
import { LANGUAGES, PSEUDO } from "./i18n/languages";

/**
 * Turn-based tables (docs/turn-based.md): a table's pace, its clock and bank, the notification
 * channels a seat chooses, rematch, and the "My tables" list.
 */

export const PACES = ["live", "turn-based"] as const;
export const Pace = z.enum(PACES);
export type Pace = z.infer<typeof Pace>;

export const HOUR = 3600;
export const DAY = 24 * HOUR;
/** A live table's clock per move: at most an hour. */
const LIVE_TURN_MAX_SECONDS = HOUR;
/** A turn-based table's clock per move: 1 hour to 14 days. */
const TURN_BASED_MIN_SECONDS = HOUR;
export const TURN_BASED_MAX_SECONDS = 14 * DAY;
/** A turn-based player's reserve for the whole game (the "vacation" bank): at most 14 days. */
export const BANK_MAX_SECONDS = 14 * DAY;
/** What a turn-based create gets when it names no clock or bank. */
export const TURN_BASED_DEFAULTS = { turnSeconds: DAY, bankSeconds: 2 * DAY } as const;
/** The clocks the create form offers (any whole second in the range is accepted). */
export const TURN_BASED_CLOCKS = [12 * HOUR, DAY, 3 * DAY, 7 * DAY] as const;
/** After this many timeouts in a row, the other players may vote a bot into the seat. */
export const TIMEOUTS_BEFORE_VOTE = 2;

/**
 * Why a create's pace, clock and bank do not fit together: a code, worded by `common.refusal.<code>`
 * (a live clock over an hour, a live table's reserve, a turn-based clock outside 1 hour to 14 days).
 */
export type PaceProblem = "live_clock_too_long" | "live_reserve" | "turn_clock_range";

/** Why a create's pace, clock and bank do not fit together (`PaceProblem`), or null when they do. */
export function paceProblem(o: { pace?: Pace; turnSeconds?: number; bankSeconds?: number }): PaceProblem | null {
  if ((o.pace ?? "live") === "live") {
    if ((o.turnSeconds ?? 0) > LIVE_TURN_MAX_SECONDS) return "live_clock_too_long";
    if (o.bankSeconds !== undefined) return "live_reserve";
    return null;
  }
  const turn = o.turnSeconds ?? TURN_BASED_DEFAULTS.turnSeconds;
  if (turn < TURN_BASED_MIN_SECONDS || turn > TURN_BASED_MAX_SECONDS) return "turn_clock_range";
  return null;
}

// ---- notifications ----------------------------------------------------------

export const WEBHOOK_FORMATS = ["discord", "slack", "matrix", "ntfy", "json"] as const;
export const WebhookFormat = z.enum(WEBHOOK_FORMATS);

/** A browser's PushSubscription as its toJSON() gives it; the server checks it strictly (docs/push.md). */
export const PushSubscriptionJson = z.object({
  endpoint: z.string().max(1024),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }).strict(),
}).strict();

/**
 * `notify`: the channels a seat's owner chooses (each key present sets that channel, `null` turns it
 * off; absent keys stay as they are). Only the seat's connected owner can send it.
 */
export const NotifyMessage = z.object({
  push: PushSubscriptionJson.nullable().optional(),
  webhook: z.object({ url: z.string().min(8).max(512), format: WebhookFormat.optional() }).strict().nullable().optional(),
  email: z.object({ address: z.email().max(254), digest: z.boolean().optional() }).strict().nullable().optional(),
  /** The page's language: the seat's notices and mail are worded in it (kept as it was when absent; English at first). */
  locale: z.enum([...LANGUAGES, PSEUDO]).optional(),
}).strict();
export type NotifyMessage = z.infer<typeof NotifyMessage>;

/** Why a webhook is off: it failed this many deliveries in a row (worded by `common.webhook.off.<code>` with `failures`). */
export const WEBHOOK_OFF_FAILED = "failed_deliveries";

/** `notifyState`: what the seat's owner has chosen, as the owner may see it (never sent to others). */
export interface NotifyStateMessage {
  push: boolean;
  /** `off`: why the webhook is off, a code (`WEBHOOK_OFF_FAILED`) the page words with `failures`; English when an older server stored it. */
  webhook: { host: string; format: string; off: string | null; failures?: number } | null;
  email: { address: string; digest: boolean } | null;
  /** Whether this server can send mail (SMTP_URL is set). */
  mail: boolean;
}

/** `visible`: whether the seat owner's page is in view (nothing is sent to a player who is looking). */
export const VisibleMessage = z.object({ visible: z.boolean() }).strict();

// ---- rematch ----------------------------------------------------------------

/** `rematch`: at the end, a player accepts or declines "play again"; the host's `start` opens the new table. */
export const RematchMessage = z.object({ accept: z.boolean() }).strict();
/** `rematchStart`: the host opens the new table for those who accepted, with bots for the rest if `bots`. */
export const RematchStartMessage = z.object({ bots: z.boolean() }).strict();
/** `rematchReady`: to each player who accepted, the new table's code and a one-use ticket to its seat. */
export interface RematchReadyMessage {
  code: string;
  ticket: string;
}

// ---- my tables --------------------------------------------------------------

/** Seats a browser asks about at once, at most. */
export const MY_TABLES_MAX = 100;
export const MyTablesRequest = z.object({
  seats: z.array(z.object({ code: z.string().max(8), token: z.string().max(64) }).strict()).max(MY_TABLES_MAX),
  /** The asking page's language: each table's last move is worded in it (English when absent). */
  lang: z.enum([...LANGUAGES, PSEUDO]).optional(),
}).strict();

/** One table of "My tables", public facts only (what any player at the table sees). */
export interface MyTable {
  code: string;
  gameId: string;
  pace: Pace;
  status: "playing" | "ended";
  /** The seat this token holds. */
  seat: number;
  players: { name: string; kind: "human" | "bot" }[];
  /** Seats the game waits for. */
  awaiting: number[];
  /** Epoch ms when the awaited seats' clock runs out (bank included); 0: no clock. */
  deadline: number;
  /** The log's last line, in words. */
  lastMove: string;
  moves: number;
  /** Epoch ms of the last change. */
  updatedAt: number;
}
