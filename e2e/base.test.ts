/**
 * Space Base in the browser: Ana (desktop) creates a room, Bo (phone-sized) joins by code, both
 * place their Outposts and build a site by real clicks on the canvas (a hand card, then a
 * highlighted space) at the positions the board gives the test hook (on the phone, first a hand
 * tile opens its card sheet, and Whole grid / Zoom in change the cells); the board is saved as
 * screenshots (e2e/screenshots/base-board.png and base-phone.png).
 *
 * The client build must have the base board registered (`boards.base = baseBoard`);
 * BASE_CLIENT_DIR may point to another build of the client (see docs/boards/base.md).
 */
import { base as engine, CARDS } from "@space/shared/base";
import type { BaseAction, BaseView } from "@space/shared/base";
import { clientDir, hookState, meetInRoom, PHONE, screenshot, useE2EServer, waitForMoves, type Hooked, type Player } from "./harness";
import { bringToView, tap } from "./base-clicks";

const e2e = useE2EServer({ clientDir: process.env.BASE_CLIENT_DIR ?? clientDir, botDelayMs: 50 });

interface Seen {
  view: BaseView;
  seat: number;
  moves: number;
  awaiting: number[];
}


async function seen(p: Player): Promise<Seen> {
  const s = (await hookState(p.page)) as unknown as { view: BaseView; mySeat: number; moves: number; awaiting: number[] };
  return { view: s.view, seat: s.mySeat, moves: s.moves, awaiting: s.awaiting };
}

const spaceId = (at: { x: number; y: number }) => `space:${at.x},${at.y}`;

/** A small screenshot around a space's centre. */
async function spaceImage(p: Player, id: string): Promise<Buffer> {
  const c = (await p.page.evaluate((i) => (window as unknown as Hooked).__tabletop.spaceCenter!(i), id))!;
  return p.page.screenshot({ clip: { x: c.x - 8, y: c.y - 8, width: 16, height: 16 } });
}

/** Whose page must act now (waits until one does). */
async function awaited(players: Player[]): Promise<{ p: Player; s: Seen }> {
  const end = Date.now() + 15000;
  while (Date.now() < end) {
    for (const p of players) {
      const s = await seen(p);
      if (s.awaiting.includes(s.seat)) return { p, s };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("nobody is awaited");
}

/** Picks a site card from the hand, then a highlighted space; checks the site landed there as this player's. */
async function buildOne(p: Player, s: Seen): Promise<BaseAction & { type: "build" }> {
  const builds = engine.legalActionsInView(s.view, s.seat).filter((a): a is Extract<BaseAction, { type: "build" }> => a.type === "build");
  expect(builds.length).toBeGreaterThan(0);
  const choice = builds.find((a) => a.card !== "volcano") ?? builds[0];
  // The target space lights up once the card is picked (compared pixel for pixel around its centre;
  // first let this turn's meteor animation finish so only the highlight can change the pixels).
  // (On a phone the space is brought into view first, and again after the pick, which may scroll.)
  await p.page.waitForTimeout(1700);
  await bringToView(p.page, spaceId(choice.at));
  const before = await spaceImage(p, spaceId(choice.at));
  await tap(p.page, `card:${choice.card}`);
  await p.page.waitForTimeout(150);
  await bringToView(p.page, spaceId(choice.at));
  expect((await spaceImage(p, spaceId(choice.at))).equals(before)).toBe(false);
  await tap(p.page, spaceId(choice.at));
  await waitForMoves(p.page, s.moves, 10000);
  const after = await seen(p);
  expect(after.view.sites.find((x) => x.x === choice.at.x && x.y === choice.at.y))
    .toMatchObject({ card: choice.card, owner: choice.card === "volcano" ? null : s.seat });
  return choice;
}

/** On the phone: a hand tile opens the card's full text in a sheet; Whole grid shrinks the 44 px cells and Zoom in brings them back. */
async function phoneExtras(p: Player): Promise<void> {
  const { view } = await seen(p);
  const first = view.private!.hand[0];
  await tap(p.page, "hand:0");
  const sheet = p.page.locator("#base-card-sheet");
  await sheet.waitFor({ state: "visible" });
  expect(await sheet.locator("h3").textContent()).toBe(CARDS[first].name);
  await p.page.click("#base-card-sheet-close");
  await sheet.waitFor({ state: "hidden" });
  const cell = () => p.page.evaluate(() => (window as unknown as Hooked).__tabletop.spaceCenter!("space:5,5") as { w?: number });
  expect((await cell()).w).toBeGreaterThanOrEqual(44);
  await tap(p.page, "zoom");
  expect((await cell()).w).toBeLessThan(44);
  await tap(p.page, "zoom");
  expect((await cell()).w).toBeGreaterThanOrEqual(44);
}

test("two players place Outposts and build by clicking a hand card, then a highlighted space", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo", PHONE);
  await meetInRoom(e2e.origin(), ana, bo, "base");
  const players = [ana, bo];
  await phoneExtras(bo);

  // Setup: each places the Outpost on a highlighted space of their corner zone.
  for (let i = 0; i < 2; i++) {
    const { p, s } = await awaited(players);
    expect(s.view.phase).toBe("outpost");
    const spot = engine.legalActionsInView(s.view, s.seat).find((a) => a.type === "placeOutpost") as Extract<BaseAction, { type: "placeOutpost" }>;
    await tap(p.page, spaceId(spot.at));
    await waitForMoves(p.page, s.moves, 10000);
    expect((await seen(p)).view.sites).toContainEqual(expect.objectContaining({ card: "outpost", owner: s.seat, x: spot.at.x, y: spot.at.y }));
  }

  // Turns: pass every decision until each player has built one site in their Build phase.
  const built = new Set<Player>();
  for (let guard = 0; built.size < 2 && guard < 40; guard++) {
    const { p, s } = await awaited(players);
    const legal = engine.legalActionsInView(s.view, s.seat);
    if (s.view.phase === "build" && !built.has(p) && legal.some((a) => a.type === "build")) {
      await buildOne(p, s);
      built.add(p);
      continue;
    }
    if (s.view.phase === "discard") {
      // The discard is a draft: the rules' default picks, then Discard sends them.
      await p.page.click("#base-discard-default");
      await p.page.click("#base-discard-confirm");
    }
    else await tap(p.page, "pass");
    await waitForMoves(p.page, s.moves, 10000);
  }
  expect(built.size).toBe(2);

  for (const p of players) await p.page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(ana.page, "base-board");
  await screenshot(bo.page, "base-phone");
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});
