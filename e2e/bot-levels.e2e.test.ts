import { games } from "@space/shared";
import { clientDir, hookState, useE2EServer, waitForScreen, waitForMoves } from "./harness";

/** The host picks each bot's level in the waiting room; the level shows on the seat, and a hard bot plays. */
const e2e = useE2EServer({ clientDir, botDelayMs: 0, botBudgetMs: 100 });

test("bots of the chosen levels sit at the table, their level on their seat, and the hard one plays", async () => {
  const ana = await e2e.newPlayer("Ana");
  const page = ana.page;
  await page.goto(`${e2e.origin()}/?game=zoo`);
  await waitForScreen(page, "lobby");
  await page.fill("#name", "Ana");
  await page.selectOption("#seats", "3");
  await page.click("#create");
  await waitForScreen(page, "waiting");
  expect(await page.inputValue("#bot-level")).toBe("medium");
  await page.selectOption("#bot-level", "hard");
  await page.click("#add-bot");
  await page.waitForSelector("#seats li[data-seat='1'][data-kind='bot']");
  await page.selectOption("#bot-level", "easy");
  await page.click("#add-bot");
  await page.waitForSelector("#seats li[data-seat='2'][data-kind='bot']");
  const tags = await page.$$eval("#seats li .tag-bot", (els) => els.map((e) => e.textContent));
  expect(tags).toEqual(["bot · hard", "bot · easy"]);
  expect(await page.isDisabled("#bot-level")).toBe(true);

  await page.click("#start");
  await waitForScreen(page, "game");
  expect(await page.$$eval(".tag-bot", (els) => els.map((e) => e.textContent))).toEqual(expect.arrayContaining(["bot · hard", "bot · easy"]));
  // Ana plays a few decisions; the bots (the hard one thinking in a bot thread) answer each.
  for (let i = 0; i < 3; i++) {
    await page.waitForFunction(() => {
      const s = (window as any).__tabletop.state();
      return s.awaiting.includes(s.mySeat);
    }, undefined, { timeout: 30_000 });
    const s = (await hookState(page))! as unknown as { moves: number; view: never; mySeat: number };
    await page.evaluate((a) => (window as any).__tabletop.send(a), games.zoo!.legalActionsInView(s.view, s.mySeat)[0]);
    await waitForMoves(page, s.moves, 30_000);
  }
  expect(ana.errors).toEqual([]);
});
