import { promises as dns } from "node:dns";
import * as http from "node:http";
import * as https from "node:https";
import { checkUrl, resolvePublic, type CheckedUrl, type Lookup, type TestAllowance } from "./address-guard";
import { sharedPool, type ConnectionPool } from "./connection-pool";

/**
 * The one way the server sends a request on a player's behalf (webhooks, Web Push) to a URL the
 * player chose: https to a public address checked after DNS, pinned to that address, with a
 * deadline, a body limit and a response limit, and no redirects (docs/notifications.md). Connections
 * are kept alive per checked address (connection-pool.ts); DNS is still asked and checked every time.
 */

type FailureReason = "refused-address" | "bad-url" | "timeout" | "too-large" | "http-status" | "network";

export type Delivery =
  | { ok: true; status: number }
  | { ok: false; reason: FailureReason; detail: string; status?: number; retryAfter?: string };

export interface OutgoingRequest {
  method?: string;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export interface OutboundOptions {
  /** Default: the system resolver, every address. */
  lookup?: Lookup;
  /** For the whole request, DNS included. Default 5 s. */
  timeoutMs?: number;
  /** A bigger request body is refused before anything is sent. Default 4 KB. */
  maxBodyBytes?: number;
  /** The response is read up to this many bytes, then the connection is cut. Default 16 KB. */
  maxResponseBytes?: number;
  /** Ports accepted besides https's own 443 (the URL must name them). Default none. */
  extraPorts?: readonly number[];
  /** Tests only: see TestAllowance; `ca` trusts a test's self-signed certificate. */
  testOnly?: TestAllowance & { ca?: string };
  /** Kept-alive connections. Default: the process's shared pool. */
  pool?: ConnectionPool;
}

/** Some webhook hosts refuse a request without one (Node sends none by default). */
const USER_AGENT = "SpaceTabletop-Notify/0.1";

const systemLookup: Lookup = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export async function deliver(url: string, request: OutgoingRequest, options: OutboundOptions = {}): Promise<Delivery> {
  const maxBody = options.maxBodyBytes ?? 4096;
  const body = typeof request.body === "string" ? Buffer.from(request.body, "utf8") : Buffer.from(request.body);
  if (body.length > maxBody) return failure("too-large", `the request body is ${body.length} bytes, over ${maxBody}`);
  const allow = options.testOnly ?? {};
  const target = checkUrl(url, options.extraPorts ?? [], allow);
  if ("problem" in target) return failure("bad-url", target.words);

  const timeoutMs = options.timeoutMs ?? 5000;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const timedOut = failure("timeout", `no answer from ${target.host} within ${timeoutMs} ms`);
  try {
    const resolved = await untilAborted(resolvePublic(target, options.lookup ?? systemLookup, allow), deadline.signal);
    if (resolved === "aborted") return timedOut;
    if ("refused" in resolved) return failure("refused-address", resolved.refused);
    const protocol = target.url.protocol === "https:" ? "https:" : "http:";
    const agent = (options.pool ?? sharedPool).agentFor({ protocol, host: target.host, port: target.port, address: resolved.address, ca: options.testOnly?.ca });
    const limits = { maxResponseBytes: options.maxResponseBytes ?? 16 * 1024, signal: deadline.signal, timedOut, agent };
    const method = request.method ?? "POST";
    const first = await send(target, resolved.address, method, request.headers, body, limits);
    // A kept-alive socket the far end closed just as we reused it: nothing was answered, so once more on another.
    return first === STALE_SOCKET ? await send(target, resolved.address, method, request.headers, body, limits) : first;
  } catch (error) {
    return failure("network", `${target.host}: ${errorCode(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

interface SendLimits {
  maxResponseBytes: number;
  signal: AbortSignal;
  timedOut: Delivery;
  agent: http.Agent;
}

/** `send`'s answer when a reused socket was reset before any answer: the request may be made again. */
const STALE_SOCKET: Delivery = { ok: false, reason: "network", detail: "a kept-alive connection was closed by the far end" };

/**
 * Connects to `address` itself, never to the name again, so a DNS answer that changes after the
 * check cannot move the request; TLS still checks the certificate for the URL's host name. The
 * socket may be a pooled one, to that same address (the pool's key). An answer read to its end
 * leaves the socket to the pool; a cut (too long, the deadline, an error) destroys it.
 */
function send(target: CheckedUrl, address: string, method: string, headers: Record<string, string>, body: Buffer, limits: SendLimits): Promise<Delivery> {
  return new Promise((resolve) => {
    let settled = false;
    let answered: Delivery | null = null;
    const settle = (delivery: Delivery, keep = false): void => {
      if (settled) return;
      settled = true;
      limits.signal.removeEventListener("abort", onAbort);
      resolve(delivery);
      if (!keep) req.destroy();
    };
    const transport = target.url.protocol === "https:" ? https : http;
    const req = transport.request(
      {
        hostname: address,
        port: target.port,
        path: target.url.pathname + target.url.search,
        method,
        headers: { "user-agent": USER_AGENT, ...headers, host: target.url.host, "content-length": String(body.length) },
        servername: target.literal === null ? target.host : undefined,
        agent: limits.agent,
      },
      (res) => {
        answered = byStatus(res);
        let read = 0;
        res.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > limits.maxResponseBytes) settle(answered ?? limits.timedOut);
        });
        res.on("end", () => settle(answered ?? limits.timedOut, true));
        res.on("error", () => settle(answered ?? limits.timedOut));
      },
    );
    req.on("error", (error) => {
      const stale = answered === null && req.reusedSocket && ["ECONNRESET", "EPIPE"].includes(errorCode(error));
      settle(stale ? STALE_SOCKET : answered ?? failure("network", `${target.host}: ${errorCode(error)}`));
    });
    const onAbort = (): void => settle(answered ?? limits.timedOut);
    if (limits.signal.aborted) onAbort();
    else limits.signal.addEventListener("abort", onAbort, { once: true });
    req.end(body);
  });
}

/** 2xx is delivered; anything else (a redirect too: it is not followed) is a refusal by the far end. */
function byStatus(res: http.IncomingMessage): Delivery {
  const status = res.statusCode ?? 0;
  if (status >= 200 && status < 300) return { ok: true, status };
  const retryAfter = res.headers["retry-after"];
  return { ok: false, reason: "http-status", detail: `answered ${status}`, status, ...(retryAfter !== undefined ? { retryAfter } : {}) };
}

function failure(reason: FailureReason, detail: string): Delivery {
  return { ok: false, reason, detail };
}

/** Node's error code (ECONNRESET, ERR_TLS_CERT_ALTNAME_INVALID), else its message. Not `instanceof Error`: jest runs tests in another realm. */
function errorCode(error: unknown): string {
  if (typeof error !== "object" || error === null) return String(error);
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === "string" ? code : typeof message === "string" ? message : String(error);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | "aborted"> {
  if (signal.aborted) return Promise.resolve("aborted");
  return new Promise((resolve, reject) => {
    signal.addEventListener("abort", () => resolve("aborted"), { once: true });
    promise.then(resolve, reject);
  });
}
