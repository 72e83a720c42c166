import type { Room } from "colyseus.js";
import { TestClient } from "../server/test/support/test-client";
import type { Page } from "playwright-core";
import { games, type GameId, type SeatMessage } from "@space/shared";
import { SqliteGameStore } from "../server/src/store";
import { PHONE, clientDir, hookState, screenshot, useE2EServer, waitForScreen } from "./harness";

/**
 * "My tables" in the browser (docs/client.md, "My tables"): a player with three turn-based tables,
 * one of them waiting for her, sees that one first on the page and in the lobby, opens it from its
 * row and plays; the all-seats link copies her seats to a phone, which lists the same tables. The
 * tables are made by two colyseus clients through the real server; the browser gets only Ana's
 * seat tokens, as it would have kept them itself.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:") });

interface Table {
  code: string;
  gameId: GameId;
  anaSeat: number;
  anaToken: string;
  awaiting: number[];
}

async function seated(client: TestClient, make: (c: TestClient) => Promise<Room>): Promise<{ room: Room; seat: Promise<SeatMessage> }> {
  const room = await make(client);
  const seat = new Promise<SeatMessage>((resolve) => room.onMessage("seat", resolve));
  room.onMessage("*", () => undefined);
  return { room, seat };
}

/** A started two-player turn-based table of `gameId` (Ana and Bo, `host` creates it); both clients leave it. */
async function openTable(gameId: GameId, host: "Ana" | "Bo"): Promise<Table> {
  const ws = e2e.origin().replace("http", "ws");
  const guest = host === "Ana" ? "Bo" : "Ana";
  const first = await seated(new TestClient(ws), (c) => c.create(gameId, { name: host, seats: 2, bots: 0, pace: "turn-based" }));
  const code = first.room.roomId;
  const second = await seated(new TestClient(ws), (c) => c.joinById(code, { name: guest }));
  const [hostSeat, guestSeat] = await Promise.all([first.seat, second.seat]);
  const started = new Promise<void>((resolve) => first.room.onStateChange((s: { status: string }) => { if (s.status === "playing") resolve(); }));
  first.room.send("start", {});
  await started;
  const awaiting = [...(first.room.state as { awaiting: number[] }).awaiting];
  const ana = host === "Ana" ? hostSeat : guestSeat;
  await Promise.all([first.room.leave(true), second.room.leave(true)]);
  return { code, gameId, anaSeat: ana.seat, anaToken: ana.token, awaiting };
}

/** A table whose first move waits for Ana (`forAna`) or for Bo only: who moves first is the seed's, so tables are opened until one fits. */
async function tableWaiting(gameId: GameId, forAna: boolean): Promise<Table> {
  for (let i = 0; i < 12; i++) {
    const table = await openTable(gameId, i % 2 === 0 ? "Ana" : "Bo");
    if (table.awaiting.includes(table.anaSeat) === forAna) return table;
  }
  throw new Error(`no ${gameId} table started waiting ${forAna ? "for" : "not for"} Ana`);
}

/** What a row of My tables says. */
function rows(page: Page): Promise<{ code: string; mine: boolean; text: string }[]> {
  return page.$$eval("#my-tables-list li", (items) => items.map((li) => ({
    code: li.getAttribute("data-code") ?? "", mine: li.getAttribute("data-mine") === "true", text: (li.textContent ?? "").replace(/\s+/g, " "),
  })));
}

/** In the page: what under `selector` is cut ("…" or by its box), under 12 px, a link or button under 44 px, or past the screen's edge. */
function slips(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelector(sel)?.querySelectorAll<HTMLElement>("*") ?? [])) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest("[hidden]")) continue;
      if (box.right > window.innerWidth + 1) found.push(`past the screen's edge: ${el.className || el.tagName}`);
      const own = Array.from(el.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent!).join("").trim();
      const style = getComputedStyle(el);
      if (own && (own.endsWith("…") || (style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1))) found.push(`text cut: "${own}"`);
      if (own && parseFloat(style.fontSize) < 11.95) found.push(`text under 12 px: "${own}"`);
      if (el.matches("a, button, input") && (box.height < 43.95 || box.width < 43.95)) found.push(`tap target under 44 px: "${own || el.id}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return found;
  }, selector);
}

let tables: Table[] = [];

beforeAll(async () => {
  // Zoo's first step is played by everyone at once: it waits for Ana. Base and Cheeses wait for Bo.
  tables = [await tableWaiting("base", false), await tableWaiting("zoo", true), await tableWaiting("cheeses", false)];
});

test("a player with three tables sees the one waiting for her first, opens it from its row and can play", async () => {
  const ana = await e2e.newPlayer("Ana", PHONE, true);
  const page = ana.page;
  await page.goto(e2e.origin());
  await page.evaluate((seats) => localStorage.setItem("spaceTabletop.seats", JSON.stringify(seats)),
    Object.fromEntries(tables.map((t) => [t.code, { token: t.anaToken, name: "Ana" }])));

  await page.goto(`${e2e.origin()}/?tables`);
  await page.waitForFunction(() => document.querySelectorAll("#my-tables-list li").length === 3);
  const listed = await rows(page);
  const zoo = tables.find((t) => t.gameId === "zoo")!;
  expect(listed[0]).toMatchObject({ code: zoo.code, mine: true });
  expect(listed[0].text).toMatch(/Space Zoo.*Turn-based.*Your turn.*\d+ (d|h|min)( \d+ (h|min))? left.*with Bo/);
  expect(listed.slice(1).map((r) => r.mine)).toEqual([false, false]);
  expect(listed.slice(1).map((r) => r.text).join(" | ")).toMatch(/Bo's turn.*left.*\| .*Bo's turn.*left/);
  expect(new Set(listed.map((r) => r.code))).toEqual(new Set(tables.map((t) => t.code)));
  expect(await slips(page, "#my-tables-screen")).toEqual([]);
  await screenshot(page, "my-tables-390x844");

  // The lobby shows the same list as its first panel.
  await page.goto(e2e.origin());
  await page.waitForFunction(() => document.querySelectorAll("#my-tables-list li").length === 3);
  expect((await rows(page)).map((r) => r.code)).toEqual(listed.map((r) => r.code));
  expect(await page.$eval("#lobby > section", (s) => s.id)).toBe("my-tables");

  await page.click(`#my-tables-list li[data-code="${zoo.code}"] a`);
  await waitForScreen(page, "game");
  const state = (await hookState(page))!;
  expect(state.code).toBe(zoo.code);
  expect(state.mySeat).toBe(zoo.anaSeat);
  expect(state.awaiting).toContain(zoo.anaSeat);
  const action = games.zoo!.legalActionsInView(state.view as never, zoo.anaSeat)[0];
  expect(await page.evaluate((a) => (window as any).__tabletop.send(a), action)).toBe(true);
  await page.waitForFunction((seat) => !(window as any).__tabletop.state().awaiting.includes(seat), zoo.anaSeat);
  expect(ana.errors).toEqual([]);
});

test("the all-seats link, shown after a click, opened in another browser lists the same tables there, once", async () => {
  const ana = await e2e.newPlayer("Ana");
  await ana.page.goto(e2e.origin());
  await ana.page.evaluate((seats) => localStorage.setItem("spaceTabletop.seats", JSON.stringify(seats)),
    Object.fromEntries(tables.map((t) => [t.code, { token: t.anaToken, name: "Ana" }])));
  await ana.page.goto(`${e2e.origin()}/?tables`);
  await ana.page.waitForFunction(() => document.querySelectorAll("#my-tables-list li").length === 3);
  expect(await ana.page.isVisible("#seats-link-box")).toBe(false);
  await ana.page.click("#move-seats");
  await ana.page.waitForSelector("#seats-link-box:not([hidden])");
  const link = await ana.page.inputValue("#seats-link");
  expect(link).toMatch(/\/\?tables#seats=[A-Za-z0-9_-]{43}$/);
  expect(await ana.page.textContent("#seats-link-expiry")).toMatch(/works once, until/);
  await ana.page.waitForFunction(() => {
    const c = document.getElementById("seats-qr") as HTMLCanvasElement;
    return c.width > 100 && c.width === c.height;
  });
  await screenshot(ana.page, "my-tables-link");

  const phone = await e2e.newPlayer("Ana", PHONE, true);
  await phone.page.goto(link);
  await phone.page.waitForFunction(() => document.querySelectorAll("#my-tables-list li").length === 3);
  expect(await phone.page.evaluate(() => location.hash)).toBe("");
  expect(new Set((await rows(phone.page)).map((r) => r.code))).toEqual(new Set(tables.map((t) => t.code)));
  const held = await phone.page.evaluate(() => JSON.parse(localStorage.getItem("spaceTabletop.seats") ?? "{}") as Record<string, { token: string; name: string }>);
  expect(Object.fromEntries(Object.entries(held).map(([code, s]) => [code, s.token])))
    .toEqual(Object.fromEntries(tables.map((t) => [t.code, t.anaToken])));
  expect(Object.values(held).map((s) => s.name)).toEqual(["Ana", "Ana", "Ana"]);

  // Used once: a third browser gets nothing.
  const eve = await e2e.newPlayer("Eve");
  await eve.page.goto(link);
  await eve.page.waitForFunction(() => document.body.textContent?.includes("The link to your seats did not work"));
  expect(await eve.page.$$("#my-tables-list li")).toHaveLength(0);
  expect(ana.errors.concat(phone.errors, eve.errors)).toEqual([]);
});
