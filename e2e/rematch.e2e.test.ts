import type { Page } from "playwright-core";
import { handGame } from "../server/test/fixtures/hand-game";
import { clientDir, hookState, meetInRoom, PHONE, screenshot, useE2EServer, waitForScreen, type HookState } from "./harness";

/** "Play again" (docs/client.md, "Screens"): from the end screen to the new table's waiting room. */
const e2e = useE2EServer({ extraGames: [handGame], clientDir, botDelayMs: 0 });

type Hooked = { __tabletop: { state(): { status: string; awaiting: number[]; mySeat: number; moves: number }; send(a: unknown): Promise<boolean> } };

/** Plays this page's seat of the hand game (its first card each time) until the game is over. */
async function playToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 40; step++) {
    await page.waitForFunction(() => {
      const s = (window as unknown as Hooked).__tabletop.state();
      return s.status === "ended" || s.awaiting.includes(s.mySeat);
    }, undefined, { timeout: 15000 });
    const state = (await hookState(page))! as HookState & { status: string };
    if (state.status === "ended") return;
    const view = state.view as { phase: string; private: { hand: number[] } };
    await page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), { type: view.phase, card: view.private.hand[0] });
    await page.waitForFunction((m) => (window as unknown as Hooked).__tabletop.state().moves > m, state.moves);
  }
  throw new Error("the game did not end");
}

/** The height and width of an element, in CSS pixels. */
async function sizeOf(page: Page, selector: string): Promise<{ width: number; height: number }> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
}

test("both players accept, the host starts the new table, and both land in its waiting room with the seats rotated", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo", PHONE, true);
  const code = await meetInRoom(e2e.origin(), ana, bo, "hand");
  await Promise.all([playToTheEnd(ana.page), playToTheEnd(bo.page)]);
  for (const p of [ana, bo]) {
    await waitForScreen(p.page, "ended");
    await p.page.waitForSelector("#rematch-yes", { state: "visible" });
  }
  // Only the host has the start, and it waits for the host's own "Play again".
  expect(await bo.page.locator("#rematch-start").isVisible()).toBe(false);
  expect(await ana.page.locator("#rematch-start").isDisabled()).toBe(true);
  // On a phone, full words and 44 px targets.
  expect(await bo.page.textContent("#rematch-yes")).toBe("Play again");
  expect(await bo.page.textContent("#rematch-no")).toBe("Not this time");
  for (const selector of ["#rematch-yes", "#rematch-no"]) expect((await sizeOf(bo.page, selector)).height).toBeGreaterThanOrEqual(44);

  await bo.page.click("#rematch-yes");
  await ana.page.waitForSelector("#rematch-answers li[data-seat='1'][data-answer='yes']");
  expect(await ana.page.textContent("#rematch-answers li[data-seat='1']")).toContain("plays again");
  await ana.page.click("#rematch-yes");
  await ana.page.waitForFunction(() => !(document.getElementById("rematch-start") as HTMLButtonElement).disabled);
  await bo.page.locator("#rematch").scrollIntoViewIfNeeded();
  await screenshot(bo.page, "rematch-phone", false);
  await screenshot(ana.page, "rematch-host", false);
  expect(await ana.page.textContent("#rematch-host label")).toContain("Bots for those who declined");
  await ana.page.click("#rematch-start");

  for (const p of [ana, bo]) await waitForScreen(p.page, "waiting");
  const [a, b] = [(await hookState(ana.page))!, (await hookState(bo.page))!];
  expect(a.code).not.toBe(code);
  expect(b.code).toBe(a.code);
  // Old seat 1 (Bo) sits first now; Ana, the host, last; each page holds its own seat with a new token.
  await ana.page.waitForFunction(() => (window as unknown as { __tabletop: { state(): HookState } }).__tabletop.state().seats.every((s) => s.connected));
  const seats = (await hookState(ana.page))!.seats.map((s) => [s.name, s.kind, s.host]);
  expect(seats).toEqual([["Bo", "human", false], ["Ana", "human", true]]);
  expect([a.mySeat, b.mySeat]).toEqual([1, 0]);
  expect(await ana.page.locator("#seats .seat[data-kind=human]").count()).toBe(2);
  expect(await ana.page.locator("#start").isEnabled()).toBe(true);
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});
