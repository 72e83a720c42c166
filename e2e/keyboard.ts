import type { Locator, Page } from "playwright-core";

/**
 * Steps of a keyboard-only player (docs/accessibility.md), reused by the keyboard browser tests of
 * every game: the page is driven with page.keyboard alone and read through the accessibility tree
 * (roles, accessible names, the live status lines), never through the canvas or the test hook.
 * The words are the English catalog's (the tests run in English).
 */

/** The table in words: the region under the board. */
export const tableRegion = (page: Page): Locator => page.getByRole("region", { name: "Table in words" });

/** The "Your moves" list's buttons. */
export const moveButtons = (page: Page): Locator => tableRegion(page).getByRole("list", { name: "Your moves" }).getByRole("button");

/** The command line (a combobox). */
export const commandBox = (page: Page): Locator => tableRegion(page).getByRole("combobox", { name: "Command" });

/** The words of every move offered now, as the buttons' accessible names. */
export async function movesNow(page: Page): Promise<string[]> {
  return (await moveButtons(page).allTextContents()).map((s) => s.trim());
}

/** Everything the table's lists and grids say now: an accepted move changes it even when the same decision comes back (Zoo's Funding goes round the table). */
export async function tableNow(page: Page): Promise<string> {
  return (await tableRegion(page).getByRole("list").or(tableRegion(page).getByRole("grid")).allTextContents()).join("\n");
}

/** The prompt heading of the table view ("" when there is none). */
export async function promptNow(page: Page): Promise<string> {
  const heading = tableRegion(page).getByRole("heading", { level: 2 });
  return (await heading.count()) && (await heading.isVisible()) ? ((await heading.textContent()) ?? "").trim() : "";
}

/** The table view's polite status line (answers of the command line): its last status. */
export async function statusNow(page: Page): Promise<string> {
  return ((await tableRegion(page).getByRole("status").last().textContent()) ?? "").trim();
}

/** The refusal beside the command line ("" when none): the view's first status. */
export async function refusalNow(page: Page): Promise<string> {
  return ((await tableRegion(page).getByRole("status").first().textContent()) ?? "").trim();
}

/** Whether `target` holds the keyboard focus (or, with `within`, something inside it does). */
export function focused(target: Locator, within = false): Promise<boolean> {
  return target.evaluate((el, inside) => (inside ? el.contains(document.activeElement) : el === document.activeElement), within);
}

/** Presses `key` until `done` (at most `max` presses); throws naming `what` when it never is. */
async function pressUntil(page: Page, key: string, done: () => Promise<boolean>, what: string, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await done()) return;
    await page.keyboard.press(key);
  }
  if (!(await done())) throw new Error(`${key} x${max} never reached ${what}`);
}

/** `/` (the shortcut) to the command line; already there, a `/` would be typed, so none. */
export async function toCommand(page: Page): Promise<void> {
  if (!(await focused(commandBox(page)))) await page.keyboard.press("/");
  if (!(await focused(commandBox(page)))) throw new Error("'/' did not reach the command line");
}

/** To the command line, the words typed, Enter: the move is sent when they match one move. */
export async function sendByCommand(page: Page, words: string): Promise<void> {
  await toCommand(page);
  await page.keyboard.type(words);
  await page.keyboard.press("Enter");
}

/** From the command line, Shift+Tab to "Your moves", Home, then ArrowDown to the button named `words`, and Enter. */
export async function sendFromMoves(page: Page, words: string): Promise<void> {
  await toCommand(page);
  await page.keyboard.press("Shift+Tab");
  const list = tableRegion(page).getByRole("list", { name: "Your moves" });
  if (!(await focused(list, true))) throw new Error("Shift+Tab from the command line did not reach Your moves");
  await page.keyboard.press("Home");
  const wanted = moveButtons(page).getByText(words, { exact: true });
  await pressUntil(page, "ArrowDown", () => focused(wanted), `the move "${words}"`, 200);
  await page.keyboard.press("Enter");
}

/**
 * `t` to the table, Tab to the list or grid named `section`, the arrows to the place whose name
 * starts with `place`, Enter to open its moves, Tab to the move `words`, Enter.
 */
export async function sendFromPlace(page: Page, section: string, place: string, words: string): Promise<void> {
  // In the command line a `t` is typed: leave it first.
  if (await focused(commandBox(page))) await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("t");
  const part = tableRegion(page).getByRole("list", { name: section }).or(tableRegion(page).getByRole("grid", { name: section }));
  await pressUntil(page, "Tab", () => focused(part, true), `the section "${section}"`, 20);
  await page.keyboard.press("Home");
  const cell = part.locator(":focus");
  await pressUntil(page, "ArrowDown", async () => ((await cell.textContent()) ?? "").startsWith(place), `the place "${place}"`, 40);
  await page.keyboard.press("Enter");
  const menu = tableRegion(page).getByRole("group", { name: /^Moves for / });
  await menu.waitFor({ state: "visible", timeout: 2000 });
  const button = menu.getByRole("button", { name: words, exact: true });
  await pressUntil(page, "Tab", () => focused(button), `the move "${words}" in the place's menu`, 20);
  await page.keyboard.press("Enter");
}

/** Whether the game is over as the table says it (its prompt). */
async function gameOver(page: Page): Promise<boolean> {
  return /^Game over/.test(await promptNow(page));
}

/**
 * Waits until the page offers moves (resolves true) or the game is over (false). The bots play
 * between; `ms` at most.
 */
export async function awaitTurn(page: Page, ms = 30_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await gameOver(page)) return false;
    if (await moveButtons(page).count()) return true;
    await page.waitForTimeout(40);
  }
  throw new Error(`no move offered and no end within ${ms} ms; the prompt says "${await promptNow(page)}"`);
}

/**
 * After a move was sent: waits until the moves, the prompt or the table changed from `before` (the
 * move was taken: true), or the view said it was held back while the last move waited for its
 * answer (false: decide again); throws with the engine's reason when it was refused.
 */
export async function awaitTaken(page: Page, before: { moves: string[]; prompt: string; table: string }, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const refusal = await refusalNow(page);
    if (refusal) throw new Error(refusal);
    if ((await promptNow(page)) !== before.prompt || (await movesNow(page)).join("\n") !== before.moves.join("\n")
      || (await tableNow(page)) !== before.table) return true;
    if ((await statusNow(page)).startsWith("Not sent")) return false;
    await page.waitForTimeout(30);
  }
  throw new Error(`the move was not taken within ${ms} ms (prompt "${before.prompt}"; moves now ${JSON.stringify(await movesNow(page))}; `
    + `the status says "${await statusNow(page)}")`);
}

/** The lobby's form by keyboard: each field focused by its label, options chosen with the arrow keys; one bot, then Start. */
export async function openRoomWithABot(page: Page, origin: string, gameId: string): Promise<void> {
  await page.goto(origin);
  const name = page.getByLabel("Your name", { exact: true });
  await name.focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Ana");
  const game = page.getByLabel("Game", { exact: true });
  await game.focus();
  for (let i = 0; i < 5 && (await game.inputValue()) !== gameId; i++) await page.keyboard.press("ArrowDown");
  expect(await game.inputValue()).toBe(gameId);
  const bots = page.getByLabel("Bots", { exact: true });
  await bots.focus();
  await page.keyboard.press("ArrowDown");
  expect(await bots.inputValue()).toBe("1");
  await page.getByRole("button", { name: "Create room" }).focus();
  await page.keyboard.press("Enter");
  const start = page.getByRole("button", { name: "Start game" });
  await start.waitFor();
  await start.focus();
  await page.keyboard.press("Enter");
}
