import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { needsResend } from "../src/notify/renewal-rule";

/**
 * `pushsubscriptionchange` in the service worker as it ships (client/public/sw.js): it subscribes
 * again with the server's key and leaves a note for the pages, which send the subscription to
 * their tables (the worker has no seat token and no room).
 */
const SOURCE = fs.readFileSync(path.resolve(__dirname, "../public/sw.js"), "utf8");
const ORIGIN = "https://tabletop.example";
const KEY = Buffer.alloc(65, 4).toString("base64url");
const keyBytes = (text: string) => new Uint8Array(Buffer.from(text, "base64url")).buffer;

interface FakeSubscription { endpoint: string; options: { applicationServerKey: ArrayBuffer | null } }

function worker(serverAnswer: { status: number; body: unknown } | "offline" = { status: 200, body: { publicKey: KEY } }, subscribeFails = false) {
  const handlers = new Map<string, (event: unknown) => void>();
  const fetched: string[] = [];
  const subscribeCalls: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[] = [];
  const cached = new Map<string, string>();
  const posted: unknown[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: {
      pushManager: {
        subscribe: async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
          subscribeCalls.push(options);
          if (subscribeFails) throw new Error("AbortError");
          return { endpoint: "https://push.example/new-by-worker", options: { applicationServerKey: options.applicationServerKey.buffer } };
        },
      },
    },
    clients: { matchAll: async () => [{ postMessage: (m: unknown) => posted.push(m) }] },
  };
  const fetch = async (url: string) => {
    fetched.push(url);
    if (serverAnswer === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(serverAnswer.body), { status: serverAnswer.status });
  };
  const caches = { open: async (name: string) => ({ put: async (key: string, res: Response) => { cached.set(`${name} ${key}`, await res.text()); } }) };
  vm.runInNewContext(SOURCE, { self, URL, JSON, fetch, caches, Response, atob, Uint8Array, Date });

  async function change(event: { oldSubscription?: FakeSubscription | null; newSubscription?: FakeSubscription | null }): Promise<void> {
    const waits: Promise<unknown>[] = [];
    handlers.get("pushsubscriptionchange")!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  const note = () => {
    const text = cached.get("space-tabletop-notify /push-renewal");
    return text === undefined ? undefined : JSON.parse(text) as { at: number; old: string | null; endpoint: string | null };
  };
  return { change, fetched, subscribeCalls, note, posted };
}

const old: FakeSubscription = { endpoint: "https://push.example/old", options: { applicationServerKey: keyBytes(KEY) } };

describe("pushsubscriptionchange in the worker", () => {
  it("when the browser dropped the subscription: subscribes again with the server's key, leaves a note and tells open pages", async () => {
    const w = worker();
    await w.change({ oldSubscription: old, newSubscription: null });
    expect(w.fetched).toEqual(["/api/push/key"]);
    expect(w.subscribeCalls).toHaveLength(1);
    expect(w.subscribeCalls[0].userVisibleOnly).toBe(true);
    expect(Buffer.from(w.subscribeCalls[0].applicationServerKey).toString("base64url")).toBe(KEY);
    expect(w.note()).toMatchObject({ old: "https://push.example/old", endpoint: "https://push.example/new-by-worker", at: expect.any(Number) });
    expect(w.posted).toEqual([{ type: "push-renewed" }]);
  });

  it("keeps the browser's new subscription when it was made with the server's key", async () => {
    const w = worker();
    await w.change({ oldSubscription: old, newSubscription: { endpoint: "https://push.example/renewed", options: { applicationServerKey: keyBytes(KEY) } } });
    expect(w.subscribeCalls).toHaveLength(0);
    expect(w.note()).toMatchObject({ endpoint: "https://push.example/renewed" });
  });

  it("subscribes again when the browser's new subscription has another key", async () => {
    const w = worker();
    const other = Buffer.alloc(65, 9).toString("base64url");
    await w.change({ newSubscription: { endpoint: "https://push.example/other-key", options: { applicationServerKey: keyBytes(other) } } });
    expect(w.subscribeCalls).toHaveLength(1);
    expect(w.note()).toMatchObject({ old: null, endpoint: "https://push.example/new-by-worker" });
  });

  it.each([
    ["the server is unreachable", "offline" as const, false],
    ["the server has no key", { status: 503, body: { error: "no keys" } }, false],
    ["subscribing fails", { status: 200, body: { publicKey: KEY } }, true],
  ])("when %s, still leaves the note (without an endpoint) so the page subscribes itself", async (_what, answer, fails) => {
    const w = worker(answer, fails);
    await w.change({ oldSubscription: old });
    expect(w.note()).toMatchObject({ old: "https://push.example/old", endpoint: null });
    expect(w.posted).toEqual([{ type: "push-renewed" }]);
  });
});

describe("which tables the page sends the subscription again", () => {
  const sent = { endpoint: "https://push.example/old", at: 1000 };
  it("a table that got this browser's subscription before the renewal and still has push on", () => {
    expect(needsResend(sent, { at: 2000, old: "https://push.example/other", endpoint: "x" }, true)).toBe(true);
  });
  it("a table that dropped it because the endpoint it had was renewed away (gone)", () => {
    expect(needsResend(sent, { at: 2000, old: "https://push.example/old", endpoint: "x" }, false)).toBe(true);
    expect(needsResend(sent, { at: 2000, old: null, endpoint: null }, false)).toBe(true);
  });
  it("not a table sent to after the renewal, one this browser never turned on, or one turned off with another endpoint", () => {
    expect(needsResend(sent, { at: 500, old: null, endpoint: "x" }, true)).toBe(false);
    expect(needsResend(null, { at: 2000, old: null, endpoint: "x" }, true)).toBe(false);
    expect(needsResend(sent, null, true)).toBe(false);
    expect(needsResend(sent, { at: 2000, old: "https://push.example/other", endpoint: "x" }, false)).toBe(false);
  });
});
