/**
 * The post-game story in the browser (docs/client.md, "The post-game story"). Ana plays a whole
 * game of Space Zoo against a bot (her moves are the engine's bot choices, sent through the page's
 * test hook). The end screen then shows the final score breakdown with the numbers the shared
 * engine gives for the server's record (totals = the recorded result), one drawn uPlot chart per
 * measure, and the highlights; the replay page at /replay/CODE shows the same. Both are
 * photographed at 1280x800 and 390x844 (e2e/screenshots/story-*.png), fit the width, and write no
 * text smaller than 12 CSS pixels.
 */
import type { Page } from "playwright-core";
import { amount, gameStory, games, type AnyGame, type GameFile, type GameStoryReport } from "@space/shared";
import { randomFunction } from "@space/shared";
import { botGame } from "../shared/test/story/play";
import { SqliteGameStore } from "../server/src/store";
import path from "node:path";
import fs from "node:fs";
import { clientDir, hookState, startWithBots, useE2EServer, waitForScreen, type Player } from "./harness";
import { phoneSlips } from "./phone-checks";

const e2e = useE2EServer({ clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:") });
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const GAME = "zoo";

interface Seen {
  status: string;
  code: string;
  mySeat: number;
  moves: number;
  awaiting: number[];
  view: never;
}

type Hooked = { __tabletop: { state(): Seen; send(a: unknown): void } };

/** Plays Ana's seat with the engine's bot (decided here from her page's view) until the game ends. */
async function playToTheEnd(page: Page): Promise<string> {
  const engine = games[GAME]!;
  const rng = randomFunction("story-e2e");
  const end = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > end) throw new Error("the game did not end in time");
    const s = (await hookState(page)) as unknown as Seen;
    if (s.status === "ended") return s.code;
    if (s.awaiting.includes(s.mySeat)) {
      const action = engine.bot.choose(s.view, s.mySeat, rng);
      await page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), action);
    }
    await page.waitForFunction(([m, mine]) => {
      const now = (window as unknown as Hooked).__tabletop.state();
      return now.moves > m || now.status === "ended" || (!mine && now.awaiting.includes(now.mySeat));
    }, [s.moves, s.awaiting.includes(s.mySeat)] as const, { timeout: 10_000 });
  }
}

/** The breakdown table as numbers: rows by category id, then the totals row; one number per seat. */
function readBreakdown(page: Page, root: string): Promise<{ rows: Record<string, number[]>; totals: number[] }> {
  return page.$eval(`${root} #story-breakdown`, (table) => {
    const num = (td: Element) => Number((td.textContent ?? "").replace("−", "-"));
    const rows: Record<string, number[]> = {};
    for (const tr of Array.from(table.querySelectorAll("tbody tr"))) rows[(tr as HTMLElement).dataset.category!] = Array.from(tr.querySelectorAll("td")).map(num);
    const totals = Array.from(table.querySelectorAll("tfoot td")).map(num);
    return { rows, totals };
  });
}

/** Per chart: its measure and how many of its canvas pixels are painted in seat 0's and seat 1's line colours. */
function chartInk(page: Page, root: string): Promise<{ measure: string; seat0: number; seat1: number; painted: number; size: string }[]> {
  return page.$$eval(`${root} .story-chart`, (figures) => figures.map((figure) => {
    const canvas = figure.querySelector("canvas") as HTMLCanvasElement;
    const data = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height).data;
    const near = (i: number, rgb: number[]) => Math.abs(data[i] - rgb[0]) + Math.abs(data[i + 1] - rgb[1]) + Math.abs(data[i + 2] - rgb[2]) < 60;
    let seat0 = 0, seat1 = 0, painted = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) continue;
      painted++;
      if (near(i, [0x4c, 0xc9, 0xf0])) seat0++;
      if (near(i, [0xff, 0x9f, 0x43])) seat1++;
    }
    const box = canvas.getBoundingClientRect();
    return { measure: (figure as HTMLElement).dataset.measure!, seat0, seat1, painted, size: `${canvas.width}x${canvas.height} in ${Math.round(box.width)}x${Math.round(box.height)}` };
  }));
}

/** Text in the story smaller than 12 CSS px, and whether the page is wider than its viewport. */
function layoutProblems(page: Page, root: string): Promise<string[]> {
  return page.$eval(root, (el) => {
    const problems: string[] = [];
    for (const node of Array.from(el.querySelectorAll("#story *"))) {
      const own = Array.from(node.childNodes).some((c) => c.nodeType === Node.TEXT_NODE && (c.textContent ?? "").trim());
      const size = parseFloat(getComputedStyle(node).fontSize);
      if (own && (node as HTMLElement).offsetParent !== null && size < 12) problems.push(`${node.tagName} "${node.textContent}" is ${size}px`);
    }
    const scroller = document.scrollingElement!;
    if (scroller.scrollWidth > window.innerWidth + 1) {
      const wide = Array.from(document.querySelectorAll("body *")).filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 4).map((e) => `${e.tagName}#${e.id}.${(e as HTMLElement).className}`);
      problems.push(`the page is ${scroller.scrollWidth}px wide in a ${window.innerWidth}px window (${wide.join(", ")})`);
    }
    const story = el.querySelector("#story") as HTMLElement;
    if (story.getBoundingClientRect().right > window.innerWidth + 1) problems.push("the story runs past the right edge");
    return problems;
  });
}

/** Everything the story shows under `root` agrees with the engine's story of the record. */
async function expectStory(page: Page, root: string, expected: GameStoryReport, record: GameFile): Promise<void> {
  await page.waitForSelector(`${root} #story-breakdown`, { timeout: 20_000 });
  const shown = await readBreakdown(page, root);
  expect(shown.totals).toEqual(record.result.scores);
  expected.breakdown.categories.forEach((category, k) => {
    expect(shown.rows[category.id]).toEqual(expected.breakdown.perSeat.map((row) => row[k]));
  });
  // One chart per measure, each drawn: seat 0's and seat 1's lines are on the canvas. Where both
  // seats have the same values all game (both without ore, say), seat 1's line, drawn last, covers seat 0's.
  await page.waitForFunction(([r, n]) => document.querySelectorAll(`${r} .story-chart[data-drawn="true"]`).length === n,
    [root, expected.measures.length] as const, { timeout: 10_000 });
  const covered = (measure: string) => {
    const [seat0, seat1] = expected.series[measure];
    return seat0.every((v, i) => v === seat1[i]);
  };
  const missing = (c: Awaited<ReturnType<typeof chartInk>>[number]) => (c.seat0 <= 20 && !covered(c.measure)) || c.seat1 <= 20;
  // A chart that just followed its box's width redraws a moment later: read until the lines are there (at most 5 s).
  let ink = await chartInk(page, root);
  for (let waited = 0; waited < 5000 && ink.some(missing); waited += 250) {
    await page.waitForTimeout(250);
    ink = await chartInk(page, root);
  }
  expect(ink.map((c) => c.measure)).toEqual(expected.measures.map((m) => m.id));
  expect(ink.filter(missing)).toEqual([]);
  // The highlights, with the engine's numbers.
  const highlights = await page.$$eval(`${root} #story-highlights li`, (items) =>
    Object.fromEntries(items.map((li) => [(li as HTMLElement).dataset.highlight!, li.textContent ?? ""])));
  const { biggestGain, longestLead, closest } = expected.highlights;
  const score = expected.measures[0];
  const round = expected.roundLabel.toLowerCase();
  if (biggestGain) expect(highlights.gain).toContain(`${expected.names[biggestGain.seat]}: +${amount(score, biggestGain.amount)} in ${round} ${biggestGain.round}`);
  if (longestLead) expect(highlights.streak).toContain(`${expected.names[longestLead.seat]} led alone for ${longestLead.rounds} ${round}`);
  if (closest) expect(highlights.closest).toContain(`End of ${round} ${closest.round}`);
  expect(Object.keys(highlights).length).toBe([biggestGain, longestLead, closest].filter(Boolean).length);
}

/** What the window shows (the end screen covers the page and scrolls by itself): e2e/screenshots/NAME.png. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(__dirname, "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

let ana: Player;
let code = "";
let record: GameFile;
let expected: GameStoryReport;

/** CSP violations the page reported (the story adds uPlot and replays with zod: neither may need what the CSP refuses). */
const violations: string[] = [];

/** Every violation the page reports (none since colyseus.js's msgpackr is its no-eval build, client/vite.config.ts). */
async function reportViolations(page: Page): Promise<void> {
  page.on("console", (m) => {
    const seen = /^CSP violation: (.*)$/.exec(m.text());
    if (seen) violations.push(seen[1]);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
    });
  });
}

beforeAll(async () => {
  ana = await e2e.newPlayer("Ana", LAPTOP);
  await reportViolations(ana.page);
});

test("the end screen tells the story of the game: breakdown, charts and highlights from the record", async () => {
  const page = ana.page;
  await page.goto(e2e.origin());
  await startWithBots(page, "Ana", { game: GAME, seats: 2, bots: 1 });
  code = await playToTheEnd(page);
  await waitForScreen(page, "ended");
  await page.waitForSelector("#winner:not([hidden])");

  const response = await fetch(`${e2e.origin()}/api/records/${code}`);
  expect(response.status).toBe(200);
  record = (await response.json()) as GameFile;
  expected = gameStory(record, games[GAME] as AnyGame)!;
  expect(expected.breakdown.totals).toEqual(record.result.scores);

  await expectStory(page, "#winner", expected, record);
  expect(await layoutProblems(page, "#winner")).toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll("style").length)).toBe(0);
  expect(violations).toEqual([]);
  await page.$eval("#winner", (el) => (el.scrollTop = 0));
  await screenshot(page, "story-end-1280x800");
  await page.$eval("#story", (el) => el.scrollIntoView());
  await screenshot(page, "story-end-charts-1280x800");

  await page.setViewportSize(PHONE);
  await page.waitForFunction(() => Array.from(document.querySelectorAll(".story-plot canvas")).every((c) => (c as HTMLCanvasElement).getBoundingClientRect().width <= 390));
  expect(await layoutProblems(page, "#winner")).toEqual([]);
  await page.$eval("#winner", (el) => (el.scrollTop = 0));
  await screenshot(page, "story-end-390x844");
  await page.$eval("#story", (el) => el.scrollIntoView());
  await screenshot(page, "story-end-charts-390x844");
  expect(ana.errors).toEqual([]);
});

test("the replay page shows the same story", async () => {
  const page = ana.page;
  await page.click("#back-to-lobby");
  await waitForScreen(page, "lobby");
  await page.setViewportSize(LAPTOP);
  await page.goto(`${e2e.origin()}/replay/${code}`);
  await page.waitForSelector("#replay-screen[data-ready='true']", { timeout: 20_000 });
  await expectStory(page, "#replay-screen", expected, record);
  expect(await layoutProblems(page, "#replay-screen")).toEqual([]);
  // "The story" in the top bar scrolls to it.
  await page.click("#to-story");
  await page.waitForFunction(() => Math.abs(document.getElementById("story")!.getBoundingClientRect().top) < 200);
  await screenshot(page, "story-replay-1280x800");

  await page.setViewportSize(PHONE);
  await page.waitForFunction(() => Array.from(document.querySelectorAll(".story-plot canvas")).every((c) => (c as HTMLCanvasElement).getBoundingClientRect().width <= 390));
  expect(await layoutProblems(page, "#replay-screen")).toEqual([]);
  // The replay's board takes the table's phone layout: its prompt on top, nothing cut or small.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await phoneSlips(page)).toEqual([]);
  await screenshot(page, "replay-390x844");
  await page.$eval("#story", (el) => el.scrollIntoView());
  await screenshot(page, "story-replay-390x844");
  expect(ana.errors).toEqual([]);
});

test.each(["base", "cheeses"] as const)("%s: a game file opened at /replay tells its story in the game's own categories", async (gameId) => {
  const page = ana.page;
  await page.setViewportSize(LAPTOP);
  const file = botGame(games[gameId] as AnyGame, 3, `story-e2e-${gameId}`);
  const story = gameStory(file, games[gameId] as AnyGame)!;
  await page.goto(`${e2e.origin()}/replay`);
  await page.waitForSelector("#replay-file", { state: "attached" });
  await page.setInputFiles("#replay-file", { name: `${gameId}.json`, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(file)) });
  await page.waitForSelector("#replay-screen[data-ready='true']", { timeout: 30_000 });
  await expectStory(page, "#replay-screen", story, file);
  // The categories are the game's own, in its words.
  const categories = await page.$$eval("#story-breakdown tbody th", (ths) => ths.map((th) => th.textContent));
  expect(categories).toEqual(story.breakdown.categories.map((c) => c.label));
  expect(categories).toContain(gameId === "base" ? "Production" : "Market sales");
  expect(await layoutProblems(page, "#replay-screen")).toEqual([]);
  await page.$eval("#story", (el) => el.scrollIntoView());
  await screenshot(page, `story-replay-${gameId}-1280x800`);
  expect(ana.errors).toEqual([]);
});

test("no page broke the CSP (uPlot adds no <style>, the replays use no eval)", async () => {
  expect(violations).toEqual([]);
});
