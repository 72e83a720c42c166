/**
 * When a seat is told (docs/turn-based.md, "Notifications"): when the game starts waiting for it,
 * once; again when a quarter of its move's clock is left; once when the game ends. Never while its
 * page is in view, at most one notice per table per SPACING_MS for a seat, and only to a seat with a
 * channel. Pure: notifier.ts sends what this decides.
 */
export const SPACING_MS = 10 * 60_000;

export type NoticeKind = "your-turn" | "reminder" | "game-over";

/** What was told to one seat, kept with the game so that a woken table neither repeats nor forgets. */
export interface SeatNotices {
  /** Since when the game waits for the seat (0: it does not). */
  since: number;
  /** The `since` of the turn already told, and of the turn already reminded of. */
  told: number;
  reminded: number;
  /** When the seat was last sent anything. */
  lastAt: number;
  ended: boolean;
}

export interface NoticeSeat {
  awaited: boolean;
  /** A human's seat (bots and stand-ins are not told). */
  told: boolean;
  /** The owner's page is connected and in view. */
  looking: boolean;
  hasChannel: boolean;
  /** The host's choice: the move's clock times this many, 0 for none (absent: 1). */
  moreTime?: number;
}

function freshNotices(): SeatNotices {
  return { since: 0, told: 0, reminded: 0, lastAt: 0, ended: false };
}

/** Keeps each seat's `since` in step with what the game waits for. */
export function trackAwaited(notices: SeatNotices[], seats: NoticeSeat[], now: number): void {
  seats.forEach((seat, i) => {
    const n = (notices[i] ??= freshNotices());
    if (seat.awaited && n.since === 0) n.since = now;
    if (!seat.awaited) n.since = 0;
  });
}

/**
 * The notices due now (marked as sent in `notices`), and when to look again (0: nothing pending).
 * `turnMs`: the move's clock (0: none, no reminder). `ended`: the game is over.
 */
export function dueNotices(notices: SeatNotices[], seats: NoticeSeat[], now: number, turnMs: number, ended: boolean):
  { due: { seat: number; kind: NoticeKind }[]; nextAt: number } {
  const due: { seat: number; kind: NoticeKind }[] = [];
  let nextAt = 0;
  const later = (at: number) => { nextAt = nextAt === 0 ? at : Math.min(nextAt, at); };
  seats.forEach((seat, i) => {
    const n = (notices[i] ??= freshNotices());
    if (!seat.told || !seat.hasChannel) return;
    let kind: NoticeKind | null = null;
    if (ended) {
      if (!n.ended) kind = "game-over";
    } else if (seat.awaited && n.since > 0) {
      if (n.told !== n.since) kind = "your-turn";
      else if (turnMs > 0 && (seat.moreTime ?? 1) > 0 && n.reminded !== n.since) {
        const remindAt = n.since + Math.floor(turnMs * (seat.moreTime ?? 1) * 0.75);
        if (now >= remindAt) kind = "reminder";
        else later(remindAt);
      }
    }
    if (!kind || seat.looking) return;
    const free = kind === "game-over" ? now : n.lastAt + SPACING_MS;
    if (now < free) return later(free);
    due.push({ seat: i, kind });
    n.lastAt = now;
    if (kind === "game-over") n.ended = true;
    else if (kind === "your-turn") n.told = n.since;
    else n.reminded = n.since;
  });
  return { due, nextAt };
}
