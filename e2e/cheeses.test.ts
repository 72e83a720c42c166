/**
 * Space Colony Cheeses in the browser: two pages meet by code, build their colonies by real clicks
 * on the board (the palette, then a highlighted space), split their dairy output in the DOM form,
 * and the map is saved as screenshots (desktop and phone).
 *
 * The client build must have the cheeses board registered (`boards.cheeses = cheesesBoard`);
 * CHEESES_CLIENT_DIR may point to another build of the client.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { createGameServer } from "../server/src/app";
import { cheeses } from "../shared/src/games/cheeses";
import type { CheesesAction, CheesesView } from "../shared/src/games/cheeses/types";
import { clientDir, hookState, launchBrowser, screenshot, waitForScreen, watchErrors } from "./harness";

let server: Awaited<ReturnType<typeof createGameServer>>;
let browser: Browser;
let base: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = createGameServer({ games: [cheeses as never], clientDir: process.env.CHEESES_CLIENT_DIR ?? clientDir, botDelayMs: 50 });
  const port = await server.listen(0, "127.0.0.1");
  base = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const c of contexts) {
    for (const page of c.pages()) {
      await page.evaluate(() => document.getElementById("leave")?.click()).catch(() => undefined);
      await waitForScreen(page, "lobby", 3000).catch(() => undefined);
    }
    await c.close().catch(() => undefined);
  }
  await browser?.close();
  await server?.close();
});

interface Player {
  name: string;
  page: Page;
  errors: string[];
}

async function newPlayer(name: string, viewport: { width: number; height: number }): Promise<Player> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  const page = await context.newPage();
  return { name, page, errors: watchErrors(page) };
}

type Hooked = { __tabletop: { state(): { moves: number; awaiting: number[]; mySeat: number }; spaceCenter?(id: string): { x: number; y: number } | null } };

async function state(p: Player): Promise<{ view: CheesesView; seat: number; moves: number }> {
  const s = (await hookState(p.page))! as unknown as { view: CheesesView; mySeat: number; moves: number };
  return { view: s.view, seat: s.mySeat, moves: s.moves };
}

/** Clicks the board where the board says `id` is (a real mouse click, through Pixi's hit-testing). */
async function clickSpace(p: Player, id: string): Promise<void> {
  await p.page.waitForFunction((i) => Boolean((window as unknown as Hooked).__tabletop.spaceCenter?.(i)), id);
  const point = (await p.page.evaluate((i) => (window as unknown as Hooked).__tabletop.spaceCenter!(i), id))!;
  await p.page.mouse.click(point.x, point.y);
}

async function waitForMoves(p: Player, after: number): Promise<void> {
  await p.page.waitForFunction((m) => (window as unknown as Hooked).__tabletop.state().moves > m, after);
}

async function waitUntilAwaited(p: Player): Promise<void> {
  try {
    await p.page.waitForFunction(() => {
      const s = (window as unknown as Hooked).__tabletop.state();
      return s.awaiting.includes(s.mySeat);
    }, undefined, { timeout: 15000 });
  } catch (e) {
    await screenshot(p.page, `cheeses-failed-${p.name}`);
    throw new Error(`${p.name} was never awaited (page errors: ${p.errors.join("; ") || "none"}): ${String(e)}`);
  }
}

/** Chooses `module` in the palette, then clicks a space the engine allows for it; checks the module landed there. */
async function build(p: Player, module: string, prefer: (a: { x: number; y: number }) => number = () => 0): Promise<void> {
  await waitUntilAwaited(p);
  const before = await state(p);
  const options = cheeses.legalActionsInView(before.view, before.seat)
    .filter((a): a is Extract<CheesesAction, { type: "build" }> => a.type === "build" && a.module === module)
    .sort((a, b) => prefer(a) - prefer(b));
  expect(options.length).toBeGreaterThan(0);
  await clickSpace(p, `module:${module}`);
  const target = options[0];
  await clickSpace(p, `${target.x},${target.y}`);
  await waitForMoves(p, before.moves);
  const after = await state(p);
  const placed = after.view.modules.find((m) => m.x === target.x && m.y === target.y);
  expect(placed).toMatchObject({ owner: before.seat, type: module });
}

/** The page the game waits for next (polls both; bots are not involved here). */
async function nextAwaited(players: Player[]): Promise<Player> {
  for (let i = 0; i < 300; i++) {
    for (const p of players) {
      const s = (await hookState(p.page)) as unknown as { awaiting: number[]; mySeat: number };
      if (s.awaiting.includes(s.mySeat)) return p;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("nobody is awaited");
}

async function pass(p: Player): Promise<void> {
  const before = await state(p);
  await clickSpace(p, "pass");
  await waitForMoves(p, before.moves);
}

test("two players build by clicking the map and split their dairy in the form", async () => {
  const ana = await newPlayer("Ana", { width: 1280, height: 720 });
  const bo = await newPlayer("Bo", { width: 390, height: 844 });

  await ana.page.goto(base);
  await waitForScreen(ana.page, "lobby");
  await ana.page.fill("#name", "Ana");
  await ana.page.selectOption("#game", "cheeses");
  await ana.page.selectOption("#seats", "2");
  await ana.page.selectOption("#bots", "0");
  await ana.page.click("#create");
  await waitForScreen(ana.page, "waiting");
  const code = (await ana.page.textContent("#room-code"))!.trim();

  await bo.page.goto(`${base}/?room=${code}`);
  await waitForScreen(bo.page, "lobby");
  await bo.page.fill("#name", "Bo");
  await bo.page.click("#join");
  await waitForScreen(bo.page, "waiting");
  await ana.page.waitForFunction(() => !(document.querySelector("#start") as HTMLButtonElement).disabled);
  await ana.page.click("#start");
  await waitForScreen(ana.page, "game");
  await waitForScreen(bo.page, "game");

  const first = await state(ana);
  const order = first.view.order.map((seat) => (seat === first.seat ? ana : bo));
  // The first player settles in the top-left, the second far away in the bottom-right.
  const corner = [(a: { x: number; y: number }) => a.x + a.y, (a: { x: number; y: number }) => -(a.x + a.y)];

  // Turn 1: Start-Up, Processing Plant and Barn, each by clicking the palette and then the map.
  for (const [i, p] of order.entries()) {
    const near = (a: { x: number; y: number }) => corner[i](a) + (a.x % 2 === 0 ? 0 : 0.5);
    await build(p, "startUp", (a) => near(a) + (a.x < 2 || a.y < 2 || a.x > 20 || a.y > 12 ? 100 : 0));
    await build(p, "processingPlant", near);
    await build(p, "barn", near);
  }

  // Turn 2: a Milk Storage next to the plant gives a dairy decision (a simultaneous step) to
  // every player whose barn is healthy.
  for (const [i, p] of order.entries()) {
    await build(p, "milkStorage", corner[i]);
    await pass(p);
  }
  let forms = 0;
  for (let guard = 0; guard < 30 && forms === 0; guard++) {
    const p = await nextAwaited(order);
    const s = await state(p);
    if (s.view.step !== "dairy") {
      // A sick barn may leave nobody with a dairy decision this turn: play on to the next one.
      expect(s.view.turn).toBeLessThanOrEqual(5);
      if (["move", "build", "law"].includes(s.view.step)) await pass(p);
      else {
        await p.page.locator("#cheeses-submit").scrollIntoViewIfNeeded();
        await clickSpace(p, "submit");
        await waitForMoves(p, s.moves);
      }
      continue;
    }
    for (const q of order) {
      const qs = await state(q);
      if (!qs.view.awaiting.includes(qs.seat)) continue;
      const output = qs.view.figures[qs.seat].dairyOutput;
      await q.page.waitForSelector("#cheeses-decision");
      // The form shows the consequence before anything is sent.
      expect(await q.page.textContent("#cheeses-outcome")).toMatch(new RegExp(`Using ${Math.min(output, 10)} of ${output}`));
      if (forms === 0) await screenshot(q.page, "cheeses-dairy-form");
      const othersLeft = qs.view.awaiting.filter((seat) => seat !== qs.seat).length > 0;
      await q.page.locator("#cheeses-submit").scrollIntoViewIfNeeded();
      await clickSpace(q, "submit");
      await waitForMoves(q, qs.moves);
      forms++;
      if (othersLeft) {
        // This choice stays secret until the other player has chosen too; its owner sees it.
        await q.page.waitForSelector("#cheeses-sent");
        expect(await q.page.textContent("#cheeses-sent")).toMatch(/Milk/);
        await screenshot(q.page, "cheeses-dairy-sent");
      }
    }
  }
  expect(forms).toBeGreaterThan(0);
  for (const p of order) {
    await p.page.waitForFunction(() => {
      const s = (window as unknown as { __tabletop: { state(): { view: { step: string } } } }).__tabletop.state();
      return s.view.step !== "dairy";
    });
    const s = await state(p);
    expect(s.view.modules.filter((m) => m.owner === s.seat).length).toBeGreaterThanOrEqual(4);
  }

  await ana.page.evaluate(() => window.scrollTo(0, 0));
  await bo.page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(ana.page, "cheeses-map");
  await screenshot(bo.page, "cheeses-phone");

  // Zoom in with the map's button: the spaces move under the camera and stay clickable targets.
  const corner0 = await ana.page.evaluate(() => (window as unknown as Hooked).__tabletop.spaceCenter!("10,6"));
  await clickSpace(ana, "zoom:in");
  await ana.page.waitForFunction((c) => {
    const p = (window as unknown as Hooked).__tabletop.spaceCenter!("10,6");
    return p !== null && Math.abs(p.x - c!.x) + Math.abs(p.y - c!.y) > 1;
  }, corner0);
  await screenshot(ana.page, "cheeses-zoomed");
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
}, 120000);
