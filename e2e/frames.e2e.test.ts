import { zoo } from "@space/shared/zoo";
import type { Page } from "playwright-core";
import { boardRenderer, clientDir, startWithBots, useE2EServer } from "./harness";
import { seen } from "./zoo-clicks";

/**
 * The board draws only when something can change (client/src/boards/frames.ts): a table waiting
 * for a player's decision asks for no animation frame and draws one every 10 s; a pointer or a state draws at once.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 0 }, { webgl: true });

interface Frames { drawn: number; frameMs: number[]; updateMs: number[] }
const frames = (page: Page): Promise<Frames> => page.evaluate(() => (window as unknown as { __tabletop: { frames(): Frames } }).__tabletop.frames());

test("an idle board draws nothing for seconds and asks for no animation frame; a pointer and a state wake it", async () => {
  const ana = await e2e.newPlayer("Ana");
  const page = ana.page;
  await page.goto(e2e.origin());
  await startWithBots(page, "Ana", { game: "zoo", seats: 2, bots: 1 });
  // The bot has chosen its action card; the table waits for Ana. Let the highlights end first.
  await page.waitForFunction(() => {
    const s = (window as unknown as { __tabletop: { state(): { awaiting: number[]; mySeat: number } } }).__tabletop.state();
    return s.awaiting.length === 1 && s.awaiting[0] === s.mySeat;
  });
  await page.waitForTimeout(1500);

  // The browser tests draw with WebGL unless a test asks for a browser without it.
  expect(await boardRenderer(page)).toBe("webgl");
  const idleStart = await frames(page);
  // Counts the page's animation frames for 3 s: Pixi's loops asked for one each every frame before.
  const requested = await page.evaluate(() => new Promise<number>((done) => {
    const ask = window.requestAnimationFrame;
    let asked = 0;
    window.requestAnimationFrame = (f) => { asked++; return ask(f); };
    setTimeout(() => { window.requestAnimationFrame = ask; done(asked); }, 3000);
  }));
  const idleEnd = await frames(page);
  // The safety net's frame every 10 s (IDLE_FRAME_MS) at most: a board drawing every frame would show ~100+.
  expect(idleEnd.drawn - idleStart.drawn).toBeLessThanOrEqual(1);
  expect(requested).toBe(0);

  // A pointer over the board wakes it at once.
  const box = (await page.locator("#board-canvas").boundingBox())!;
  for (let i = 0; i < 5; i++) await page.mouse.move(box.x + 100 + i * 20, box.y + 100);
  await page.waitForTimeout(150);
  const afterPointer = await frames(page);
  expect(afterPointer.drawn - idleEnd.drawn).toBeGreaterThanOrEqual(3);

  // A state (Ana's own choice, answered by the server) is drawn and timed.
  const s = await seen(page);
  await page.evaluate((a) => (window as unknown as { __tabletop: { send(a: unknown): Promise<boolean> } }).__tabletop.send(a), zoo.legalActionsInView(s.view, s.seat)[0]);
  await page.waitForFunction((m) => (window as unknown as { __tabletop: { state(): { moves: number } } }).__tabletop.state().moves > m, s.moves);
  await page.waitForTimeout(150);
  const afterState = await frames(page);
  expect(afterState.updateMs.length).toBeGreaterThan(afterPointer.updateMs.length);
  expect(afterState.drawn).toBeGreaterThan(afterPointer.drawn);
  expect(ana.errors).toEqual([]);
});
