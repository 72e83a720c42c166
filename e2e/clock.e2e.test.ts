import { clientDir, startWithBots, useE2EServer, waitForScreen } from "./harness";

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

test("the host gives a player four times the clock from the waiting room by keyboard; everyone sees it and the player's own clock counts it", async () => {
  const ana = await e2e.newPlayer("Ana");
  const page = ana.page;
  await page.goto(e2e.origin());
  await waitForScreen(page, "lobby");
  await page.fill("#name", "Ana");
  await page.selectOption("#game", "zoo");
  await page.selectOption("#seats", "2");
  await page.selectOption("#bots", "1");
  await page.selectOption("#clock", "30");
  await page.click("#create");
  await waitForScreen(page, "waiting");
  const time = page.getByRole("combobox", { name: "Time for Ana" });
  await time.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction(() => document.querySelector("#seats li[data-seat='0'] .tag-time")?.textContent === "4× time");
  await page.click("#start");
  await waitForScreen(page, "game");
  // Ana is awaited first in Space Zoo's simultaneous choice: her clock is 2 minutes, the bar says so.
  await page.waitForFunction(() => /\b[12]:\d\d$/.test(document.getElementById("countdown")?.textContent ?? ""));
  const left = await page.$eval("#countdown", (el) => el.textContent ?? "");
  const [m, s] = left.slice(-4).split(":").map(Number);
  expect(m * 60 + s).toBeGreaterThan(100);
  expect(m * 60 + s).toBeLessThanOrEqual(120);
  expect(await page.locator("#players li[data-seat='0'] .tag-time").textContent()).toBe("4× time");
  // In the game menu the host finds the same choice, and may give the table's clock back.
  await page.click("#menu-open");
  const inMenu = page.getByRole("dialog").getByRole("combobox", { name: "Time for Ana" });
  expect(await inMenu.inputValue()).toBe("4");
  await inMenu.selectOption("1");
  await page.waitForFunction(() => !document.querySelector("#players li[data-seat='0'] .tag-time"));
  expect(ana.errors).toEqual([]);
});
