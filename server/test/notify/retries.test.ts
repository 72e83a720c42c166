import type { Lookup } from "../../src/notify/address-guard";
import { deliver, type Delivery } from "../../src/notify/outbound";
import { DEFAULT_RETRY_PLAN, withRetries, type RetryClock } from "../../src/notify/retry";
import { afterDelivery, HEALTHY, type WebhookHealth } from "../../src/notify/webhook-health";
import { makeCertificate, SINK_HOST, startSink, type Sink } from "./sink";

/** A clock that never waits: it records each wait and moves its time on by it. */
function fakeClock(random = 0.5): RetryClock & { waits: number[] } {
  let now = Date.UTC(2026, 10, 28, 12);
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    random: () => random,
    sleep: async (ms) => { waits.push(ms); now += ms; },
  };
}

/** A sender that answers each try with the next of `answers`, counting tries. */
function answers(...list: Delivery[]): () => Promise<Delivery> {
  let i = 0;
  return async () => list[Math.min(i++, list.length - 1)];
}

const status = (code: number, retryAfter?: string): Delivery => ({ ok: false, reason: "http-status", detail: `answered ${code}`, status: code, ...(retryAfter ? { retryAfter } : {}) });
const delivered: Delivery = { ok: true, status: 200 };

describe("the retry budget", () => {
  it("tries three times at most: now, after about 30 s, after about 2 min", async () => {
    const clock = fakeClock();
    const result = await withRetries(answers(status(503)), DEFAULT_RETRY_PLAN, clock);
    expect(result).toMatchObject({ tries: 3, delivery: { reason: "http-status", status: 503 } });
    expect(clock.waits).toEqual([30_000, 120_000]);
  });

  it("spreads the waits with jitter of at most a fifth either way", async () => {
    const low = fakeClock(0);
    const high = fakeClock(0.999999);
    await withRetries(answers({ ok: false, reason: "network", detail: "x" }), DEFAULT_RETRY_PLAN, low);
    await withRetries(answers({ ok: false, reason: "timeout", detail: "x" }), DEFAULT_RETRY_PLAN, high);
    expect(low.waits).toEqual([24_000, 96_000]);
    expect(high.waits[0]).toBeCloseTo(36_000, -1);
    expect(high.waits[1]).toBeCloseTo(144_000, -1);
  });

  it("stops at the first success", async () => {
    const clock = fakeClock();
    expect(await withRetries(answers(status(502), delivered), DEFAULT_RETRY_PLAN, clock)).toEqual({ tries: 2, delivery: delivered });
    expect(clock.waits).toEqual([30_000]);
  });

  it.each<[string, Delivery]>([
    ["a refused address", { ok: false, reason: "refused-address", detail: "x" }],
    ["a bad URL", { ok: false, reason: "bad-url", detail: "x" }],
    ["a too-large body", { ok: false, reason: "too-large", detail: "x" }],
    ["404", status(404)],
    ["401", status(401)],
    ["a redirect", status(301)],
  ])("never tries again after %s", async (_name, failure) => {
    const clock = fakeClock();
    expect(await withRetries(answers(failure, delivered), DEFAULT_RETRY_PLAN, clock)).toEqual({ tries: 1, delivery: failure });
    expect(clock.waits).toEqual([]);
  });

  it("waits as long as a 429's Retry-After asks when that is longer than the backoff", async () => {
    const clock = fakeClock();
    await withRetries(answers(status(429, "90"), delivered), DEFAULT_RETRY_PLAN, clock);
    expect(clock.waits).toEqual([90_000]);
  });

  it("reads a Retry-After given as a date", async () => {
    const clock = fakeClock();
    const inFiveMinutes = new Date(clock.now() + 5 * 60_000).toUTCString();
    await withRetries(answers(status(503, inFiveMinutes), delivered), DEFAULT_RETRY_PLAN, clock);
    expect(clock.waits).toEqual([5 * 60_000]);
  });

  it("gives up when Retry-After asks for more than the cap, and ignores one it cannot read", async () => {
    const capped = fakeClock();
    expect(await withRetries(answers(status(429, "3600"), delivered), DEFAULT_RETRY_PLAN, capped)).toMatchObject({ tries: 1 });
    expect(capped.waits).toEqual([]);
    const unreadable = fakeClock();
    await withRetries(answers(status(503, "soon"), delivered), DEFAULT_RETRY_PLAN, unreadable);
    expect(unreadable.waits).toEqual([30_000]);
  });
});

describe("turning a failing webhook off", () => {
  it("turns it off after 5 failed deliveries in a row, with a public note for the table", () => {
    let health: WebhookHealth = HEALTHY;
    const notes: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      const next = afterDelivery(health, false, "Ana");
      health = next.health;
      notes.push(next.note);
    }
    expect(notes).toEqual([null, null, null, null, "Ana's webhook was turned off after 5 failed deliveries", null]);
    expect(health.off).toBe(true);
  });

  it("a delivery that arrives starts the count again", () => {
    let health: WebhookHealth = HEALTHY;
    for (let i = 0; i < 4; i++) health = afterDelivery(health, false, "Ana").health;
    health = afterDelivery(health, true, "Ana").health;
    expect(health).toEqual(HEALTHY);
    for (let i = 0; i < 4; i++) health = afterDelivery(health, false, "Ana").health;
    expect(health).toEqual({ failures: 4, off: false });
  });
});

describe("retries against a local sink", () => {
  let certificate: Awaited<ReturnType<typeof makeCertificate>>;
  beforeAll(async () => { certificate = await makeCertificate(); });
  const lookup: Lookup = async () => [{ address: "127.0.0.1", family: 4 }];
  let sink: Sink;
  afterEach(() => sink.close());

  const send = (s: Sink) => () => deliver(`https://${SINK_HOST}:${s.port}/`, { headers: {}, body: "turn" }, {
    lookup, extraPorts: [s.port], testOnly: { loopback: true, ca: certificate.cert },
  });

  it("a sink that answers 503 twice, then 200, gets the notice on the third try after the backoff", async () => {
    let calls = 0;
    sink = await startSink((_req, res) => { calls++; res.writeHead(calls < 3 ? 503 : 200).end(); }, certificate);
    const clock = fakeClock();
    expect(await withRetries(send(sink), DEFAULT_RETRY_PLAN, clock)).toEqual({ tries: 3, delivery: { ok: true, status: 200 } });
    expect(sink.received.map((r) => r.body)).toEqual(["turn", "turn", "turn"]);
    expect(clock.waits).toEqual([30_000, 120_000]);
  });

  it("a sink that answers 404 is asked once", async () => {
    sink = await startSink((_req, res) => { res.writeHead(404).end(); }, certificate);
    const clock = fakeClock();
    expect(await withRetries(send(sink), DEFAULT_RETRY_PLAN, clock)).toMatchObject({ tries: 1, delivery: { status: 404 } });
    expect(sink.received).toHaveLength(1);
  });
});
