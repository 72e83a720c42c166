import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** What to do with one incoming frame, decided before colyseus parses it. */
export type Admission = "accept" | "drop" | "cut";

/**
 * Flood control for one room, per connection (docs/server.md, "Limits"):
 * - a budget of messages and bytes per second; every frame over it is dropped unparsed (and
 *   answered with `rate_limited`, within the reply limit);
 * - a client that goes on to twice the budget, or whose messages keep being refused, is cut;
 * - replies to refused messages are themselves limited, so a flood cannot make the room talk.
 */
export class Inbox {
  private messages: RateLimiterMemory;
  private bytes: RateLimiterMemory;
  private refusals: RateLimiterMemory;
  private replies: RateLimiterMemory;

  constructor(private messagesPerSecond: number) {
    this.messages = new RateLimiterMemory({ points: messagesPerSecond, duration: 1 });
    this.bytes = new RateLimiterMemory({ points: messagesPerSecond * 1024, duration: 1 });
    this.refusals = new RateLimiterMemory({ points: Math.max(30, messagesPerSecond), duration: 10 });
    this.replies = new RateLimiterMemory({ points: 2 * messagesPerSecond, duration: 1 });
  }

  /** Whether a frame of `size` bytes from `session` may be parsed. */
  async admit(session: string, size: number): Promise<Admission> {
    const [count, volume] = await Promise.all([over(this.messages.consume(session)), over(this.bytes.consume(session, size))]);
    if (count === null && volume === null) return "accept";
    const budget = this.messagesPerSecond;
    if ((count ?? 0) >= 2 * budget || (volume ?? 0) >= 2 * budget * 1024) return "cut";
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
    for (const limiter of [this.messages, this.bytes, this.refusals, this.replies]) void limiter.delete(session);
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
