import type { Page } from "playwright-core";
import { games } from "@space/shared";
import type { ZooAction, ZooView } from "@space/shared/zoo";
import { clickSpace, clientDir, meetInRoom, useE2EServer } from "./harness";
import { seen } from "./zoo-clicks";

/**
 * Undo before commit (docs/client.md, "Undo before commit"): Space Zoo's Expand placement is a
 * draft on the page. Ana picks a planet, takes it back with Undo (nothing is sent), picks again
 * and confirms: only then does the camp land, on the planet of the confirmed draft.
 */
const zoo = games.zoo!;
const e2e = useE2EServer({ clientDir, botDelayMs: 50 });

type Hooked = { __tabletop: { send(a: unknown): void; boardTexts?(): { text: string }[]; state(): { moves: number } | null } };

const texts = (page: Page): Promise<string[]> =>
  page.evaluate(() => ((window as unknown as Hooked).__tabletop.boardTexts?.() ?? []).map((t) => t.text));

async function waitForText(page: Page, text: string, present = true): Promise<void> {
  await page.waitForFunction(([t, want]) => ((window as unknown as Hooked).__tabletop.boardTexts?.() ?? []).some((x) => x.text === t) === want,
    [text, present] as const, { timeout: 5000 });
}

async function waitForMoves(page: Page, n: number): Promise<void> {
  await page.waitForFunction((m) => ((window as unknown as Hooked).__tabletop.state()?.moves ?? 0) >= m, n, { timeout: 10000 });
}

test("Space Zoo: a camp picked for Expand is taken back with Undo before anything is sent", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  await meetInRoom(e2e.origin(), ana, bo, "zoo");
  const pages = new Map<number, Page>();
  for (const p of [ana.page, bo.page]) pages.set((await seen(p)).seat, p);
  const anaSeat = (await seen(ana.page)).seat;
  const plan: Record<number, ZooAction> = { [anaSeat]: { type: "choose", phase: "expand" }, [1 - anaSeat]: { type: "choose", phase: "research" } };

  let undone = false;
  let placed: string[] = [];
  for (let step = 0; step < 20 && !placed.length; step++) {
    const now = await seen(ana.page);
    const seat = now.awaiting[0];
    const page = pages.get(seat)!;
    const mine = await seen(page);
    const legal = zoo.legalActionsInView(mine.view, seat) as ZooAction[];
    const place = legal.filter((a): a is Extract<ZooAction, { type: "place" }> => a.type === "place").find((a) => a.planets.length === 1);
    if (seat === anaSeat && place) {
      const planet = place.planets[0];
      await clickSpace(page, `planet:${planet}`);
      await waitForText(page, "Place 1 camp");
      expect(await texts(page)).toContain("Undo");
      // Undo: the pick goes, the button with it, and the server heard nothing.
      await clickSpace(page, "undo");
      await waitForText(page, "Place no camp");
      expect(await texts(page)).not.toContain("Undo");
      await page.waitForTimeout(300);
      expect((await seen(page)).moves).toBe(mine.moves);
      expect((await seen(page)).view.planets.find((p) => p.id === planet)?.camps).toEqual([]);
      undone = true;
      // Picked again and confirmed: now it is sent.
      await clickSpace(page, `planet:${planet}`);
      await waitForText(page, "Place 1 camp");
      await clickSpace(page, "confirm");
      placed = [planet];
    } else {
      const action = mine.view.stage === "select" ? plan[seat] : legal.find((a) => a.type !== "pass") ?? legal[0];
      await page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), action);
    }
    await waitForMoves(ana.page, mine.moves + 1);
  }
  expect(undone).toBe(true);
  await bo.page.waitForFunction((id) => {
    const s = (window as unknown as { __tabletop: { state(): { view: ZooView } } }).__tabletop.state();
    return (s.view.planets.find((p) => p.id === id)?.camps.length ?? 0) === 1;
  }, placed[0], { timeout: 10000 });
  expect((await seen(bo.page)).view.planets.find((p) => p.id === placed[0])?.camps).toEqual([anaSeat]);
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});
