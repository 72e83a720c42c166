import type { Page } from "playwright-core";
import { PHONE, SMALL_PHONE, clientDir, hookState, screenshot, startWithBots, useE2EServer, type Viewport } from "./harness";
import { phoneSlips } from "./phone-checks";

/**
 * Each board's first screen on phones, upright (390x844, 360x740) and held sideways (844x390), with
 * the checks the whole games make before every decision (e2e/phone-checks.ts); the Cheeses map
 * pinched, and a Cheeses game to its end screen.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 0 });

interface BoardText { text: string; px: number; x: number; y: number }

async function boardTexts(page: Page): Promise<BoardText[]> {
  await page.waitForFunction(() => ((window as any).__tabletop.boardTexts?.() ?? []).length > 3);
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as any).__tabletop.boardTexts() as BoardText[]);
}

const LANDSCAPE: Viewport = { width: 844, height: 390 };

for (const game of ["zoo", "base", "cheeses"] as const) {
  for (const [size, viewport] of [["390x844", PHONE], ["360x740", SMALL_PHONE], ["844x390", LANDSCAPE]] as const) {
    test(`${game} at ${size}: the first screen has nothing cut or under 12 px, the prompt on top and its controls at 44 px`, async () => {
      const p = await e2e.newPlayer("Ana", viewport, true);
      await p.page.goto(e2e.origin());
      await startWithBots(p.page, "Ana", { game, seats: 4, bots: 3 });
      await boardTexts(p.page);
      await p.page.waitForFunction(() => (window as any).__tabletop.state().awaiting.includes((window as any).__tabletop.seat));
      const slips = await phoneSlips(p.page);
      await screenshot(p.page, `phone-${game}-${size}`, viewport.height > viewport.width);
      expect(slips).toEqual([]);
      expect(p.errors).toEqual([]);
    });
  }
}

for (const game of ["zoo", "base", "cheeses"] as const) {
  test(`${game} at 390x844: a finger dragged up the board scrolls the page down it`, async () => {
    const p = await e2e.newPlayer("Ana", PHONE, true);
    await p.page.goto(e2e.origin());
    await startWithBots(p.page, "Ana", { game, seats: 4, bots: 3 });
    await boardTexts(p.page);
    const box = (await p.page.locator("#board-canvas").boundingBox())!;
    // Low on the screen, over the board: under the Cheeses map, beside the Base grid's slide.
    const x = box.x + box.width / 2;
    const y0 = Math.min(box.y + box.height, PHONE.height) - 60;
    const cdp = await p.page.context().newCDPSession(p.page);
    const at = (y: number) => [{ x, y, id: 0 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(y0) });
    for (let y = y0 - 20; y >= y0 - 300; y -= 20) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(y) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await p.page.waitForFunction(() => window.scrollY > 100, undefined, { timeout: 3000 });
    expect(p.errors).toEqual([]);
  });
}

type Hooked = { __tabletop: { spaceCenter?(id: string): { x: number; y: number } | null; state(): any; send(a: unknown): void } };

test("cheeses at 390x844: a two-finger pinch zooms the map, the zoom buttons stay put; the end screen names the winner", async () => {
  const p = await e2e.newPlayer("Ana", PHONE, true);
  const page = p.page;
  await page.goto(e2e.origin());
  await startWithBots(page, "Ana", { game: "cheeses", seats: 2, bots: 1 });
  await page.waitForFunction(() => Boolean((window as unknown as Hooked).__tabletop.spaceCenter?.("zoom:in")));
  const where = (id: string) => page.evaluate((i) => (window as unknown as Hooked).__tabletop.spaceCenter!(i), id);
  const buttons = [await where("zoom:in"), await where("zoom:out"), await where("zoom:fit")];
  expect(buttons.every(Boolean)).toBe(true);
  const [a0, b0] = [await where("10,6"), await where("14,6")];
  expect(a0 && b0).toBeTruthy();

  // Two fingers spread apart over the map, as a phone's touch screen reports them.
  const cdp = await page.context().newCDPSession(page);
  const mid = { x: (a0!.x + b0!.x) / 2, y: (a0!.y + b0!.y) / 2 };
  const fingers = (d: number) => [{ x: mid.x - d, y: mid.y, id: 0 }, { x: mid.x + d, y: mid.y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(20) });
  for (let d = 25; d <= 60; d += 5) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: fingers(d) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForFunction(([a, b]) => {
    const hook = (window as unknown as Hooked).__tabletop;
    const p1 = hook.spaceCenter!("10,6");
    const p2 = hook.spaceCenter!("14,6");
    return p1 !== null && p2 !== null && Math.hypot(p2.x - p1.x, p2.y - p1.y) > 1.5 * Math.hypot(b!.x - a!.x, b!.y - a!.y);
  }, [a0, b0] as const);
  // The zoom buttons have not moved; every text is still at least 12 px.
  expect([await where("zoom:in"), await where("zoom:out"), await where("zoom:fit")]).toEqual(buttons);
  expect((await boardTexts(page)).filter((t) => t.px < 12)).toEqual([]);
  await screenshot(page, "phone-cheeses-pinched");

  // Play to the end (the engine's first legal move each time): the end screen says who won, by name.
  for (let i = 0; i < 1500; i++) {
    const s = (await hookState(page))!;
    if (s.status !== "playing") break;
    if (s.mySeat === null || !s.awaiting.includes(s.mySeat)) {
      await page.waitForTimeout(20);
      continue;
    }
    const { games } = await import("@space/shared");
    const action = games.cheeses!.legalActionsInView(s.view, s.mySeat)[0];
    await page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), action);
    await page.waitForFunction((m) => (window as unknown as Hooked).__tabletop.state().moves > m, s.moves);
  }
  await page.waitForSelector("#winner:not([hidden])");
  const end = await page.evaluate(() => (window as unknown as Hooked).__tabletop.state());
  const winners = (end.winners as number[]).map((seat) => end.seats[seat].name as string);
  expect(winners.length).toBeGreaterThan(0);
  const headline = (await page.textContent("#winner-headline"))!;
  for (const name of winners) expect(headline).toContain(name);
  await screenshot(page, "phone-cheeses-end");
  expect(p.errors).toEqual([]);
}, 300000);
