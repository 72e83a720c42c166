import { games } from "@space/shared";
import type { Page } from "playwright-core";
import { clientDir, hookState, startWithBots, useE2EServer } from "./harness";

/**
 * The log follows its newest line on a laptop (1280x800), move after move, in every game; a reader
 * who scrolls up on purpose keeps their place until they scroll back down.
 */
// A fixed seed: a random game may end within the moves this test plays.
const e2e = useE2EServer({ clientDir, botDelayMs: 0, fixedSeed: "log-follows" });
const LAPTOP = { width: 1280, height: 800 };

/** Whether the log's last line is inside the log's visible box. */
function newestInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const log = document.querySelector("#log")!.getBoundingClientRect();
    const last = document.querySelector("#log li:last-child")?.getBoundingClientRect();
    return Boolean(last) && last!.bottom <= log.bottom + 1 && last!.top >= log.top - 1;
  });
}

/** Waits for this page's turn and plays its first legal move. */
async function oneMove(page: Page, gameId: "zoo" | "base" | "cheeses"): Promise<void> {
  await page.waitForFunction(() => {
    const s = (window as any).__tabletop.state();
    return s.status !== "playing" || s.awaiting.includes(s.mySeat);
  });
  expect(((await hookState(page)) as unknown as Hooked).status).toBe("playing");
  const s = (await hookState(page)) as unknown as Hooked;
  await page.evaluate((a) => (window as any).__tabletop.send(a), games[gameId]!.legalActionsInView(s.view, s.mySeat)[0]);
  await page.waitForFunction((m) => (window as any).__tabletop.state().moves > m, s.moves);
}

type Hooked = { status: string; awaiting: number[]; mySeat: number; moves: number; view: never; logTotal: number };

/** Plays this page's moves until `moves` have been played at the table, checking the log after each. */
async function playChecking(page: Page, gameId: "zoo" | "base" | "cheeses", moves: number): Promise<number> {
  let checked = 0;
  for (let i = 0; i < 3000; i++) {
    const s = (await hookState(page)) as unknown as Hooked;
    if (s.status !== "playing" || s.moves >= moves) break;
    if (!s.awaiting.includes(s.mySeat)) {
      await page.waitForTimeout(20);
      continue;
    }
    const action = games[gameId]!.legalActionsInView(s.view, s.mySeat)[0];
    await page.evaluate((a) => (window as any).__tabletop.send(a), action);
    await page.waitForFunction((m) => (window as any).__tabletop.state().moves > m, s.moves);
    const total = ((await hookState(page)) as unknown as Hooked).logTotal;
    await page.waitForFunction((n) => Number(document.querySelector("#log li:last-child")?.getAttribute("value")) >= n, total);
    // Give late layout (content-visibility) its frames, then the newest line must be in view.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect({ move: s.moves, newestInView: await newestInView(page) }).toEqual({ move: s.moves, newestInView: true });
    checked += 1;
  }
  return checked;
}

// Moves at the table (the bots' too) to play through: short of the end (a two-seat Zoo game played by first legal moves ends after 35-40).
test.each([["zoo", 14], ["cheeses", 24]] as const)("%s at 1280x800: the log's newest line is in view after every move", async (gameId, moves) => {
  const ana = await e2e.newPlayer("Ana", LAPTOP);
  await ana.page.goto(e2e.origin());
  await startWithBots(ana.page, "Ana", { game: gameId, seats: 2, bots: 1 });
  expect(await playChecking(ana.page, gameId, moves)).toBeGreaterThanOrEqual(4);

  // Scrolled up on purpose: the place is kept as lines come; back at the bottom, it follows again.
  await ana.page.evaluate(() => { document.querySelector("#log")!.scrollTop = 0; });
  await ana.page.waitForTimeout(100);
  await oneMove(ana.page, gameId);
  await ana.page.waitForTimeout(100);
  expect(await ana.page.evaluate(() => document.querySelector("#log")!.scrollTop)).toBe(0);
  await ana.page.evaluate(() => { const log = document.querySelector("#log")!; log.scrollTop = log.scrollHeight; });
  await ana.page.waitForTimeout(100);
  await oneMove(ana.page, gameId);
  await ana.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await newestInView(ana.page)).toBe(true);
  expect(ana.errors).toEqual([]);
});
