/**
 * WCAG 2.2 AA checks of every screen with axe-core (docs/accessibility.md): the lobby, the waiting
 * room, each board mid-game at 1280x800 and 390x844, the rules panel, the game menu, a board in the
 * high-contrast theme, the end screen with its story, the replay (at its start and at its end, with
 * the story), and My tables. Nothing is excluded: the board's canvas is checked as the page has it.
 * Each screen's violations are printed by impact; none may be serious or critical.
 */
import type { Page } from "playwright-core";
import { games, randomFunction, type AnyGame } from "@space/shared";
import { SqliteGameStore } from "../server/src/store";
import { clientDir, hookState, startWithBots, useE2EServer, waitForScreen } from "./harness";
import { blocking, checkScreen, summary, type AxeReport } from "./axe";

const e2e = useE2EServer({ clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:") });
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const reports: AxeReport[] = [];

type Hooked = { __tabletop: { state(): { moves: number; status: string; awaiting: number[]; mySeat: number }; send(a: unknown): void } };

/** Plays this page's seat with the engine's bot until `moves` of its own are made or the game ends. */
async function play(page: Page, gameId: string, moves: number): Promise<void> {
  const engine = games[gameId as keyof typeof games] as AnyGame;
  const rng = randomFunction(`axe-e2e:${gameId}`);
  for (let made = 0; made < moves;) {
    const s = (await hookState(page))!;
    if (s.status === "ended") return;
    const mine = s.mySeat !== null && s.awaiting.includes(s.mySeat);
    if (mine) {
      await page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), engine.bot.choose(s.view as never, s.mySeat!, rng));
      made++;
    }
    await page.waitForFunction(([m, wasMine]) => {
      const now = (window as unknown as Hooked).__tabletop.state();
      return now.moves > m || now.status === "ended" || (!wasMine && now.awaiting.includes(now.mySeat));
    }, [s.moves, mine] as const, { timeout: 10_000 });
  }
}

/** Runs axe on the page as it is now; the test's end asks `noneBlocking` about every screen it checked. */
async function check(page: Page, screen: string, rules?: string[]): Promise<void> {
  reports.push(await checkScreen(page, screen, rules));
}

/** Every screen checked since report `from`, with its serious and critical violations: none expected. */
function noneBlocking(from: number): void {
  const found = reports.slice(from).map((r) => ({ screen: r.screen, blocking: blocking(r) }));
  expect(found).toEqual(found.map((f) => ({ ...f, blocking: [] })));
}

/** The page at each size in turn: axe at both, back to the laptop size. */
async function checkBothSizes(page: Page, screen: string): Promise<void> {
  await check(page, `${screen} 1280x800`);
  await page.setViewportSize(PHONE);
  await check(page, `${screen} 390x844`);
  await page.setViewportSize(LAPTOP);
}

let page: Page;
let zooCode = "";

afterAll(() => {
  console.log(`axe (tags wcag2a wcag2aa wcag21a wcag21aa wcag22aa), violations by impact:\n${summary(reports)}\n${reports.flatMap((r) => r.found.map((f) => `${r.screen}: ${f}`)).join("\n")}`);
});

beforeAll(async () => {
  page = (await e2e.newPlayer("Ana", LAPTOP)).page;
});

test("the lobby and the waiting room have no serious or critical violations", async () => {
  const from = reports.length;
  await page.goto(e2e.origin());
  await waitForScreen(page, "lobby");
  await page.click("#lobby-access summary");
  await check(page, "lobby (accessibility settings open)");
  await page.check("#lobby-high-contrast");
  expect(await page.evaluate(() => document.documentElement.classList.contains("high-contrast"))).toBe(true);
  await page.uncheck("#lobby-high-contrast");
  // A control reached by keyboard shows the 3 px focus ring (2.4.7).
  await page.focus("#name");
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { id: document.activeElement!.id, outline: `${style.outlineStyle} ${style.outlineWidth}` };
  })).toEqual({ id: "game", outline: "solid 3px" });
  await page.fill("#name", "Ana");
  await page.selectOption("#game", "zoo");
  await page.selectOption("#seats", "2");
  await page.selectOption("#bots", "1");
  await page.click("#create");
  await waitForScreen(page, "waiting");
  await check(page, "waiting room");
  await page.click("#start");
  await waitForScreen(page, "game");
  zooCode = (await hookState(page))!.code;
  noneBlocking(from);
});

test("Space Zoo mid-game, its rules panel and its game menu have none", async () => {
  const from = reports.length;
  await play(page, "zoo", 3);
  await checkBothSizes(page, "zoo mid-game");
  await page.click("#rules summary");
  await page.waitForFunction(() => (document.getElementById("rules-body")?.textContent ?? "").length > 200);
  await check(page, "zoo rules panel open");
  await page.click("#menu-open");
  await page.waitForSelector("#game-menu[open]");
  await check(page, "zoo game menu open");
  await page.click("#menu-close");
  noneBlocking(from);
});

test("a board in the high-contrast theme, set in the game menu, has none", async () => {
  const from = reports.length;
  await page.click("#menu-open");
  await page.check("#menu-high-contrast");
  await page.click("#menu-close");
  expect(await page.evaluate(() => document.documentElement.classList.contains("high-contrast"))).toBe(true);
  await check(page, "zoo high contrast");
  await check(page, "zoo high contrast, text 7:1", ["color-contrast-enhanced"]);
  await page.click("#menu-open");
  await page.uncheck("#menu-high-contrast");
  await page.click("#menu-close");
  noneBlocking(from);
});

test("the end screen with its story, the replay and My tables have none", async () => {
  const from = reports.length;
  await play(page, "zoo", 10_000);
  await waitForScreen(page, "ended");
  await page.waitForSelector("#story-breakdown");
  await check(page, "end screen (story)");
  await page.goto(`${e2e.origin()}/replay/${zooCode}`);
  await page.waitForSelector("#replay-screen[data-ready='true']", { timeout: 20_000 });
  await check(page, "replay at its start");
  await page.click("#replay-end");
  await page.waitForSelector("#replay-screen #story-breakdown");
  await check(page, "replay at its end (story)");
  await page.goto(`${e2e.origin()}/?tables`);
  await page.waitForSelector("#my-tables-screen");
  await check(page, "my tables");
  noneBlocking(from);
});

test.each(["base", "cheeses"])("Space %s mid-game has none at both sizes", async (gameId) => {
  const from = reports.length;
  const own = (await e2e.newPlayer("Ana", LAPTOP)).page;
  await own.goto(e2e.origin());
  await startWithBots(own, "Ana", { game: gameId, seats: 2, bots: 1 });
  await play(own, gameId, 3);
  await checkBothSizes(own, `${gameId} mid-game`);
  noneBlocking(from);
});
