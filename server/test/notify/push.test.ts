import webpush from "web-push";
import type { Lookup } from "../../src/notify/address-guard";
import { deliver, type OutboundOptions } from "../../src/notify/outbound";
import { MAX_PAYLOAD_BYTES, parseSubscription, sendPush, type PushMessage, type PushSend } from "../../src/notify/push";
import type { VapidKeys } from "../../src/notify/vapid";
import { startPushService, type TestPushService } from "../support/push-service";

/** Web Push end to end on loopback: web-push's request, through the guarded sender, to a service that decrypts it on its own. */

const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: "mailto:ops@example.org" };
const message: PushMessage = { title: "Your turn", body: "Your turn in Space Base at table B4SE9.", url: "/?room=B4SE9", tag: "turn-B4SE9" };
const loopback: Lookup = async () => [{ address: "127.0.0.1", family: 4 }];

let service: TestPushService;
beforeAll(async () => { service = await startPushService(vapid.publicKey); });
afterAll(async () => { await service.close(); });
beforeEach(() => { service.delivered.length = 0; service.refused.length = 0; service.answer = 201; });

/** What the wiring passes: outbound.ts's deliver, allowed loopback and the service's certificate for this test only. */
const viaOutbound = (extra: Partial<OutboundOptions> = {}): PushSend => (url, request) => deliver(url, request,
  { lookup: loopback, extraPorts: [service.port], testOnly: { loopback: true, ca: service.ca }, ...extra });

it("a push to the local service arrives decrypted to exactly the payload, with a valid VAPID JWT", async () => {
  const outcome = await sendPush(service.subscription, message, vapid, viaOutbound(), { topic: "B4SE9", urgency: "high", ttlSeconds: 3600 });
  expect(service.refused).toEqual([]);
  expect(outcome).toEqual({ kind: "sent" });
  expect(service.delivered).toHaveLength(1);
  const [got] = service.delivered;
  expect(got.payload).toBe(JSON.stringify(message));
  expect(JSON.parse(got.payload)).toEqual(message);
  expect(got.claims.aud).toBe(new URL(service.subscription.endpoint).origin);
  expect(got.claims.sub).toBe("mailto:ops@example.org");
  expect(got.headers).toMatchObject({ ttl: "3600", urgency: "high", topic: "B4SE9", "content-encoding": "aes128gcm" });
});

it("a payload over the limit is refused before sending; one at the limit goes", async () => {
  const send = jest.fn(viaOutbound());
  const sized = (bytes: number): PushMessage => {
    const bare = Buffer.byteLength(JSON.stringify({ ...message, body: "" }));
    return { ...message, body: "é".repeat(Math.floor((bytes - bare) / 2)) + "x".repeat((bytes - bare) % 2) };
  };
  expect(Buffer.byteLength(JSON.stringify(sized(MAX_PAYLOAD_BYTES)))).toBe(MAX_PAYLOAD_BYTES);
  expect(await sendPush(service.subscription, sized(MAX_PAYLOAD_BYTES + 1), vapid, send))
    .toEqual({ kind: "invalid", reason: `the payload is ${MAX_PAYLOAD_BYTES + 1} bytes, over ${MAX_PAYLOAD_BYTES}` });
  expect(send).not.toHaveBeenCalled();
  expect(await sendPush(service.subscription, sized(MAX_PAYLOAD_BYTES), vapid, send)).toEqual({ kind: "sent" });
  expect(service.delivered.map((d) => d.payload)).toEqual([JSON.stringify(sized(MAX_PAYLOAD_BYTES))]);
});

it("a malformed subscription (http endpoint, short key, bad base64, a point off the curve, extra fields) is refused before sending, with its reason", async () => {
  const good = service.subscription;
  const offCurve = Buffer.from(good.keys.p256dh, "base64url");
  offCurve[64] ^= 1;
  const cases: [unknown, RegExp][] = [
    [{ ...good, endpoint: good.endpoint.replace("https:", "http:") }, /not an https URL/],
    [{ ...good, endpoint: `${good.endpoint}?${"a".repeat(2048)}` }, /over 2048 characters/],
    [{ ...good, endpoint: "https://user:pw@push.example.test/x" }, /credentials/],
    [{ ...good, endpoint: "not a url" }, /not an https URL/],
    [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, /p256dh is not 65 bytes/],
    [{ ...good, keys: { ...good.keys, p256dh: Buffer.from(good.keys.p256dh, "base64url").toString("base64") + "+/=" } }, /p256dh is not base64url/],
    [{ ...good, keys: { ...good.keys, p256dh: offCurve.toString("base64url") } }, /not an uncompressed P-256 point/],
    [{ ...good, keys: { ...good.keys, auth: "AAAA" } }, /auth is not 16 bytes/],
    [{ ...good, keys: { ...good.keys, auth: "not base64!" } }, /auth is not base64url/],
    [{ ...good, keys: { p256dh: good.keys.p256dh } }, /./],
    [{ ...good, extra: 1 }, /./],
    ["https://push.example.test/x", /./],
    [null, /./],
  ];
  const send = jest.fn(viaOutbound());
  for (const [subscription, reason] of cases) {
    const outcome = await sendPush(subscription, message, vapid, send);
    expect(outcome).toMatchObject({ kind: "invalid", reason: expect.stringMatching(reason) });
  }
  expect(send).not.toHaveBeenCalled();
  expect(service.delivered).toEqual([]);
  // What a browser's toJSON() gives passes as it is.
  expect(parseSubscription({ ...good, expirationTime: null })).toEqual({ ok: true, subscription: good });
});

it("a message that is not a small public notice (a link off this server, no title) is refused before sending", async () => {
  const send = jest.fn(viaOutbound());
  expect(await sendPush(service.subscription, { ...message, url: "https://evil.example/" }, vapid, send)).toMatchObject({ kind: "invalid" });
  expect(await sendPush(service.subscription, { ...message, url: "//evil.example/" }, vapid, send)).toMatchObject({ kind: "invalid" });
  expect(await sendPush(service.subscription, { ...message, title: "" }, vapid, send)).toMatchObject({ kind: "invalid" });
  expect(await sendPush(service.subscription, { ...message, hand: ["secret"] } as PushMessage, vapid, send)).toMatchObject({ kind: "invalid" });
  expect(await sendPush(service.subscription, message, vapid, send, { topic: "not a topic!" })).toMatchObject({ kind: "invalid" });
  expect(send).not.toHaveBeenCalled();
});

it("a 410 from the service reports the subscription gone; 404 too; 413, 429 and 5xx are told apart", async () => {
  const outcomes = [];
  for (const status of [410, 404, 413, 429, 503, 400]) {
    service.answer = status;
    outcomes.push(await sendPush(service.subscription, message, vapid, viaOutbound()));
  }
  expect(outcomes).toEqual([
    { kind: "gone", status: 410 }, { kind: "gone", status: 404 }, { kind: "too-large" },
    { kind: "retry", status: 429 }, { kind: "retry", status: 503 }, { kind: "refused", status: 400 },
  ]);
  expect(service.refused).toEqual([]);
});

it("a push signed with another server key is refused by the service (403), and reported refused", async () => {
  const other: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: vapid.subject };
  expect(await sendPush(service.subscription, message, other, viaOutbound())).toEqual({ kind: "refused", status: 403 });
  expect(service.refused).toEqual(["signed with another server key than the subscription's"]);
  expect(service.delivered).toEqual([]);
});

it("an endpoint the guarded sender will not reach (loopback, without the test's allowance) is refused, and nothing arrives", async () => {
  const outcome = await sendPush(service.subscription, message, vapid, viaOutbound({ testOnly: { ca: service.ca } }));
  expect(outcome).toMatchObject({ kind: "refused", detail: expect.any(String) });
  expect(service.delivered).toEqual([]);
  expect(service.refused).toEqual([]);
});

it("the test service decrypts on its own: a body altered on the way is refused, not delivered", async () => {
  const tamper: PushSend = (url, request) => {
    const body = Buffer.from(request.body);
    body[body.length - 20] ^= 1;
    return viaOutbound()(url, { ...request, body });
  };
  expect(await sendPush(service.subscription, message, vapid, tamper)).toEqual({ kind: "refused", status: 400 });
  expect(service.refused).toEqual([expect.stringMatching(/^cannot decrypt/)]);
  expect(service.delivered).toEqual([]);
});
