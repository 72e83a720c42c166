/**
 * `npm run bench:client` (first part): how soon after Start does a player see the board?
 *
 * Starts the server as the README does (`node server/dist/index.js`, bots answering at once), opens
 * Debian's chromium (WebGL in software, as the budget test) and, for each game and each screen
 * (a laptop at 1280x800, a phone at 390x844), creates a 4-seat table with three bots and starts
 * it `--runs` times (7 by default), each in a fresh page; the figure is the time from the start
 * (`game-started`) to the first frame with the board on it (`board-first-frame`, game-screen.ts),
 * the board's code fetched in the waiting room as a player's is. Prints medians and 90th
 * percentiles against the 1 s budget (docs/client.md, "Budgets"); `--json FILE` writes them.
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { startServer } from "../load/server-process";

const BUDGET_MS = 1000;
const SCREENS = { laptop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

function option(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/** One start: a fresh page creates the table, waits for the board's code, starts; ms to the first board frame. */
async function oneStart(browser: Browser, url: string, game: string, screen: keyof typeof SCREENS): Promise<number> {
  const context = await browser.newContext({ viewport: SCREENS[screen], ...(screen === "phone" ? { hasTouch: true, isMobile: true } : {}) });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.fill("#name", "Ana");
    await page.selectOption("#game", game);
    await page.selectOption("#seats", "4");
    await page.selectOption("#bots", "3");
    await page.click("#create");
    await page.waitForSelector("#start:not([disabled])");
    // The waiting room fetches the game screen and the board meanwhile; a player spends seconds here.
    await page.waitForLoadState("networkidle");
    await page.click("#start");
    await page.waitForFunction(() => performance.getEntriesByName("board-first-frame").length > 0, undefined, { timeout: 30000 });
    return await page.evaluate(() => performance.measure("first-board-frame", "game-started", "board-first-frame").duration);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const runs = Number(option(argv, "runs") ?? 7);
  const json = option(argv, "json");
  // bench/client/dist/client/first-frame.js
  const root = path.resolve(__dirname, "../../../..");
  const server = await startServer(root, 10, "warn", null, null, null, { BOT_DELAY_MS: "600" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const rows: { game: string; screen: string; runs: number[]; p50: number; p90: number; met: boolean }[] = [];
  try {
    for (const game of ["zoo", "base", "cheeses"]) {
      for (const screen of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
        const times: number[] = [];
        for (let i = 0; i < runs; i++) times.push(Math.round(await oneStart(browser, server.url, game, screen)));
        const p50 = quantile(times, 0.5);
        rows.push({ game, screen, runs: times, p50, p90: quantile(times, 0.9), met: p50 <= BUDGET_MS });
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const load = loadavg()[0];
  console.log(`first board frame after Start, ${runs} starts each (budget ${BUDGET_MS} ms at the median); load average ${load.toFixed(2)} on ${cpus().length} cores`);
  console.table(rows.map(({ game, screen, p50, p90, met }) => ({ game, screen, "p50 ms": p50, "p90 ms": p90, budget: met ? "met" : "MISSED" })));
  if (json) writeFileSync(json, JSON.stringify({ budgetMs: BUDGET_MS, runs, loadAverage: load, cores: cpus().length, rows }, null, 2));
  if (rows.some((r) => !r.met)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
