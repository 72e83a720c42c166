import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** What to do with one incoming frame, decided before colyseus parses it. */
export type Admission = "accept" | "drop" | "cut";

/** One connection's frames and bytes in the current second. */
interface Window {
  start: number;
  frames: number;
  bytes: number;
}

/**
 * Flood control for one room, per connection (docs/server.md, "Limits"):
 * - a budget of messages and bytes per second; every frame over it is dropped unparsed (and
 *   answered with `rate_limited`, within the reply limit);
 * - a client that goes on to twice the budget is cut; so is one whose messages keep being refused;
 * - replies to refused messages are themselves limited, so a flood cannot make the room talk.
 * The frame budget is counted synchronously, so a burst read from one TCP chunk is judged frame by frame.
 */
export class Inbox {
  private windows = new Map<string, Window>();
  private refusals: RateLimiterMemory;
  private replies: RateLimiterMemory;
  private bytesPerSecond: number;

  constructor(private messagesPerSecond: number) {
    this.bytesPerSecond = messagesPerSecond * 1024;
    this.refusals = new RateLimiterMemory({ points: Math.max(30, messagesPerSecond), duration: 10 });
    this.replies = new RateLimiterMemory({ points: 2 * messagesPerSecond, duration: 1 });
  }

  /** Whether a frame of `size` bytes from `session` may be parsed. */
  admit(session: string, size: number, now = Date.now()): Admission {
    let w = this.windows.get(session);
    if (!w || now - w.start >= 1000) {
      w = { start: now, frames: 0, bytes: 0 };
      this.windows.set(session, w);
    }
    w.frames += 1;
    w.bytes += size;
    if (w.frames <= this.messagesPerSecond && w.bytes <= this.bytesPerSecond) return "accept";
    if (w.frames > 2 * this.messagesPerSecond || w.bytes > 2 * this.bytesPerSecond) return "cut";
    return "drop";
  }

  /** Counts a refused message; true when this client keeps sending refused messages and must be cut. */
  async refused(session: string): Promise<boolean> {
    return (await over(this.refusals.consume(session))) !== null;
  }

  /** Whether an error reply may go out to `session` now. */
  async mayReply(session: string): Promise<boolean> {
    return (await over(this.replies.consume(session))) === null;
  }

  forget(session: string): void {
    this.windows.delete(session);
    for (const limiter of [this.refusals, this.replies]) void limiter.delete(session);
  }
}

/** null when within the budget, else how many points the key has consumed in this window. */
async function over(consumption: Promise<RateLimiterRes>): Promise<number | null> {
  try {
    await consumption;
    return null;
  } catch (e) {
    if (e instanceof RateLimiterRes) return e.consumedPoints;
    throw e;
  }
}
