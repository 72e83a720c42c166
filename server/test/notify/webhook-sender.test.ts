import https from "node:https";
import type { Lookup } from "../../src/notify/address-guard";
import type { OutboundOptions } from "../../src/notify/outbound";
import type { RetryClock } from "../../src/notify/retry";
import type { Notice } from "../../src/notify/webhook-formats";
import { HEALTHY } from "../../src/notify/webhook-health";
import { sendToWebhook, type Webhook } from "../../src/notify/webhook-sender";
import { makeCertificate, SINK_HOST, startSink, type Sink } from "./sink";

/** A player's webhook end to end: format, address guard, retries, and turning it off. */

let certificate: Awaited<ReturnType<typeof makeCertificate>>;
beforeAll(async () => { certificate = await makeCertificate(); });
const loopback: Lookup = async () => [{ address: "127.0.0.1", family: 4 }];
const noWaiting: RetryClock = { sleep: async () => undefined, now: () => 0, random: () => 0.5 };
const notice: Notice = { kind: "your-turn", game: "Space Base", table: "B4SE9", link: "https://tabletop.example.org/?room=B4SE9", text: "Your turn in Space Base at table B4SE9." };

let sink: Sink;
afterEach(async () => {
  jest.restoreAllMocks();
  await sink?.close();
});

function setup(s: Sink, lookup: Lookup = loopback): { outbound: OutboundOptions; clock: RetryClock } {
  return { outbound: { lookup, extraPorts: [s.port], testOnly: { loopback: true, ca: certificate.cert } }, clock: noWaiting };
}

it("a Discord-format notice arrives at the sink as JSON, without the ?format= hint in its path", async () => {
  sink = await startSink((_req, res) => { res.writeHead(204).end(); }, certificate);
  const hook: Webhook = { url: `https://${SINK_HOST}:${sink.port}/api/webhooks/1/tok?format=discord`, owner: "Ana", health: HEALTHY };
  const result = await sendToWebhook(hook, notice, setup(sink));
  expect(result).toEqual({ delivery: { ok: true, status: 204 }, health: HEALTHY, note: null });
  expect(sink.received[0].url).toBe("/api/webhooks/1/tok");
  expect(JSON.parse(sink.received[0].body)).toEqual({ content: `${notice.text}\n${notice.link}`, allowed_mentions: { parse: [] } });
});

it("an ntfy notice arrives as plain text with its title, click and tags headers", async () => {
  sink = await startSink((_req, res) => { res.writeHead(200).end("{}"); }, certificate);
  const hook: Webhook = { url: `https://${SINK_HOST}:${sink.port}/my-topic`, owner: "Ana", format: "ntfy", health: HEALTHY };
  await sendToWebhook(hook, { ...notice, game: "Space Colony Cheeses 🧀" }, setup(sink));
  expect(sink.received[0].body).toBe(notice.text);
  expect(sink.received[0].headers).toMatchObject({ click: notice.link, tags: "game_die", "content-type": "text/plain; charset=utf-8" });
  expect(sink.received[0].headers.title).toMatch(/^=\?UTF-8\?B\?/);
});

it("a webhook that keeps failing is turned off after 5 deliveries with a note for the table, and then left alone", async () => {
  sink = await startSink((_req, res) => { res.writeHead(500).end(); }, certificate);
  let hook: Webhook = { url: `https://${SINK_HOST}:${sink.port}/hook`, owner: "Ana", health: HEALTHY };
  const notes: (string | null)[] = [];
  for (let i = 0; i < 5; i++) {
    const result = await sendToWebhook(hook, notice, setup(sink));
    hook = { ...hook, health: result.health };
    notes.push(result.note);
  }
  expect(notes).toEqual([null, null, null, null, "Ana's webhook was turned off after 5 failed deliveries"]);
  expect(sink.received).toHaveLength(15);
  expect(await sendToWebhook(hook, notice, setup(sink))).toEqual({ delivery: null, health: { failures: 5, off: true }, note: null });
  expect(sink.received).toHaveLength(15);
});

it("a webhook aimed at the cloud metadata address is refused once, never connected, and counts as a failure", async () => {
  sink = await startSink((_req, res) => { res.writeHead(204).end(); }, certificate);
  const request = jest.spyOn(https, "request");
  const metadata: Lookup = async () => [{ address: "169.254.169.254", family: 4 }];
  const hook: Webhook = { url: `https://${SINK_HOST}:${sink.port}/latest/meta-data/`, owner: "Mallory", health: HEALTHY };
  const result = await sendToWebhook(hook, notice, setup(sink, metadata));
  expect(result).toMatchObject({ delivery: { ok: false, reason: "refused-address" }, health: { failures: 1, off: false } });
  expect(request).not.toHaveBeenCalled();
  expect(sink.connections()).toBe(0);
});
