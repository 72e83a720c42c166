/**
 * Tooltips (docs/client.md, "Tooltips"): the boards' codes and icons are named in the game's words,
 * on hover with a mouse and on a long press with a finger; a short tap shows none.
 */
import type { Page } from "playwright-core";
import { clientDir, PHONE, startWithBots, useE2EServer, type Hooked } from "./harness";

const e2e = useE2EServer({ clientDir, botDelayMs: 0 });

async function centre(page: Page, id: string): Promise<{ x: number; y: number }> {
  await page.waitForFunction((i) => Boolean((window as unknown as Hooked).__tabletop.spaceCenter?.(i)), id);
  return (await page.evaluate((i) => (window as unknown as Hooked).__tabletop.spaceCenter!(i), id))!;
}

const tip = (page: Page) => page.evaluate(() => {
  const el = document.getElementById("board-tooltip");
  return el && !el.hidden ? el.textContent : null;
});

async function hover(page: Page, id: string, text: RegExp): Promise<string> {
  const at = await centre(page, id);
  await page.mouse.move(at.x, at.y, { steps: 4 });
  await page.waitForFunction((source) => new RegExp(source).test(document.getElementById("board-tooltip")?.hidden === false
    ? document.getElementById("board-tooltip")!.textContent ?? "" : ""), text.source);
  return (await tip(page))!;
}

test("Cheeses with a mouse: a palette module is named with its price, energy and place; leaving hides it", async () => {
  const ana = await e2e.newPlayer("Ana");
  await ana.page.goto(e2e.origin());
  await startWithBots(ana.page, "Ana", { game: "cheeses", seats: 2, bots: 1 });
  // Turn 1: the palette offers the Start-Up (the only module a colony starts with).
  expect(await hover(ana.page, "module:startUp", /^Start-Up:/)).toBe("Start-Up: $40 to build, makes 5 energy.");
  await ana.page.mouse.move(2, 2, { steps: 4 });
  await ana.page.waitForFunction(() => document.getElementById("board-tooltip")?.hidden !== false);
  // Text only: nothing is ever parsed as markup in it.
  expect(await ana.page.evaluate(() => document.getElementById("board-tooltip")!.children.length)).toBe(0);
  expect(ana.errors).toEqual([]);
});

test("Zoo with a mouse: a planet's badges and its price are named", async () => {
  const ana = await e2e.newPlayer("Ana");
  await ana.page.goto(e2e.origin());
  await startWithBots(ana.page, "Ana", { game: "zoo", seats: 2, bots: 1 });
  const planet = await ana.page.evaluate(() => (window as unknown as { __tabletop: { state(): { view: { planets: { id: string }[] } } } })
    .__tabletop.state().view.planets[0].id);
  expect(await hover(ana.page, `badges:${planet}`, /^Sells on the /)).toMatch(/^Sells on the (Grass|Meat|Funky)( and (Grass|Meat|Funky))* markets?/);
  expect(await hover(ana.page, `price:${planet}`, /^One of the /)).toMatch(/^One of the .+ sells for \d+ € at the markets now/);
  expect(ana.errors).toEqual([]);
});

test("Cheeses on a touch phone: a long press names a module, a short tap does not", async () => {
  const ana = await e2e.newPlayer("Ana", PHONE, true);
  await ana.page.goto(e2e.origin());
  await startWithBots(ana.page, "Ana", { game: "cheeses", seats: 2, bots: 1 });
  const startUp = await centre(ana.page, "module:startUp");
  const cdp = await ana.page.context().newCDPSession(ana.page);
  const touch = async (ms: number) => {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: startUp.x, y: startUp.y }] });
    await new Promise((r) => setTimeout(r, ms));
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  };
  await touch(80);
  await new Promise((r) => setTimeout(r, 600));
  expect(await tip(ana.page)).toBeNull();
  await touch(800);
  expect(await tip(ana.page)).toBe("Start-Up: $40 to build, makes 5 energy.");
  // It lingers a moment after the finger lifts, then goes.
  await ana.page.waitForFunction(() => document.getElementById("board-tooltip")?.hidden === true, undefined, { timeout: 5000 });
  expect(ana.errors).toEqual([]);
});
