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
import { focusCovered, reflowSlips } from "./focus-checks";

const e2e = useE2EServer({ clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:") });
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 640 };
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

/**
 * The page at each size in turn: axe at both; on the phone, every control reached by Tab shows at
 * least in part (2.4.11); at 320 px the page reflows (1.4.10); back to the laptop size. Returns the slips.
 */
async function checkBothSizes(page: Page, screen: string): Promise<string[]> {
  await check(page, `${screen} 1280x800`);
  await page.setViewportSize(PHONE);
  await check(page, `${screen} 390x844`);
  const slips = (await focusCovered(page)).map((s) => `${screen} 390x844: ${s}`);
  await page.setViewportSize(NARROW);
  slips.push(...(await reflowSlips(page)).map((s) => `${screen}: ${s}`));
  await page.setViewportSize(LAPTOP);
  return slips;
}

let page: Page;
let zooCode = "";

afterAll(() => {
  console.log(`axe (tags wcag2a wcag2aa wcag21a wcag21aa wcag22aa), violations by impact:\n${summary(reports)}\n${reports.flatMap((r) => r.found.map((f) => `${r.screen}: ${f}`)).join("\n")}`);
});

beforeAll(async () => {
  page = (await e2e.newPlayer("Ana", LAPTOP)).page;
});

test("the focus and reflow checks find a control under a fixed bar and a page too wide", async () => {
  const probe = (await e2e.newPlayer("Probe", NARROW)).page;
  await probe.setContent(`<button id="a">seen</button><div style="height:2000px"></div>
    <button id="b" style="position:fixed;bottom:0">under</button><div style="position:fixed;bottom:0;left:0;right:0;height:80px;background:#000"></div>
    <div style="width:400px">wide</div>`); // 400 px and the body's 8 px margin
  expect(await focusCovered(probe)).toEqual(['focused but covered: button#b "under"']);
  expect(await reflowSlips(probe)).toEqual(["the page is 408 px wide at 320 px"]);
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
  for (const size of [PHONE, NARROW]) {
    await page.setViewportSize(size);
    expect([...(await focusCovered(page)), ...(await reflowSlips(page))]).toEqual([]);
  }
  await page.setViewportSize(LAPTOP);
  await page.click("#start");
  await waitForScreen(page, "game");
  zooCode = (await hookState(page))!.code;
  noneBlocking(from);
});

test("Space Zoo mid-game, its rules panel and its game menu have none", async () => {
  const from = reports.length;
  await play(page, "zoo", 3);
  // The canvas is a picture with a name that says where the same is in words (1.1.1).
  expect(await page.getByRole("img", { name: "Space Zoo board, drawn; the same table in words follows it" }).count()).toBe(1);
  expect(await checkBothSizes(page, "zoo mid-game")).toEqual([]);
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
  expect(await page.getByRole("img", { name: "Space Zoo board at this step, drawn; the log beside it says each step in words" }).count()).toBe(1);
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
  expect(await checkBothSizes(own, `${gameId} mid-game`)).toEqual([]);
  noneBlocking(from);
});
