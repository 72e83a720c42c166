import { clientDir, startWithBots, useE2EServer } from "./harness";

/** The turn clock shows at a glance: a bar on each acting seat that empties as the time runs. */
const e2e = useE2EServer({ clientDir, botDelayMs: 50 });

test("an acting seat's clock bar empties as its time runs", async () => {
  const ana = await e2e.newPlayer("Ana");
  const page = ana.page;
  await page.goto(e2e.origin());
  await startWithBots(page, "Ana", { game: "zoo", seats: 2, bots: 1, clock: 30 });
  const bar = '#players li[data-seat="0"] .clock-fill';
  await page.waitForSelector(bar);
  const width = () => page.$eval(bar, (el) => parseFloat((el as HTMLElement).style.width));
  const first = await width();
  await page.waitForTimeout(1500);
  const later = await width();
  expect(first).toBeLessThanOrEqual(100);
  expect(later).toBeLessThan(first);
  expect(later).toBeGreaterThan(80);
  expect(await page.$eval(bar, (el) => el.classList.contains("urgent"))).toBe(false);
  expect(ana.errors).toEqual([]);
});
