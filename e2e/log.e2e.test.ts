import { games } from "@space/shared";
import { clientDir, hookState, startWithBots, useE2EServer } from "./harness";

/** The log panel keeps updating past the last lines the state carries (LOG_LINES), and scrolls back to line 1. */
const e2e = useE2EServer({ clientDir, botDelayMs: 0 });

test("a long Space Base game: the log follows every line and the whole game can be read back", async () => {
  const ana = await e2e.newPlayer("Ana");
  const page = ana.page;
  await page.goto(e2e.origin());
  await startWithBots(page, "Ana", { game: "base", seats: 4, bots: 3 });

  for (let i = 0; i < 2000; i++) {
    const s = (await hookState(page)) as unknown as { status: string; awaiting: number[]; mySeat: number; moves: number; view: never; logTotal: number };
    if (s.status !== "playing" || s.logTotal > 260) break;
    if (!s.awaiting.includes(s.mySeat)) {
      await page.waitForTimeout(20);
      continue;
    }
    const action = games.base!.legalActionsInView(s.view, s.mySeat)[0];
    await page.evaluate((a) => (window as any).__tabletop.send(a), action);
    await page.waitForFunction((m) => (window as any).__tabletop.state().moves > m, s.moves);
  }
  const state = (await hookState(page)) as unknown as { log: string[]; logTotal: number };
  expect(state.logTotal).toBeGreaterThan(200);
  // The panel shows the newest line, numbered as in the whole log.
  await page.waitForFunction((n) => Number(document.querySelector("#log li:last-child")?.getAttribute("value")) >= n, state.logTotal);
  // Back to the beginning, a page at a time.
  for (let i = 0; i < 5 && (await page.isVisible("#log-earlier")); i++) {
    const before = await page.$$eval("#log li", (items) => items.length);
    await page.click("#log-earlier");
    await page.waitForFunction((n) => document.querySelectorAll("#log li").length > n, before);
  }
  expect(await page.getAttribute("#log li:first-child", "value")).toBe("1");
  expect(await page.textContent("#log li:first-child")).toMatch(/^The game begins with Ana/);
  expect(ana.errors).toEqual([]);
});
