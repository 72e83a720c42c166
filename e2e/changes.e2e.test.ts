import fs from "node:fs";
import type { Page } from "playwright-core";
import { games } from "@space/shared";
import type { ZooAction, ZooView } from "@space/shared/zoo";
import type { CheesesAction, CheesesView } from "@space/shared/cheeses";
import { clientDir, hookState, meetInRoom, startWithBots, useE2EServer } from "./harness";

/**
 * "See what changed" (docs/client.md): after an opponent's move the board lights the counters
 * that changed, a click ends the highlights at once, and a page that asks for reduced motion
 * lists the changes but animates none.
 */
const zoo = games.zoo!;
const e2e = useE2EServer({ clientDir });

interface Stats {
  changed: string[];
  moved: string[];
  lastMoved: string[];
  moves: number;
  running: number;
  started: number;
}

type Hooked = { __tabletop: { changes?(): Stats; state(): { moves: number } | null; send(a: unknown): void } };

const stats = (page: Page): Promise<Stats> => page.evaluate(() => (window as unknown as Hooked).__tabletop.changes!());

async function waitForMoves(page: Page, n: number): Promise<void> {
  await page.waitForFunction((m) => ((window as unknown as Hooked).__tabletop.state()?.moves ?? 0) >= m, n, { timeout: 10000, polling: "raf" });
}

/** The engine's first legal action for the seat `page` plays, sent through the test hook. */
async function playFirst(page: Page): Promise<ZooAction> {
  const s = (await hookState(page)) as unknown as { view: ZooView; mySeat: number };
  const action = (zoo.legalActionsInView(s.view, s.mySeat) as ZooAction[])[0];
  await page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), action);
  return action;
}

/** The board canvas as soon as a highlight runs (a frame later), for e2e/screenshots/changes-lit.png; null if none starts within 3 s. */
function litPicture(page: Page): Promise<string | null> {
  return page.evaluate(() => new Promise<string | null>((resolve) => {
    const until = performance.now() + 3000;
    const poll = () => {
      if ((window as unknown as Hooked).__tabletop.changes!().running > 0) {
        requestAnimationFrame(() => resolve((document.getElementById("board-canvas") as HTMLCanvasElement).toDataURL("image/png")));
      } else if (performance.now() > until) resolve(null);
      else requestAnimationFrame(poll);
    };
    poll();
  }));
}

test("an opponent's move lights what changed on the board; a click ends it; reduced motion animates nothing", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  // Bo's system asks for reduced motion (playwright's reducedMotion: "reduce").
  await bo.page.emulateMedia({ reducedMotion: "reduce" });
  await meetInRoom(e2e.origin(), ana, bo, "zoo");
  for (const p of [ana.page, bo.page]) await p.waitForFunction(() => Boolean((window as unknown as Hooked).__tabletop.changes));
  const boSeat = ((await hookState(bo.page)) as unknown as { mySeat: number }).mySeat;
  const anaSeat = 1 - boSeat;
  expect((await stats(ana.page)).started).toBe(0);

  // Both play the engine's first legal move in turn; after each of Bo's, Ana's board is read.
  const lit: string[][] = [];
  const seenOnBo: string[] = [];
  let skipped = false;
  let pictured = false;
  for (let step = 0; step < 16 && (lit.length < 2 || !skipped); step++) {
    const state = (await hookState(ana.page)) as unknown as { awaiting: number[]; moves: number; status: string };
    if (state.status !== "playing") break;
    const seat = state.awaiting[0];
    const before = await stats(ana.page);
    const picture = seat === boSeat && !pictured ? litPicture(ana.page) : Promise.resolve(null);
    await playFirst(seat === boSeat ? bo.page : ana.page);
    const png = await picture;
    if (png) {
      fs.mkdirSync(`${__dirname}/screenshots`, { recursive: true });
      fs.writeFileSync(`${__dirname}/screenshots/changes-lit.png`, Buffer.from(png.split(",")[1], "base64"));
      pictured = true;
    }
    await waitForMoves(ana.page, state.moves + 1);
    await waitForMoves(bo.page, state.moves + 1);
    if (seat !== boSeat) {
      seenOnBo.push(...(await stats(bo.page)).changed);
      continue;
    }
    const after = await stats(ana.page);
    if (after.changed.includes(`player:${boSeat}`)) {
      // Bo's counters changed: a highlight started for it on Ana's page.
      expect(after.started).toBeGreaterThan(before.started);
      lit.push(after.changed);
      if (!skipped && after.running > 0) {
        // A click (pointer down anywhere) ends every running highlight at once.
        const [running, afterClick] = await ana.page.evaluate(() => {
          const read = () => (window as unknown as Hooked).__tabletop.changes!().running;
          const r = read();
          document.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
          return [r, read()];
        });
        if (running > 0) {
          expect(afterClick).toBe(0);
          skipped = true;
        }
      }
    }
  }
  expect(lit.length).toBeGreaterThan(0);
  expect(skipped).toBe(true);
  // Highlights end on their own, well under a second.
  await ana.page.waitForFunction(() => (window as unknown as Hooked).__tabletop.changes!().running === 0, undefined, { timeout: 2000 });

  // Reduced motion: Bo's page saw Ana's counters change, and animated none of it.
  expect(seenOnBo).toContain(`player:${anaSeat}`);
  expect((await stats(bo.page)).started).toBe(0);
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});

/** The engine's legal actions of the seat `page` plays. */
async function legalOf(page: Page): Promise<{ legal: CheesesAction[]; moves: number; view: CheesesView; seat: number; awaiting: number[] }> {
  const s = (await hookState(page)) as unknown as { view: CheesesView; mySeat: number; moves: number; awaiting: number[] };
  return { legal: games.cheeses!.legalActionsInView(s.view, s.mySeat) as CheesesAction[], moves: s.moves, view: s.view, seat: s.mySeat, awaiting: s.awaiting };
}

test("Cheeses: a module moved on the map is listed as moved and glides (with its highlight)", async () => {
  const ana = await e2e.newPlayer("Ana");
  await ana.page.goto(e2e.origin());
  await startWithBots(ana.page, "Ana", { game: "cheeses", seats: 2, bots: 1 });
  await ana.page.waitForFunction(() => Boolean((window as unknown as Hooked).__tabletop.changes));
  let glided = false;
  for (let step = 0; step < 80 && !glided; step++) {
    const now = await legalOf(ana.page);
    if (!now.legal.length || !now.awaiting.includes(now.seat)) {
      await ana.page.waitForFunction(([m, seat]) => {
        const s = (window as unknown as { __tabletop: { state(): { moves: number; awaiting: number[] } | null } }).__tabletop.state();
        return Boolean(s && (s.moves > m || s.awaiting.includes(seat)));
      }, [now.moves, now.seat] as const, { timeout: 20000 });
      if ((await legalOf(ana.page)).moves === now.moves) await ana.page.waitForTimeout(100);
      continue;
    }
    const move = now.legal.find((a): a is Extract<CheesesAction, { type: "move" }> => a.type === "move");
    // Moving needs a working Construction Module: build one, and one more module; otherwise the rules' default or Done.
    const mine = now.view.modules.filter((m) => m.owner === now.seat);
    const builds = now.legal.filter((a): a is Extract<CheesesAction, { type: "build" }> => a.type === "build");
    const build = !mine.some((m) => m.type === "construction") ? builds.find((a) => a.module === "construction")
      : mine.length < 2 ? builds[0] : undefined;
    const action = move ?? build ?? now.legal.find((a) => a.type !== "build" && a.type !== "sue") ?? now.legal[0];
    const before = await stats(ana.page);
    await ana.page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), action);
    // A secret choice of a simultaneous step may wait for the others: then only our seat leaves `awaiting`.
    await ana.page.waitForFunction(([m, seat]) => {
      const s = (window as unknown as { __tabletop: { state(): { moves: number; awaiting: number[] } | null } }).__tabletop.state();
      return Boolean(s && (s.moves > m || !s.awaiting.includes(seat)));
    }, [now.moves, now.seat] as const, { timeout: 20000 });
    if (move) {
      await waitForMoves(ana.page, now.moves + 1);
      // The bot may play right after (a simultaneous step): read what moved at the last state that moved something.
      await ana.page.waitForFunction((m) => (window as unknown as Hooked).__tabletop.changes!().moves > m, before.moves, { timeout: 5000 });
      const after = await stats(ana.page);
      expect(after.lastMoved).toEqual([`module:${move.module}`]);
      // A frame and a glide for the module at least (a frame more for every other change).
      expect(after.started - before.started).toBeGreaterThanOrEqual(2);
      glided = true;
    }
  }
  expect(glided).toBe(true);
  expect(ana.errors).toEqual([]);
});
