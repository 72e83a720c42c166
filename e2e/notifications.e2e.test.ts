import type { BrowserContext, Page, Worker } from "playwright-core";
import { SqliteGameStore } from "../server/src/store";
import { DESKTOP, PHONE, clientDir, hookState, useE2EServer, waitForScreen, type Viewport } from "./harness";

/**
 * "Tell me when it is my turn" (docs/client.md, "Notifications"): the panel from the waiting room
 * and the game menu, what the room answers, the service worker showing a push and opening the table.
 * The server keeps games (notifications need a store) and resolves no name: nothing is ever sent out.
 */
const e2e = useE2EServer({
  clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:"), wakeEveryMs: 0,
  outbound: { lookup: () => Promise.reject(new Error("the browser tests send nothing out")) },
});

/** Creates a Space Zoo table for `name` and one bot, and stays in the waiting room; resolves with its code. */
async function openTable(page: Page, name: string): Promise<string> {
  await page.goto(e2e.origin());
  await waitForScreen(page, "lobby");
  await page.fill("#name", name);
  await page.selectOption("#game", "zoo");
  await page.selectOption("#seats", "2");
  await page.selectOption("#bots", "1");
  await page.click("#create");
  await waitForScreen(page, "waiting");
  return (await page.textContent("#room-code"))!.trim();
}

const text = (page: Page, selector: string) => page.textContent(selector).then((t) => (t ?? "").trim());

/** In the page: a page wider than the screen, each control of the open panel smaller than 44x44 or past the screen's edge, and text under 12 px or cut. */
function panelSlips(page: Page, screen: Viewport): Promise<string[]> {
  return page.evaluate(({ width }) => {
    const slips: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) slips.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const panel = document.getElementById("notify-panel")!;
    for (const el of Array.from(panel.querySelectorAll<HTMLElement>("button, input, select"))) {
      const target = el instanceof HTMLInputElement && el.type === "checkbox" ? el.closest("label")! : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0) continue; // hidden
      const name = (target.textContent ?? "").trim() || target.id;
      if (box.height < 43.95 || box.width < 43.95) slips.push(`"${name}" is ${Math.round(box.width)}x${Math.round(box.height)}`);
      // The screen's own width: a page wider than the screen would widen window.innerWidth with it.
      if (box.left < 0 || box.right > width) slips.push(`"${name}" leaves the screen`);
    }
    for (const el of Array.from(panel.querySelectorAll<HTMLElement>("h2, h3, p, label, button, option"))) {
      if (el.getClientRects().length === 0 || el.tagName === "OPTION") continue;
      const style = getComputedStyle(el);
      if (parseFloat(style.fontSize) < 11.95) slips.push(`"${el.textContent}" at ${style.fontSize}`);
      if (el.scrollWidth > el.clientWidth + 1 && style.overflow !== "visible") slips.push(`"${el.textContent}" is cut`);
    }
    return slips;
  }, screen);
}

for (const [size, viewport] of [["1280x720", DESKTOP], ["390x844", PHONE]] as [string, Viewport][]) {
  test(`at ${size}, the waiting room and the game menu open the panel, which sets a webhook as the table answers`, async () => {
    const ana = await e2e.newPlayer("Ana", viewport, viewport === PHONE);
    const page = ana.page;
    // The page says whether it is in view as it enters the room.
    const sent: string[] = [];
    page.on("websocket", (ws) => ws.on("framesent", (f) => sent.push(Buffer.from(f.payload).toString("latin1"))));
    await openTable(page, "Ana");
    expect(sent.some((f) => f.includes("visible"))).toBe(true);

    // The seat's owner was told its channels as it sat down: the button shows.
    await page.waitForSelector("#notify-open", { state: "visible" });
    await page.click("#notify-open");
    await page.waitForSelector("#notify-panel[open]");
    expect(await text(page, "#notify-webhook-now")).toBe("No webhook.");
    // This server sends no mail: no e-mail section.
    expect(await page.isVisible("#notify-email-section")).toBe(false);
    if (viewport === PHONE) expect(await panelSlips(page, viewport)).toEqual([]);

    // Refused by the page (not https), then by the table (its rules for webhook addresses).
    await page.fill("#notify-webhook-url", "http://hooks.example.invalid/turn");
    await page.click("#notify-webhook-save");
    expect(await text(page, "#notify-status")).toBe("A webhook's address starts with https://");
    await page.fill("#notify-webhook-url", "https://hooks.example.invalid:8443/turn");
    await page.click("#notify-webhook-save");
    // The table's refusal comes as its code and reason, worded by the page.
    await page.waitForFunction(() => /^Not saved: Port 8443 cannot be used for a webhook/.test(document.getElementById("notify-status")!.textContent ?? ""));
    expect(await text(page, "#notify-webhook-now")).toBe("No webhook.");

    await page.click("#notify-close");
    await page.waitForSelector("#notify-panel", { state: "detached" });

    // The game starts: the panel from the game menu (which it replaces) sets the webhook.
    await page.click("#start");
    await waitForScreen(page, "game");
    await page.click("#menu-open");
    await page.waitForSelector("#game-menu[open]");
    await page.click("#notify-open");
    await page.waitForSelector("#notify-panel[open]");
    expect(await page.isVisible("#game-menu")).toBe(false);
    if (viewport === PHONE) expect(await panelSlips(page, viewport)).toEqual([]);
    await page.fill("#notify-webhook-url", "https://hooks.example.invalid/turn");
    await page.selectOption("#notify-webhook-format", "ntfy");
    await page.click("#notify-webhook-save");
    await page.waitForFunction(() => document.getElementById("notify-status")!.textContent === "Saved.");
    expect(await text(page, "#notify-webhook-now")).toBe("On: to hooks.example.invalid, as ntfy.");

    // Opened again, it shows what the table keeps; then the webhook is turned off.
    await page.click("#notify-close");
    await page.waitForSelector("#notify-panel", { state: "detached" });
    await page.click("#menu-open");
    await page.click("#notify-open");
    await page.waitForSelector("#notify-panel[open]");
    expect(await text(page, "#notify-webhook-now")).toBe("On: to hooks.example.invalid, as ntfy.");
    expect(await page.inputValue("#notify-webhook-format")).toBe("ntfy");
    await page.click("#notify-webhook-off");
    await page.waitForFunction(() => document.getElementById("notify-webhook-now")!.textContent === "No webhook.");
    expect(await page.isVisible("#notify-webhook-off")).toBe(false);
    await page.click("#notify-close");
    expect(ana.errors).toEqual([]);
  });
}

test("a spectator has no panel", async () => {
  const host = await e2e.newPlayer("Host");
  const code = await openTable(host.page, "Host");
  const eve = await e2e.newPlayer("Eve");
  await eve.page.goto(`${e2e.origin()}/?room=${code}&watch=1`);
  await waitForScreen(eve.page, "lobby");
  await eve.page.fill("#name", "Eve");
  await eve.page.click("#join");
  await waitForScreen(eve.page, "waiting");
  await host.page.waitForSelector("#notify-open", { state: "visible" });
  expect(await eve.page.isHidden("#notify-open")).toBe(true);
});

/** The registration id of the worker at the site's root, from the DevTools protocol's ServiceWorker domain. */
async function registrationId(context: BrowserContext, page: Page): Promise<{ id: string; send: (method: "ServiceWorker.deliverPushMessage", data: string) => Promise<unknown> }> {
  const cdp = await context.newCDPSession(page);
  const id = new Promise<string>((resolve) => cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
    const root = registrations.find((r) => r.scopeURL === `${e2e.origin()}/` && !r.isDeleted);
    if (root) resolve(root.registrationId);
  }));
  await cdp.send("ServiceWorker.enable");
  const registration = await id;
  return { id: registration, send: (method, data) => cdp.send(method, { origin: e2e.origin(), registrationId: registration, data }) };
}

/** The notifications the worker's registration shows, as plain data. */
function shown(page: Page): Promise<{ title: string; body: string; tag: string; data: unknown }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration("/");
    return (await registration!.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
}

test("the worker at /sw.js shows a table's push, and its click opens the table", async () => {
  const ana = await e2e.newPlayer("Ana");
  const { page } = ana;
  const context = page.context();
  await context.grantPermissions(["notifications"], { origin: e2e.origin() });
  const code = await openTable(page, "Ana");
  await page.click("#start");
  await waitForScreen(page, "game");

  // The worker is served at the root, checked again on every visit.
  const script = await fetch(`${e2e.origin()}/sw.js`);
  expect(script.headers.get("cache-control")).toBe("no-cache");
  expect(script.headers.get("content-type")).toMatch(/javascript/);

  // Ticking "Browser notifications" registers the worker and subscribes. Headless chromium has no
  // push service: the subscription fails, and the panel says so, unticked.
  await page.click("#menu-open");
  await page.click("#notify-open");
  await page.click("#notify-push");
  await page.waitForFunction(() => /could not turn notifications on/.test(document.getElementById("notify-status")!.textContent ?? ""));
  expect(await page.isChecked("#notify-push")).toBe(false);
  const registered = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { scope: r.scope, script: r.active?.scriptURL };
  });
  expect(registered).toEqual({ scope: `${e2e.origin()}/`, script: `${e2e.origin()}/sw.js` });

  // A push as the server sends it: shown with its title, body, tag and the table's address.
  const worker = await registrationId(context, page);
  const push = { title: "Space Zoo: your turn", body: "Bot 1 took a card.", url: `/?room=${code}`, tag: code };
  await worker.send("ServiceWorker.deliverPushMessage", JSON.stringify(push));
  // Read in the same page call that sees it (a second call once lost it to the platform on a busy
  // host), polled from here: waitForFunction took an async function's promise as an answer at once.
  let first = await shown(page);
  for (const end = Date.now() + 15_000; first.length === 0 && Date.now() < end; first = await shown(page)) await page.waitForTimeout(50);
  expect(first).toEqual([{ title: push.title, body: push.body, tag: code, data: { url: `${e2e.origin()}/?room=${code}` } }]);
  // A newer one for the table replaces it; one pointing at another site is not shown.
  await worker.send("ServiceWorker.deliverPushMessage", JSON.stringify({ ...push, body: "A quarter of your time is left." }));
  await worker.send("ServiceWorker.deliverPushMessage", JSON.stringify({ ...push, tag: "OTHER", url: "https://evil.example/" }));
  let now = await shown(page);
  for (const end = Date.now() + 15_000; !now[0]?.body.startsWith("A quarter") && Date.now() < end; now = await shown(page)) await page.waitForTimeout(50);
  expect(now.map((n) => [n.tag, n.body])).toEqual([[code, "A quarter of your time is left."]]);

  // The player goes away; then a click on the notification, dispatched in the worker through the
  // DevTools protocol (Runtime.evaluate in the worker's target). Chromium lets only a real click
  // open a window (a constructed event may not extend itself or open one), so the worker's
  // openWindow is recorded here and the page it asked for is opened by the test.
  await page.goto("about:blank");
  const sw = context.serviceWorkers().find((w) => w.url() === `${e2e.origin()}/sw.js`) ?? await context.waitForEvent("serviceworker") as Worker;
  const clicked = await sw.evaluate(async (tag) => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      clients: { openWindow(url: string): Promise<unknown> };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    const opened: string[] = [];
    scope.clients.openWindow = async (url: string) => { opened.push(url); return null; };
    const event = new scope.NotificationEvent("notificationclick", { notification });
    const waits: Promise<unknown>[] = [];
    Object.defineProperty(event, "waitUntil", { value: (p: Promise<unknown>) => waits.push(p) });
    self.dispatchEvent(event);
    await Promise.all(waits);
    return { opened, left: (await scope.registration.getNotifications()).length };
  }, code);
  expect(clicked).toEqual({ opened: [`${e2e.origin()}/?room=${code}`], left: 0 });

  // That page is the table, with Ana back in her seat.
  const table = await context.newPage();
  await table.goto(clicked.opened[0]);
  await waitForScreen(table, "game");
  const state = await hookState(table);
  expect([state?.code, state?.mySeat]).toEqual([code, 0]);
  expect(ana.errors).toEqual([]);
});
