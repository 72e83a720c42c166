/**
 * The story page's turning points in the browser (docs/learning.md, "Turning points", "On the story
 * page"), the client's part: the replay page at /replay/CODE asks `GET /api/records/CODE/analysis`,
 * shows the progress while the server works, then the chance chart (drawn, labelled) and each
 * player's best and worst decisions in words; "Show on the board" takes the replay to the step just
 * before a decision; it stops asking once done; "failed" is a short line, "off" shows nothing. The
 * record and the analysis are this test's (a Space Zoo bot game and its real `turningPoints`), given
 * to the page by playwright in place of the server, so the test does not hang on the server's
 * analysis queue. At 1280x800 and 390x844 (e2e/screenshots/turning-points-*.png).
 */
import type { Page, Route } from "playwright-core";
import { games, turningPoints, type AnalysisReply, type AnyGame, type GameFile, type TurningPoints } from "@space/shared";
import { SqliteGameStore } from "../server/src/store";
import path from "node:path";
import { clientDir, screenshot, useE2EServer, type Player } from "./harness";
import { botGameFile } from "./replay-files";

jest.setTimeout(60_000);

const e2e = useE2EServer({ clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:") });
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let ana: Player;
let file: GameFile;
let analysis: TurningPoints;
/** What the fake analysis route answers, in turn (the last one again and again), and how often it was asked. */
let replies: AnalysisReply[] = [];
let asked = 0;

async function serve(page: Page): Promise<void> {
  await page.route(`**/api/records/${file.code}`, (route: Route) => route.fulfill({ json: file }));
  await page.route(`**/api/records/${file.code}/analysis`, (route: Route) =>
    route.fulfill({ json: replies[Math.min(asked++, replies.length - 1)] }));
}

async function open(page: Page, script: AnalysisReply[]): Promise<void> {
  replies = script;
  asked = 0;
  await page.goto(`${e2e.origin()}/replay/${file.code}`);
  await page.waitForSelector("#replay-screen[data-ready='true'] #story", { timeout: 20_000 });
}

/** Text under 12 CSS px in the turning points, and whether the page is wider than its window. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const node of Array.from(document.querySelectorAll("#turning-points *"))) {
      const own = Array.from(node.childNodes).some((c) => c.nodeType === Node.TEXT_NODE && (c.textContent ?? "").trim());
      const size = parseFloat(getComputedStyle(node).fontSize);
      if (own && (node as HTMLElement).offsetParent !== null && size < 12) problems.push(`${node.tagName} "${node.textContent}" is ${size}px`);
    }
    if (document.scrollingElement!.scrollWidth > window.innerWidth + 1) problems.push(`the page is ${document.scrollingElement!.scrollWidth}px wide`);
    const box = document.getElementById("turning-points")!.getBoundingClientRect();
    if (box.right > window.innerWidth + 1) problems.push("the turning points run past the right edge");
    return problems;
  });
}

beforeAll(async () => {
  file = await botGameFile("zoo", "turning-e2e");
  analysis = turningPoints(games.zoo as AnyGame, 2, file.fairness.seed, file.actions, { iterations: 2, seed: "e2e" });
  ana = await e2e.newPlayer("Ana", LAPTOP);
  await serve(ana.page);
});

test("progress while the server works, then the chart and each player's decisions in words; a decision's button shows the board before it", async () => {
  const page = ana.page;
  const total = file.actions.length;
  await open(page, [{ status: "queued" }, { status: "running", done: 12, total }, { status: "done", analysis }]);
  await page.waitForSelector("#turning-points[data-status='queued'] progress:not([value])");
  await page.waitForSelector("#turning-points[data-status='running'] progress[value='12']", { timeout: 12_000 });
  expect(await page.textContent("#turning-progress-text")).toBe(`Working out the turning points… 12 of ${total} decisions`);

  await page.waitForSelector("#turning-chart[data-drawn='true']", { timeout: 12_000 });
  expect(await page.getAttribute("#turning-chart .story-plot", "aria-label")).toMatch(/^Chart of each player's chance to win/);
  expect(await page.$$eval("#turning-chart .u-legend .u-series th", (ths) => ths.map((th) => th.textContent?.trim()))).toEqual(["Decision", "Ana", "Bo"]);
  const players = await page.$$eval("#turning-moments .turning-player", (sections) => sections.map((s) => ({
    name: s.querySelector("h4")?.textContent,
    best: Array.from(s.querySelectorAll(".turning-best li .turning-move")).map((li) => li.textContent ?? ""),
    worst: Array.from(s.querySelectorAll(".turning-worst li")).map((li) => ({
      move: li.querySelector(".turning-move")?.textContent ?? "", instead: li.querySelector(".turning-instead")?.textContent ?? "" })),
  })));
  expect(players.map((p) => p.name)).toEqual(["Ana", "Bo"]);
  players.forEach((p, seat) => {
    expect(p.best).toHaveLength(analysis.best[seat].length);
    expect(p.worst).toHaveLength(analysis.worst[seat].length);
    analysis.best[seat].forEach((m, k) => expect(p.best[k]).toMatch(new RegExp(`^Decision ${m.decision + 1}: \\S.* — ${Math.round(m.before * 100)}%\u00a0→\u00a0${Math.round(m.after * 100)}%$`)));
    for (const w of p.worst) expect(w.instead).toMatch(/^A strong player would have (chosen: \S|made the same choice)/);
  });
  expect(players.flatMap((p) => [...p.best, ...p.worst.map((w) => w.move)]).length).toBeGreaterThan(0);
  expect(await layoutProblems(page)).toEqual([]);
  await page.$eval("#turning-points", (el) => el.scrollIntoView());
  await screenshot(page, "turning-points-1280x800", false);

  // Settled: no more asking.
  const asks = asked;
  await page.waitForTimeout(2500);
  expect(asked).toBe(asks);

  // By keyboard: the chart is a stop, then the first decision's button takes the board to just before it.
  const first = page.locator("#turning-moments .turning-show").first();
  const decision = Number(await first.evaluate((b) => (b.closest("li") as HTMLElement).dataset.decision));
  await first.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((d) => document.getElementById("replay-screen")!.dataset.step === String(d), decision);

  await page.setViewportSize(PHONE);
  await page.waitForFunction(() => (document.querySelector("#turning-chart canvas") as HTMLCanvasElement).getBoundingClientRect().width <= 390);
  expect(await layoutProblems(page)).toEqual([]);
  // The whole section, however tall it is on a phone.
  await page.locator("#turning-points").screenshot({ path: path.resolve(__dirname, "screenshots/turning-points-390x844.png") });
  await page.setViewportSize(LAPTOP);
});

test("a failed analysis is a short line; a server that does not analyse games shows nothing", async () => {
  const page = ana.page;
  await open(page, [{ status: "failed" }]);
  await page.waitForSelector("#turning-points[data-status='failed'] #turning-problem");
  expect(await page.textContent("#turning-problem")).toBe("The turning points of this game could not be worked out.");

  await open(page, [{ status: "off" }]);
  await page.waitForSelector("#turning-points[data-status='off']", { state: "attached" });
  expect(await page.isVisible("#turning-points")).toBe(false);
  await page.waitForTimeout(2500);
  expect(asked).toBe(1);
});
