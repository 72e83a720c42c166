import type { Locator, Page } from "playwright-core";
import { clientDir, useE2EServer } from "./harness";
import { focused, movesNow, openRoomWithABot, refusalNow, tableRegion, toCommand } from "./keyboard";

/**
 * A whole game of Space Colony Cheeses with the keyboard alone (issue 42): Ana, against one bot,
 * opens the room from the lobby's form and plays every decision through the table in words and the
 * Dairy form, reading them only as a screen reader does (roles and accessible names): the map grid
 * for her Start-Up (arrow keys, Enter, the place's move), the command line ("/", typed words, the
 * arrows and Enter) for a dairy colony, the form's labelled field and Enter for her dairy, and Done
 * or the rules' default sale otherwise. No mouse, no canvas, no test hook. A fixed seed and instant
 * bots keep the game the same each run.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 0, fixedSeed: "e2e-keyboard-cheeses-1" });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The modules of a small dairy colony, in the order Ana builds them (one a turn). */
const PLAN = ["Processing Plant", "Barn", "Milk Storage", "Space Port"];


interface Table {
  page: Page;
  region: Locator;
  moves: Locator;
  map: Locator;
  /** The first line of "Turn and market": "Turn 3/15 · S2 Build". */
  turn: Locator;
  end: Locator;
}

function tableOf(page: Page): Table {
  const region = tableRegion(page);
  return {
    page, region,
    moves: region.getByRole("list", { name: "Your moves" }).getByRole("button"),
    map: region.getByRole("grid", { name: /^Map: octagons/ }),
    turn: region.getByRole("list", { name: "Turn and market" }).getByRole("listitem").first(),
    end: page.getByRole("dialog").getByRole("heading", { name: /win/ }),
  };
}

/** The words of this seat's moves now, once there are some and they held for 60 ms (a new state may redraw them twice); null at the end. */
async function nextMoves(t: Table, deadline: number): Promise<string[] | null> {
  for (;;) {
    if (await t.end.isVisible()) return null;
    const words = await movesNow(t.page);
    await sleep(60);
    if (words.length && words.join("\n") === (await movesNow(t.page)).join("\n")) return words;
    if (Date.now() > deadline) throw new Error("no moves came");
  }
}

/** The moves of the moment and the turn line: the next turn's build step may offer the very same moves. */
const moment = async (t: Table): Promise<string> => `${await t.turn.innerText()}\n${(await t.moves.allInnerTexts()).join("\n")}`;

/**
 * Until the moment is no longer `before` (the move went in: true); throws with the engine's reason on
 * a refusal; false after 5 s unchanged (a command that matched nothing: Escape clears it, decide again).
 */
async function moved(t: Table, before: string): Promise<boolean> {
  const deadline = Date.now() + 5_000;
  while ((await moment(t)) === before) {
    if (await t.end.isVisible()) return true;
    const refusal = await refusalNow(t.page);
    if (refusal) throw new Error(refusal);
    if (Date.now() > deadline) {
      await t.page.keyboard.press("Escape");
      return false;
    }
    await sleep(25);
  }
  return true;
}

/** Types `words` on the command line and sends the move they match (the first of several, with the arrow keys). */
async function command(t: Table, words: string, several: boolean): Promise<void> {
  await toCommand(t.page);
  await t.page.keyboard.press("Control+A");
  await t.page.keyboard.type(words);
  if (several) await t.page.keyboard.press("ArrowDown");
  await t.page.keyboard.press("Enter");
}

/** Tab from the table's first list to the map grid, then to (x,y) with the arrows; Enter opens its moves, Enter takes the first. */
async function onTheMap(t: Table, x: number, y: number, move: string): Promise<void> {
  const page = t.page;
  await page.keyboard.press("t");
  for (let i = 0; i < 10 && !(await focused(t.map, true)); i++) await page.keyboard.press("Tab");
  await page.keyboard.press("Control+Home");
  for (let i = 0; i < y; i++) await page.keyboard.press("ArrowDown");
  // Row y's cells step by 2 in x (octagons even, squares odd), from x = y mod 2.
  await page.keyboard.press("Home");
  for (let i = 0; i < Math.floor(x / 2); i++) await page.keyboard.press("ArrowRight");
  const cell = t.map.getByRole("gridcell", { name: new RegExp(`^\\(${x},${y}\\): empty`) });
  expect(await focused(cell)).toBe(true);
  await page.keyboard.press("Enter");
  const offered = page.getByRole("group", { name: `Moves for ${await cell.innerText()}` }).getByRole("button", { name: move });
  await offered.waitFor();
  expect(await focused(offered)).toBe(true);
  await page.keyboard.press("Enter");
}

/** The Dairy form by keyboard: the Milk field by its label, a number typed, Enter to submit. */
async function dairyInTheForm(page: Page, output: number): Promise<void> {
  const form = page.getByRole("region", { name: /^Dairy: / });
  const milk = form.getByLabel("Milk", { exact: true });
  await milk.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type(String(Math.min(output, 10)));
  await page.keyboard.press("Enter");
}

test("Ana plays a whole game of Space Colony Cheeses against a bot with the keyboard alone, reading the table in words", async () => {
  const ana = await e2e.newPlayer("Ana", { width: 1280, height: 900 }, false, true);
  const page = ana.page;
  const started = Date.now();
  await openRoomWithABot(page, e2e.origin(), "cheeses");
  const t = tableOf(page);
  const said = new Map<string, number>();
  let builtThisTurn = false;
  for (let n = 0; ; n++) {
    const words = await nextMoves(t, Date.now() + 20_000);
    if (!words) break;
    expect(n).toBeLessThan(200);
    const prompt = (await t.region.getByRole("heading", { level: 2 }).textContent()) ?? "";
    const before = await moment(t);
    const startUp = words.find((w) => w.startsWith("Build a Start-Up at "));
    const mine = (await t.region.getByRole("list", { name: "Your colony" }).getByRole("listitem").allInnerTexts()).join("\n");
    const wanted = PLAN.find((m) => !mine.includes(`: your ${m}`));
    let kind: string;
    if (startUp) {
      const [x, y] = /\((\d+),(\d+)\)/.exec(startUp)!.slice(1).map(Number);
      await onTheMap(t, x, y, startUp);
      kind = "start-up";
    } else if (words.includes("Done building")) {
      if (wanted && !builtThisTurn && words.some((w) => w.startsWith(`Build a ${wanted} at `))) {
        await command(t, `build ${wanted}`, true);
        kind = "build";
      } else {
        await command(t, "done building", false);
        kind = "done";
      }
    } else if (words[0].startsWith("Dairy: ")) {
      expect(prompt).toMatch(/^Dairy: split your output of \d+/);
      await dairyInTheForm(page, Number(/output of (\d+)/.exec(prompt)![1]));
      kind = "dairy form";
    } else if (words[0].startsWith("Sell ")) {
      // The rules' default sale is the first move offered.
      await command(t, "sell", true);
      kind = "sell";
    } else {
      await command(t, words[0], false);
      kind = words[0];
    }
    if (!(await moved(t, before))) continue;
    builtThisTurn = kind === "build";
    said.set(kind, (said.get(kind) ?? 0) + 1);
  }
  const counts = Object.fromEntries(said);
  console.log(`Space Colony Cheeses by keyboard: ${JSON.stringify(counts)} in ${Math.round((Date.now() - started) / 1000)} s`);
  expect(counts["start-up"]).toBe(1);
  expect(counts.build).toBeGreaterThanOrEqual(PLAN.length);
  expect(counts["dairy form"]).toBeGreaterThan(3);
  expect(counts.sell).toBeGreaterThan(0);
  expect(await t.end.innerText()).toMatch(/^(You win, Ana!|.+ wins!)$/);
  expect(ana.errors).toEqual([]);
}, 300_000);
