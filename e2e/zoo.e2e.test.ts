import type { Page } from "playwright-core";
import { games } from "@space/shared";
import type { ZooAction } from "@space/shared/zoo";
import { clickSpace as clickSpaceInView, clientDir, meetInRoom, PHONE, screenshot, useE2EServer, type Hooked } from "./harness";
import { seen, spacesFor } from "./zoo-clicks";

/**
 * Space Zoo in the browser: Ana creates a room, Bo joins by code, and they play one full turn
 * by clicking the board canvas at the spaces the test hook names (so Pixi's hit-testing runs).
 */

const zoo = games.zoo!;
const e2e = useE2EServer({ clientDir, botDelayMs: 50 });

/**
 * Clicks a board space where the board registered it for the test hook (brought into view first:
 * the phone's board is taller than the screen), or the phone's prompt-bar button of that id.
 */
async function clickSpace(page: Page, id: string): Promise<void> {
  await clickSpaceInView(page, id, 5000);
}

async function waitForMoves(page: Page, moves: number): Promise<void> {
  await page.waitForFunction((n) => ((window as unknown as { __tabletop: { state(): { moves: number } | null } }).__tabletop.state()?.moves ?? 0) >= n, moves, { timeout: 10000 });
}

/** The action this test plays from the legal ones: the biggest placement, otherwise anything but passing. */
function pickAction(legal: ZooAction[]): ZooAction {
  const places = legal.filter((a): a is Extract<ZooAction, { type: "place" }> => a.type === "place");
  if (places.length) return places.reduce((a, b) => (b.planets.length > a.planets.length ? b : a));
  return legal.find((a) => a.type !== "pass") ?? legal[0];
}

test("Ana and Bo play a full turn of Space Zoo by clicking the board", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo", PHONE);
  await meetInRoom(e2e.origin(), ana, bo, "zoo");
  for (const p of [ana.page, bo.page]) {
    await p.waitForFunction(() => Boolean((window as unknown as { __tabletop: { spaceCenter?: unknown } }).__tabletop.spaceCenter));
  }
  // Every planet shows its sale price, at the laptop and at the phone size, inside the board.
  for (const p of [ana.page, bo.page]) {
    const planets = (await seen(p)).view.planets.map((x) => x.id);
    expect(planets.length).toBeGreaterThan(0);
    const prices = await p.evaluate((ids) => ids.map((id) => (window as unknown as Hooked).__tabletop.spaceCenter!(`price:${id}`)), planets);
    const size = p.viewportSize()!;
    for (const c of prices) {
      expect(c).not.toBeNull();
      expect(c!.x).toBeGreaterThan(0);
      expect(c!.x).toBeLessThan(size.width);
    }
  }
  const pages = new Map<number, Page>();
  for (const p of [ana.page, bo.page]) pages.set((await seen(p)).seat, p);
  expect([...pages.keys()].sort()).toEqual([0, 1]);
  const anaSeat = (await seen(ana.page)).seat;
  const boSeat = 1 - anaSeat;

  // Selection: Ana plays Expand, Bo plays Research, each by clicking the card in their hand.
  const plan: Record<number, ZooAction> = { [anaSeat]: { type: "choose", phase: "expand" }, [boSeat]: { type: "choose", phase: "research" } };
  let placed: string[] = [];
  let bought = false;
  for (let step = 0; step < 20; step++) {
    const now = await seen(ana.page);
    if (now.view.turn > 1) break;
    const seat = now.awaiting[0];
    const page = pages.get(seat)!;
    const mine = await seen(page);
    const legal = zoo.legalActionsInView(mine.view, seat) as ZooAction[];
    const action = mine.view.stage === "select" ? plan[seat] : pickAction(legal);
    expect(legal).toContainEqual(action);
    const clicks = spacesFor(action);
    for (const id of clicks) {
      await clickSpace(page, id);
      if (id.startsWith("planet:") && action.type === "place") {
        // The pick is shown (and the confirm button counts it) before anything is sent.
        await page.waitForTimeout(150);
        expect((await seen(page)).moves).toBe(mine.moves);
        await screenshot(page, "zoo-expand-picked");
      }
    }
    if (action.type === "place") placed = action.planets;
    if (action.type === "buy") bought = true;
    await waitForMoves(ana.page, mine.moves + 1);
    await waitForMoves(bo.page, mine.moves + 1);
  }

  const end = await seen(bo.page);
  expect(end.view.turn).toBe(2);
  expect(end.view.stage).toBe("select");
  // The turn did what was clicked: Ana's camp went to the picked planet, Bo bought a research card.
  expect(placed.length).toBe(1);
  expect(end.view.planets.find((p) => p.id === placed[0])?.camps).toEqual([anaSeat]);
  expect(bought).toBe(true);
  expect(end.view.players[boSeat].research.length).toBe(1);
  expect(end.view.players.map((p) => p.locked)).toEqual(anaSeat === 0 ? ["expand", "research"] : ["research", "expand"]);

  // The locked card cannot be clicked: nothing is sent.
  const before = (await seen(ana.page)).moves;
  await clickSpace(ana.page, "card:expand");
  await ana.page.waitForTimeout(300);
  expect((await seen(ana.page)).moves).toBe(before);

  await ana.page.locator("#board-canvas").screenshot({ path: `${__dirname}/screenshots/zoo-board.png` });
  await screenshot(bo.page, "zoo-board-phone");

  // The board lays itself out again when the window changes size.
  const centre = () => ana.page.evaluate(() => (window as unknown as { __tabletop: { spaceCenter?(s: string): { x: number; y: number } | null } }).__tabletop.spaceCenter?.("card:mining") ?? null);
  const wide = await centre();
  await ana.page.setViewportSize({ width: 390, height: 844 });
  await ana.page.waitForFunction((x) => {
    const p = (window as unknown as { __tabletop: { spaceCenter?(s: string): { x: number } | null } }).__tabletop.spaceCenter?.("card:mining");
    return Boolean(p && p.x !== x);
  }, wide!.x);
  // On a phone Zoo takes its phone layout (docs/boards/zoo.md, "Layout"): the card is a tile
  // inside the screen's width, at least 44x44, and a player scrolls it into view before tapping it.
  const narrow = (await ana.page.evaluate(() => (window as unknown as Hooked).__tabletop.spaceCenter?.("card:mining") ?? null)) as { x: number; w?: number; h?: number };
  expect(narrow.x).toBeLessThan(390);
  expect(narrow.w).toBeGreaterThanOrEqual(44);
  expect(narrow.h).toBeGreaterThanOrEqual(44);
  await clickSpaceInView(ana.page, "card:mining");
  await waitForMoves(bo.page, before + 1);
  expect((await seen(bo.page)).view.submitted).toEqual([anaSeat]);
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});
