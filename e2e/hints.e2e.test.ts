import { clientDir, meetInRoom, startWithBots, useE2EServer, waitForScreen } from "./harness";

/**
 * "What would a strong player do?" in the page (docs/learning.md, "Hints"): at a table with a bot the
 * player asks at their decision and reads the hard bot's best moves in words with their chance to
 * win; the log tells the table. A table of people only offers no hint.
 */
// The search on the room's thread (botProcesses 0): a bot process starts at the lowest priority and,
// under ts-jest, compiles the engines first, which a loaded CI host may leave waiting for seconds.
// The bot-process path is server/test/hints.test.ts's.
const e2e = useE2EServer({ clientDir, botDelayMs: 0, botBudgetMs: 100, botProcesses: 0 });

test("at a table with a bot, Ana asks what a strong player would do and reads its best moves with their chance to win; the log says so", async () => {
  const ana = await e2e.newPlayer("Ana", { width: 1280, height: 800 });
  const page = ana.page;
  await page.goto(e2e.origin());
  await waitForScreen(page, "lobby");
  await page.selectOption("#bots", "1");
  expect(await page.isChecked("#hints")).toBe(true);
  await startWithBots(page, "Ana", { game: "zoo", seats: 2, bots: 1 });

  const ask = page.getByRole("button", { name: "What would a strong player do?" });
  await ask.waitFor({ state: "visible", timeout: 15_000 });
  await ask.click();
  const choices = page.getByRole("list", { name: "A strong player's choices" }).getByRole("listitem");
  await choices.first().waitFor({ timeout: 10_000 });
  const lines = await choices.allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.length).toBeLessThanOrEqual(3);
  for (const line of lines) expect(line).toMatch(/^.+: \d{1,3}% chance to win$/);
  const chances = lines.map((l) => Number(/(\d+)% chance/.exec(l)![1]));
  expect(chances).toEqual([...chances].sort((a, b) => b - a));
  // Drawn on the board too: a mark numbered as listed where each choice's move is made.
  await page.waitForFunction((n) => {
    const marks = Array.from(document.querySelectorAll<HTMLElement>(".hint-ring, .hint-target"));
    return marks.length > 0 && marks.length <= n;
  }, lines.length, { timeout: 5000 });
  const labels = await page.$$eval(".hint-ring", (rings) => rings.map((r) => r.textContent));
  for (const label of labels) expect(["1", "2", "3"].slice(0, lines.length)).toContain(label);
  await page.getByText("Ana asked what a strong player would do").first().waitFor({ state: "attached", timeout: 5000 });
  expect(ana.errors).toEqual([]);
});

test("a table of people only offers no hint", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  await meetInRoom(e2e.origin(), ana, bo, "zoo");
  for (const p of [ana, bo]) {
    await p.page.locator("#hint").waitFor({ state: "attached" });
    expect(await p.page.getByRole("button", { name: "What would a strong player do?" }).isVisible()).toBe(false);
  }
  expect([...ana.errors, ...bo.errors]).toEqual([]);
});
