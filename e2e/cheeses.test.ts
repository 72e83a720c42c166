/**
 * Space Colony Cheeses in the browser: two pages meet by code, build their colonies by real clicks
 * on the board (the palette, then a highlighted space), split their dairy output in the DOM form,
 * and the map is saved as screenshots (desktop and phone).
 *
 * The client build must have the cheeses board registered (`boards.cheeses = cheesesBoard`);
 * CHEESES_CLIENT_DIR may point to another build of the client.
 */
import { cheeses } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView } from "@space/shared/cheeses";
import { clientDir, hookState, meetInRoom, PHONE, screenshot, useE2EServer, clickSpace, waitForMoves, type Hooked, type Player } from "./harness";
import { tap, tapSpace } from "./cheeses-clicks";

// A fixed seed: with a random one, a game whose barns stayed sick past turn 5 left nobody a dairy
// decision in the turns this test plays (it failed CI once so, 2026-11-28).
const e2e = useE2EServer({ games: [cheeses as never], clientDir: process.env.CHEESES_CLIENT_DIR ?? clientDir, botDelayMs: 50, fixedSeed: "e2e-cheeses-1" });


async function state(p: Player): Promise<{ view: CheesesView; seat: number; moves: number }> {
  const s = (await hookState(p.page))! as unknown as { view: CheesesView; mySeat: number; moves: number };
  return { view: s.view, seat: s.mySeat, moves: s.moves };
}

async function waitUntilAwaited(p: Player): Promise<void> {
  try {
    await p.page.waitForFunction(() => {
      const s = (window as unknown as Hooked).__tabletop.state();
      return s.awaiting.includes(s.mySeat);
    }, undefined, { timeout: 15000 });
  } catch (e) {
    await screenshot(p.page, `cheeses-failed-${p.name}`);
    throw new Error(`${p.name} was never awaited (page errors: ${p.errors.join("; ") || "none"}): ${String(e)}`);
  }
}

/** Chooses `module` in the palette, then clicks a space the engine allows for it; checks the module landed there. */
async function build(p: Player, module: string, prefer: (a: { x: number; y: number }) => number = () => 0): Promise<void> {
  await waitUntilAwaited(p);
  const before = await state(p);
  const options = cheeses.legalActionsInView(before.view, before.seat)
    .filter((a): a is Extract<CheesesAction, { type: "build" }> => a.type === "build" && a.module === module)
    .sort((a, b) => prefer(a) - prefer(b));
  expect(options.length).toBeGreaterThan(0);
  await tap(p.page, `module:${module}`);
  const target = options[0];
  // On the phone, as a player would: zoomed and scrolled to the space first.
  await tapSpace(p.page, `${target.x},${target.y}`);
  await waitForMoves(p.page, before.moves);
  const after = await state(p);
  const placed = after.view.modules.find((m) => m.x === target.x && m.y === target.y);
  expect(placed).toMatchObject({ owner: before.seat, type: module });
}

/** The page the game waits for next (polls both; bots are not involved here). */
async function nextAwaited(players: Player[]): Promise<Player> {
  for (let i = 0; i < 300; i++) {
    for (const p of players) {
      const s = (await hookState(p.page)) as unknown as { awaiting: number[]; mySeat: number };
      if (s.awaiting.includes(s.mySeat)) return p;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("nobody is awaited");
}

async function pass(p: Player): Promise<void> {
  const before = await state(p);
  await tap(p.page, "pass");
  await waitForMoves(p.page, before.moves);
}

test("two players build by clicking the map and split their dairy in the form", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo", PHONE);
  await meetInRoom(e2e.origin(), ana, bo, "cheeses");

  const first = await state(ana);
  const order = first.view.order.map((seat) => (seat === first.seat ? ana : bo));
  // Building is done on the map: no decision is open, so no empty box stands above the players.
  expect(await ana.page.isVisible("#board-decision")).toBe(false);
  // The first player settles in the top-left, the second far away in the bottom-right.
  const corner = [(a: { x: number; y: number }) => a.x + a.y, (a: { x: number; y: number }) => -(a.x + a.y)];

  // Turn 1: Start-Up, Processing Plant and Barn, each by clicking the palette and then the map.
  for (const [i, p] of order.entries()) {
    const near = (a: { x: number; y: number }) => corner[i](a) + (a.x % 2 === 0 ? 0 : 0.5);
    await build(p, "startUp", (a) => near(a) + (a.x < 2 || a.y < 2 || a.x > 20 || a.y > 12 ? 100 : 0));
    await build(p, "processingPlant", near);
    await build(p, "barn", near);
  }

  // Turn 2: a Milk Storage next to the plant gives a dairy decision (a simultaneous step) to
  // every player whose barn is healthy.
  for (const [i, p] of order.entries()) {
    await build(p, "milkStorage", corner[i]);
    await pass(p);
  }
  let forms = 0;
  for (let guard = 0; guard < 30 && forms === 0; guard++) {
    const p = await nextAwaited(order);
    const s = await state(p);
    if (s.view.step !== "dairy") {
      // A sick barn may leave nobody with a dairy decision this turn: play on to the next one.
      expect(s.view.turn).toBeLessThanOrEqual(5);
      if (["move", "build", "law"].includes(s.view.step)) await pass(p);
      else {
        await p.page.locator("#cheeses-submit").scrollIntoViewIfNeeded();
        await clickSpace(p.page, "submit");
        await waitForMoves(p.page, s.moves);
      }
      continue;
    }
    for (const q of order) {
      const qs = await state(q);
      if (!qs.view.awaiting.includes(qs.seat)) continue;
      const output = qs.view.figures[qs.seat].dairyOutput;
      await q.page.waitForSelector("#cheeses-decision");
      // The form shows the consequence before anything is sent.
      expect(await q.page.textContent("#cheeses-outcome")).toMatch(new RegExp(`Using ${Math.min(output, 10)} of ${output}`));
      if (q === ana) {
        // On a laptop the whole decision, its Submit included, is beside the map without scrolling.
        // (From the top of the page: an earlier step's Submit was scrolled into view, and the table
        // in words under the board makes the page taller than the screen.)
        const seenWhole = await q.page.evaluate(() => {
          window.scrollTo(0, 0);
          const box = document.getElementById("cheeses-submit")!.getBoundingClientRect();
          const map = document.getElementById("board-canvas")!.getBoundingClientRect();
          return { scrolled: window.scrollY, bottom: box.bottom, right: box.left, height: window.innerHeight, mapRight: map.right };
        });
        expect(seenWhole.scrolled).toBe(0);
        expect(seenWhole.bottom).toBeLessThanOrEqual(seenWhole.height);
        expect(seenWhole.right).toBeGreaterThan(seenWhole.mapRight);
        await screenshot(q.page, "cheeses-dairy-form-laptop");
      } else if (forms === 0) await screenshot(q.page, "cheeses-dairy-form");
      const othersLeft = qs.view.awaiting.filter((seat) => seat !== qs.seat).length > 0;
      if (q !== ana) await q.page.locator("#cheeses-submit").scrollIntoViewIfNeeded();
      await clickSpace(q.page, "submit");
      await waitForMoves(q.page, qs.moves);
      if (q === ana) expect(await q.page.evaluate(() => window.scrollY)).toBe(0);
      forms++;
      if (othersLeft) {
        // This choice stays secret until the other player has chosen too; its owner sees it.
        await q.page.waitForSelector("#cheeses-sent");
        expect(await q.page.textContent("#cheeses-sent")).toMatch(/Milk/);
        await screenshot(q.page, "cheeses-dairy-sent");
      }
    }
  }
  expect(forms).toBeGreaterThan(0);
  for (const p of order) {
    await p.page.waitForFunction(() => {
      const s = (window as unknown as { __tabletop: { state(): { view: { step: string } } } }).__tabletop.state();
      return s.view.step !== "dairy";
    });
    const s = await state(p);
    expect(s.view.modules.filter((m) => m.owner === s.seat).length).toBeGreaterThanOrEqual(4);
  }

  await ana.page.evaluate(() => window.scrollTo(0, 0));
  await bo.page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(ana.page, "cheeses-map");
  await screenshot(bo.page, "cheeses-phone");

  // Zoom in with the map's button: the spaces move under the camera and stay clickable targets.
  const corner0 = await ana.page.evaluate(() => (window as unknown as Hooked).__tabletop.spaceCenter!("10,6"));
  await clickSpace(ana.page, "zoom:in");
  await ana.page.waitForFunction((c) => {
    const p = (window as unknown as Hooked).__tabletop.spaceCenter!("10,6");
    return p !== null && Math.abs(p.x - c!.x) + Math.abs(p.y - c!.y) > 1;
  }, corner0);
  await screenshot(ana.page, "cheeses-zoomed");
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
}, 120000);
