import type { ServerResponse } from "node:http";
import https from "node:https";
import type { Lookup } from "../../src/notify/address-guard";
import { deliver, type OutboundOptions } from "../../src/notify/outbound";
import { makeCertificate, SINK_HOST, startSink, type Sink } from "./sink";

/**
 * Delivery to a local HTTPS sink on 127.0.0.1 with a certificate made for this run. The far end
 * is hostile here too: it stalls, answers forever, or redirects to somewhere else.
 */

let certificate: Awaited<ReturnType<typeof makeCertificate>>;
beforeAll(async () => { certificate = await makeCertificate(); });
const sinks: Sink[] = [];
afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(sinks.splice(0).map((s) => s.close()));
});

async function sink(handler: Parameters<typeof startSink>[0]): Promise<Sink> {
  const s = await startSink(handler, certificate);
  sinks.push(s);
  return s;
}

function lookupCounting(...answers: string[]): Lookup & { calls: number } {
  const lookup = async () => {
    const address = answers[Math.min(lookup.calls, answers.length - 1)];
    lookup.calls++;
    return [{ address, family: 4 }];
  };
  lookup.calls = 0;
  return lookup;
}

function testOptions(s: Sink, more: Partial<OutboundOptions> = {}): OutboundOptions {
  return { lookup: lookupCounting("127.0.0.1"), extraPorts: [s.port], testOnly: { loopback: true, ca: certificate.cert }, ...more };
}

const ok = (_req: unknown, res: ServerResponse): void => { res.writeHead(204).end(); };

it("a webhook's body, method and headers arrive at the sink over https, with the URL's host name", async () => {
  const s = await sink(ok);
  const result = await deliver(`https://${SINK_HOST}:${s.port}/hook?x=1`, { headers: { "content-type": "application/json" }, body: '{"content":"hi"}' }, testOptions(s));
  expect(result).toEqual({ ok: true, status: 204 });
  expect(s.received).toHaveLength(1);
  expect(s.received[0]).toMatchObject({ method: "POST", url: "/hook?x=1", body: '{"content":"hi"}' });
  expect(s.received[0].headers).toMatchObject({ host: `${SINK_HOST}:${s.port}`, "content-type": "application/json", "content-length": "16" });
});

it("the certificate is checked for the URL's host name: a certificate for another name is refused", async () => {
  const s = await sink(ok);
  const result = await deliver(`https://other.example.test:${s.port}/`, { headers: {}, body: "x" }, testOptions(s));
  expect(result).toMatchObject({ ok: false, reason: "network", detail: expect.stringContaining("ERR_TLS_CERT_ALTNAME_INVALID") });
  expect(s.received).toHaveLength(0);
});

it("a self-signed certificate is refused without the test's trust", async () => {
  const s = await sink(ok);
  const result = await deliver(`https://${SINK_HOST}:${s.port}/`, { headers: {}, body: "x" }, { ...testOptions(s), testOnly: { loopback: true } });
  expect(result).toMatchObject({ ok: false, reason: "network" });
  expect(s.received).toHaveLength(0);
});

it("a DNS rebind (public first, private next) never reaches the private address: the checked address is dialled", async () => {
  const s = await sink(ok);
  const lookup = lookupCounting("127.0.0.1", "10.0.0.5");
  const request = jest.spyOn(https, "request");
  const result = await deliver(`https://${SINK_HOST}:${s.port}/`, { headers: {}, body: "x" }, testOptions(s, { lookup }));
  expect(result).toEqual({ ok: true, status: 204 });
  expect(lookup.calls).toBe(1);
  expect(request).toHaveBeenCalledTimes(1);
  expect(request.mock.calls[0][0]).toMatchObject({ hostname: "127.0.0.1", servername: SINK_HOST });
  expect(request.mock.calls[0][0]).not.toHaveProperty("lookup");
  expect(s.received).toHaveLength(1);
});

it("a body over the limit is refused before the lookup and before any connection", async () => {
  const s = await sink(ok);
  const lookup = lookupCounting("127.0.0.1");
  const url = `https://${SINK_HOST}:${s.port}/`;
  expect(await deliver(url, { headers: {}, body: "é".repeat(2049) }, testOptions(s, { lookup }))).toMatchObject({ ok: false, reason: "too-large" });
  expect(lookup.calls).toBe(0);
  expect(s.connections()).toBe(0);
  expect(await deliver(url, { headers: {}, body: "x".repeat(4096) }, testOptions(s, { lookup }))).toEqual({ ok: true, status: 204 });
});

it("a sink that never answers times out at the deadline", async () => {
  const s = await sink(() => undefined);
  const started = Date.now();
  const result = await deliver(`https://${SINK_HOST}:${s.port}/`, { headers: {}, body: "x" }, testOptions(s, { timeoutMs: 300 }));
  expect(result).toMatchObject({ ok: false, reason: "timeout" });
  expect(Date.now() - started).toBeLessThan(2000);
});

it("a huge answer is cut after the response limit: the delivery stands on its status", async () => {
  const total = 256 * 1024 * 1024;
  let written = 0;
  const s = await sink((_req, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let closed = false;
    res.on("close", () => { closed = true; });
    const pump = (): void => {
      while (!closed && written < total) {
        written += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    pump();
  });
  const result = await deliver(`https://${SINK_HOST}:${s.port}/`, { headers: {}, body: "x" }, testOptions(s, { timeoutMs: 10_000 }));
  expect(result).toEqual({ ok: true, status: 200 });
  expect(written).toBeLessThan(total / 4);
});

it("a redirect is not followed: it is a failed delivery, and its target sees nothing", async () => {
  const target = await sink(ok);
  const s = await sink((_req, res) => { res.writeHead(302, { location: `https://${SINK_HOST}:${target.port}/` }).end(); });
  const result = await deliver(`https://${SINK_HOST}:${s.port}/`, { headers: {}, body: "x" }, testOptions(s, { extraPorts: [s.port, target.port] }));
  expect(result).toMatchObject({ ok: false, reason: "http-status", status: 302 });
  expect(target.connections()).toBe(0);
});

it("a refusal by the far end carries its status and Retry-After for the retry budget", async () => {
  const s = await sink((_req, res) => { res.writeHead(429, { "retry-after": "7" }).end("slow down"); });
  const result = await deliver(`https://${SINK_HOST}:${s.port}/`, { headers: {}, body: "x" }, testOptions(s));
  expect(result).toEqual({ ok: false, reason: "http-status", detail: "answered 429", status: 429, retryAfter: "7" });
});

it("plain http is accepted only with the test allowance", async () => {
  const s = await startSink(ok);
  sinks.push(s);
  const url = `http://${SINK_HOST}:${s.port}/`;
  const options = { lookup: lookupCounting("127.0.0.1"), extraPorts: [s.port] };
  expect(await deliver(url, { headers: {}, body: "x" }, { ...options, testOnly: { loopback: true } })).toMatchObject({ ok: false, reason: "bad-url" });
  expect(await deliver(url, { headers: {}, body: "x" }, { ...options, testOnly: { loopback: true, http: true } })).toEqual({ ok: true, status: 204 });
  expect(s.received).toHaveLength(1);
});

it("an answer that trickles forever after its status is cut at the deadline, and the delivery stands on its status", async () => {
  let timer: NodeJS.Timeout | undefined;
  const s = await sink((_req, res) => {
    res.writeHead(200);
    timer = setInterval(() => res.write("."), 20);
    res.on("close", () => clearInterval(timer));
  });
  const started = Date.now();
  const result = await deliver(`https://${SINK_HOST}:${s.port}/`, { headers: {}, body: "x" }, testOptions(s, { timeoutMs: 300 }));
  expect(result).toEqual({ ok: true, status: 200 });
  expect(Date.now() - started).toBeLessThan(2000);
  clearInterval(timer);
});
