import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

/** The service worker as it ships (client/public/sw.js), run against a stand-in of its global scope. */
const SOURCE = fs.readFileSync(path.resolve(__dirname, "../public/sw.js"), "utf8");
const ORIGIN = "https://tabletop.example";

interface Shown { title: string; options: { body: string; tag?: string; data: { url: string } } & Record<string, unknown> }
interface Tab { url: string; focused: boolean; focus(): Promise<Tab> }

function worker(tabs: string[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const open: Tab[] = tabs.map((url): Tab => ({ url, focused: false, async focus() { this.focused = true; return this; } }));
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: async () => undefined,
    registration: { showNotification: async (title: string, options: Shown["options"]) => { shown.push({ title, options }); } },
    clients: {
      claim: async () => undefined,
      matchAll: async () => open,
      openWindow: async (url: string) => { opened.push(url); return null; },
    },
  };
  vm.runInNewContext(SOURCE, { self, URL, JSON });

  /** Fires `type` with `event`; resolves once whatever it handed to waitUntil has settled. */
  async function fire(type: string, event: Record<string, unknown>): Promise<void> {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  const push = (text: string | null) => fire("push", { data: text === null ? null : { text: () => text } });
  const click = (data: unknown) => {
    const notification = { data, closed: false, close() { this.closed = true; } };
    return fire("notificationclick", { notification }).then(() => notification);
  };
  return { push, click, shown, opened, open };
}

const payload = { title: "Space Zoo: your turn", body: "Ana played a card.", url: "/?room=ABCDE", tag: "ABCDE" };

describe("a push", () => {
  it("shows the title and body with the table's tag and URL", async () => {
    const w = worker();
    await w.push(JSON.stringify(payload));
    expect(w.shown).toEqual([{ title: payload.title, options: { body: payload.body, tag: "ABCDE", data: { url: `${ORIGIN}/?room=ABCDE` } } }]);
  });

  it("shows nothing but the title and body even when the payload carries more", async () => {
    const w = worker();
    await w.push(JSON.stringify({ ...payload, icon: "https://evil.example/i.png", actions: [{ action: "x", title: "x" }], requireInteraction: true }));
    expect(Object.keys(w.shown[0].options).sort()).toEqual(["body", "data", "tag"]);
  });

  it.each([
    ["no data", null],
    ["not JSON", "your turn"],
    ["a JSON array", JSON.stringify([payload])],
    ["no title", JSON.stringify({ ...payload, title: undefined })],
    ["a blank title", JSON.stringify({ ...payload, title: "  " })],
    ["a title that is not text", JSON.stringify({ ...payload, title: 7 })],
    ["a body that is not text", JSON.stringify({ ...payload, body: { text: "x" } })],
    ["no URL", JSON.stringify({ ...payload, url: undefined })],
    ["a URL to another site", JSON.stringify({ ...payload, url: "https://evil.example/?room=ABCDE" })],
    ["a protocol-relative URL", JSON.stringify({ ...payload, url: "//evil.example/?room=ABCDE" })],
    ["a javascript: URL", JSON.stringify({ ...payload, url: "javascript:alert(1)" })],
    ["a huge title", JSON.stringify({ ...payload, title: "x".repeat(500) })],
    ["a huge payload", JSON.stringify({ ...payload, body: "x".repeat(5000) })],
  ])("with %s shows nothing", async (_what, text) => {
    const w = worker();
    await w.push(text);
    expect(w.shown).toEqual([]);
  });

  it("takes a full URL of the site itself", async () => {
    const w = worker();
    await w.push(JSON.stringify({ ...payload, url: `${ORIGIN}/?room=ABCDE` }));
    expect(w.shown[0].options.data.url).toBe(`${ORIGIN}/?room=ABCDE`);
  });
});

describe("a click on a notification", () => {
  it("closes it and opens the table when no tab shows it", async () => {
    const w = worker([`${ORIGIN}/?room=ZZZZZ`]);
    const n = await w.click({ url: `${ORIGIN}/?room=ABCDE` });
    expect(n.closed).toBe(true);
    expect(w.opened).toEqual([`${ORIGIN}/?room=ABCDE`]);
    expect(w.open[0].focused).toBe(false);
  });

  it("brings forward a tab already at that table instead of opening another", async () => {
    const w = worker([`${ORIGIN}/`, `${ORIGIN}/?room=ABCDE&board=text`]);
    await w.click({ url: `${ORIGIN}/?room=ABCDE` });
    expect(w.opened).toEqual([]);
    expect(w.open.map((t) => t.focused)).toEqual([false, true]);
  });

  it.each([
    ["another site", { url: "https://evil.example/?room=ABCDE" }],
    ["no URL", {}],
    ["no data", null],
  ])("with %s only closes it", async (_what, data) => {
    const w = worker([`${ORIGIN}/?room=ABCDE`]);
    const n = await w.click(data);
    expect(n.closed).toBe(true);
    expect(w.opened).toEqual([]);
    expect(w.open[0].focused).toBe(false);
  });
});
