import type { Locator, Page } from "playwright-core";
import { clientDir, useE2EServer } from "./harness";
import { commandBox, focused, moveButtons, openRoomWithABot, refusalNow, tableRegion, toCommand } from "./keyboard";

/**
 * A whole game of Space Base with the keyboard alone (issue 42): Ana, against one bot, opens the
 * room from the lobby's form and plays every decision through the table in words beside the canvas,
 * reading it only as a screen reader does (roles and accessible names): the map grid for her
 * Outpost (arrow keys, Enter, the cell's move), then the command line ("/", typed words, the arrows
 * and Enter) for the rest (PLAN). No mouse, no canvas, no test hook. A fixed seed and instant bots keep the game the same each run.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 0, fixedSeed: "e2e-keyboard-base-1" });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


interface Table {
  page: Page;
  moves: Locator;
  /** The notes' first line: "Round 3 · Deck 40 cards · Discard 4" (a turn draws a card, so two turns never read the same). */
  round: Locator;
  end: Locator;
}

function tableOf(page: Page): Table {
  return {
    page,
    moves: moveButtons(page),
    round: tableRegion(page).getByRole("list", { name: "Game notes" }).getByRole("listitem").first(),
    end: page.getByRole("dialog").getByRole("heading", { name: /win/ }),
  };
}

const fingerprint = async (t: Table) => [await t.round.innerText(), ...(await t.moves.allInnerTexts())];

/**
 * The words of this seat's moves at its next decision (moves or round line not as `before`, the
 * same moves can come again a turn later); null when the game has ended.
 */
async function nextMoves(t: Table, before: string[], deadline: number): Promise<string[] | null> {
  for (;;) {
    if (await t.end.isVisible()) return null;
    const refusal = await refusalNow(t.page);
    if (refusal) throw new Error(refusal);
    const now = await fingerprint(t);
    // Held for a moment: the page may show a passing mix of two states (the public view and the hand arrive apart).
    if (now.length > 1 && now.join("\n") !== before.join("\n") && (await sleep(60), (await fingerprint(t)).join("\n") === now.join("\n"))) return now;
    if (Date.now() > deadline) throw new Error(`no new moves; still ${before.slice(0, 4).join(" | ")}`);
    await sleep(25);
  }
}

/**
 * Types `words` on the command line and sends the first move they match (the arrow key to it,
 * Enter). False when nothing was sent (the moves changed under the typing): the line is cleared.
 */
async function command(t: Table, words: string): Promise<boolean> {
  await toCommand(t.page);
  await t.page.keyboard.insertText(words);
  await t.page.keyboard.press("ArrowDown");
  await t.page.keyboard.press("Enter");
  if (!(await commandBox(t.page).inputValue())) return true;
  await t.page.keyboard.press("Escape");
  return false;
}

/**
 * What Ana does, first that applies: a card played rather than kept (a kept Control or Transfer
 * card, or damage, asks again every turn), one build a turn, then End turn or Pass.
 */
const PLAN: [start: string, typed: string][] = [
  ["Discard ", "discard"], ["Take ", "take"], ["Capture ", "capture"], ["Steal from ", "steal"],
  ["Move your ", "move"], ["Repair ", "repair"], ["Build ", "build"], ["End turn", "end turn"], ["Pass", "pass"],
];

/** On the map grid: from its first cell to (x,y) with the arrow keys, Enter for the cell's moves, Enter on the first. */
async function onTheMap(t: Table, x: number, y: number): Promise<void> {
  const page = t.page;
  await page.keyboard.press("t");
  await page.keyboard.press("Control+Home");
  for (let i = 1; i < x; i++) await page.keyboard.press("ArrowRight");
  for (let i = 1; i < y; i++) await page.keyboard.press("ArrowDown");
  const cell = page.getByRole("grid", { name: /^Map/ }).getByRole("gridcell", { name: new RegExp(`^\\(${x},${y}\\): empty`) });
  expect(await focused(cell)).toBe(true);
  await page.keyboard.press("Enter");
  const move = page.getByRole("group", { name: `Moves for ${await cell.innerText()}` }).getByRole("button", { name: `Place your Outpost at (${x},${y})` });
  await move.waitFor();
  await page.keyboard.press("Enter");
}

test("Ana plays a whole game of Space Base against a bot with the keyboard alone, reading the table in words", async () => {
  const ana = await e2e.newPlayer("Ana", { width: 1280, height: 900 }, false, true);
  const page = ana.page;
  const started = Date.now();
  await openRoomWithABot(page, e2e.origin(), "base");
  const t = tableOf(page);
  const said = new Map<string, number>();
  let seen: string[] | null = [];
  let built = false;
  for (let n = 0; ; n++) {
    seen = await nextMoves(t, seen ?? [], Date.now() + 20_000).catch((e: Error) => {
      throw new Error(`${e.message} (after ${JSON.stringify(Object.fromEntries(said))})`);
    });
    if (!seen) break;
    const words = seen.slice(1);
    expect(n).toBeLessThan(400);
    const outpost = words.find((w) => w.startsWith("Place your Outpost at "));
    let kind: string;
    if (outpost) {
      const [x, y] = /\((\d+),(\d+)\)/.exec(outpost)!.slice(1).map(Number);
      await onTheMap(t, x, y);
      kind = "outpost";
    } else {
      const [start, typed] = PLAN.find(([w]) => words.some((m) => m.startsWith(w)) && !(built && w === "Build "))!;
      if (!(await command(t, typed))) {
        seen = [];
        continue;
      }
      kind = start.trim();
    }
    built = kind === "Build";
    said.set(kind, (said.get(kind) ?? 0) + 1);
  }
  const counts = Object.fromEntries(said);
  console.log(`Space Base by keyboard: ${JSON.stringify(counts)} in ${Math.round((Date.now() - started) / 1000)} s`);
  expect(counts.outpost).toBe(1);
  expect(counts.Build).toBeGreaterThan(3);
  expect(await t.end.innerText()).toMatch(/^(You win, Ana!|.+ wins!)$/);
  expect(ana.errors).toEqual([]);
}, 300_000);
