/**
 * Colour is never the only cue (WCAG 1.4.1): each board mid-game, four seats (one player, three
 * bots). Every piece the board draws in a seat's colour carries that seat's mark (shape and
 * number, the test hook's `seatMarks`), no two seats share a shape, and the players panel names
 * each mark in words. The canvas is saved through three colour-vision simulations into
 * docs/images/colour-vision-<game>-<deficiency>.png (docs/accessibility.md).
 */
import path from "node:path";
import fs from "node:fs";
import type { Page } from "playwright-core";
import { games } from "@space/shared";
import type { ZooView } from "@space/shared/zoo";
import type { BaseView } from "@space/shared/base";
import type { CheesesView } from "@space/shared/cheeses";
import { clientDir, hookState, startWithBots, useE2EServer } from "./harness";
import { DEFICIENCIES, MACHADO, type Deficiency } from "../client/test/support/colour-vision";

const e2e = useE2EServer({ clientDir, botDelayMs: 0, fixedSeed: "colour-vision-1" });
const imagesDir = path.resolve(__dirname, "../docs/images");
const SHAPES = ["circle", "square", "triangle", "diamond"];

interface Mark {
  seat: number;
  piece: string;
  shape: string;
  letter: string;
}
type Hooked = { __tabletop: { seatMarks?(): Mark[]; send(a: unknown): Promise<boolean>; state(): { view: unknown } | null } };

/** How many pieces of each seat a board must mark, from the view: [piece, seat] → count. */
type Expected = (view: never) => Map<string, number>;

const count = (pairs: [string, number][]): Map<string, number> => {
  const out = new Map<string, number>();
  for (const [piece, seat] of pairs) out.set(`${piece}:${seat}`, (out.get(`${piece}:${seat}`) ?? 0) + 1);
  return out;
};

/** Per game: when the game is far enough along (pieces of three seats or more), and the pieces to find marked. */
const BOARDS: Record<string, { ready(view: never): boolean; expected: Expected }> = {
  zoo: {
    ready: (v: ZooView) => new Set(v.planets.flatMap((p) => p.camps)).size >= 3,
    expected: ((v: ZooView) => count([...v.planets.flatMap((p) => p.camps.map((seat) => ["camp", seat] as [string, number])),
      ...v.players.map((_, seat) => ["player", seat] as [string, number])])) as Expected,
  },
  base: {
    ready: (v: BaseView) => new Set(v.sites.flatMap((s) => (s.owner === null ? [] : [s.owner]))).size >= 3 && v.phase !== "outpost",
    expected: ((v: BaseView) => count([...v.sites.flatMap((s) => (s.owner === null ? [] : [["site", s.owner] as [string, number]])),
      ...v.credits.map((_, seat) => ["player", seat] as [string, number])])) as Expected,
  },
  cheeses: {
    ready: (v: CheesesView) => new Set(v.modules.map((m) => m.owner)).size >= 3,
    expected: ((v: CheesesView) => count([...v.modules.map((m) => ["module", m.owner] as [string, number]),
      ...Array.from({ length: v.players }, (_, seat) => ["player", seat] as [string, number])])) as Expected,
  },
};

/** Plays the page's seat with the engine's legal actions (a seeded pick) until the board is `ready`; bots play the rest. */
async function playUntil(page: Page, gameId: string, ready: (view: never) => boolean): Promise<void> {
  const game = games[gameId as keyof typeof games]!;
  let seed = 11;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const s = (await hookState(page))!;
    if (s.status !== "playing") throw new Error(`${gameId}: the game ended before the board was ready`);
    if (ready(s.view as never)) return;
    if (s.mySeat !== null && s.awaiting.includes(s.mySeat)) {
      const legal = game.legalActionsInView(s.view as never, s.mySeat) as { type: string }[];
      seed = (seed * 48271) % 2147483647;
      // Prefer building over passing, so the player's own pieces show too.
      const building = legal.filter((a) => a.type !== "pass");
      const pool = building.length ? building : legal;
      if (pool.length) await page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), pool[seed % pool.length]);
    }
    await page.waitForTimeout(60);
  }
  throw new Error(`${gameId}: the board was not ready in 30 s`);
}

/** The Machado matrices as an SVG filter on the canvas, applied in linear RGB as the model asks (the SVG filters' default space). */
async function simulateOn(page: Page, deficiency: Deficiency | null): Promise<void> {
  const values = deficiency ? MACHADO[deficiency].map((row) => `${row.join(" ")} 0 0`).join(" ") + " 0 0 0 1 0" : "";
  await page.evaluate((v) => {
    const canvas = document.getElementById("board-canvas") as HTMLCanvasElement;
    document.getElementById("cvd-filter")?.remove();
    if (!v) {
      canvas.style.filter = "";
      return;
    }
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.id = "cvd-filter";
    svg.setAttribute("width", "0");
    svg.setAttribute("height", "0");
    svg.setAttribute("aria-hidden", "true");
    const filter = document.createElementNS(ns, "filter");
    filter.id = "cvd";
    filter.setAttribute("color-interpolation-filters", "linearRGB");
    const matrix = document.createElementNS(ns, "feColorMatrix");
    matrix.setAttribute("type", "matrix");
    matrix.setAttribute("values", v);
    filter.append(matrix);
    svg.append(filter);
    document.body.append(svg);
    canvas.style.filter = "url(#cvd)";
  }, values);
}

test.each(Object.keys(BOARDS))("on the %s board every seat's pieces carry the seat's own mark, in every colour vision", async (gameId) => {
  const { page, errors } = await e2e.newPlayer("Ana");
  await page.goto(e2e.origin());
  await startWithBots(page, "Ana", { game: gameId, seats: 4, bots: 3 });
  await page.waitForFunction(() => Boolean((window as unknown as Hooked).__tabletop.seatMarks));
  await playUntil(page, gameId, BOARDS[gameId].ready);
  // The board as the state stands: nobody moves while it is read (the bots wait for the player or keep playing: read both at once).
  const { marks, view } = await page.evaluate(() => {
    const hook = (window as unknown as Hooked).__tabletop;
    return { marks: hook.seatMarks!(), view: hook.state()!.view };
  });

  // Each mark is its seat's shape, with its seat's number when it has one.
  for (const m of marks) {
    expect({ seat: m.seat, shape: m.shape }).toEqual({ seat: m.seat, shape: SHAPES[m.seat % 4] });
    expect(["", String(m.seat + 1)]).toContain(m.letter);
  }
  // No two seats share a shape.
  const shapes = new Map<number, Set<string>>();
  for (const m of marks) shapes.set(m.seat, new Set([...(shapes.get(m.seat) ?? []), m.shape]));
  expect([...shapes.values()].every((s) => s.size === 1)).toBe(true);
  expect(new Set([...shapes.values()].flatMap((s) => [...s])).size).toBe(shapes.size);
  expect(shapes.size).toBe(4);
  // Every piece in a seat's colour carries the mark: as many marked pieces as the view has.
  const expected = BOARDS[gameId].expected(view as never);
  const drawn = count(marks.filter((m) => m.piece !== "phase" && m.piece !== "card").map((m) => [m.piece, m.seat]));
  expect(Object.fromEntries(drawn)).toEqual(Object.fromEntries(expected));
  // The Zoo's action cards are the player's own: striped in their colour, marked as theirs.
  const mine = (await hookState(page))!.mySeat;
  const cards = marks.filter((m) => m.piece === "card");
  if (gameId === "zoo") expect(cards.length).toBeGreaterThan(0);
  expect(cards.filter((m) => m.seat !== mine)).toEqual([]);

  // The players panel: each seat's mark beside its name, named in words.
  const badges = await page.$$eval("#players li .seat-badge", (els) => els.map((el) => el.getAttribute("aria-label") ?? ""));
  expect(badges).toHaveLength(4);
  expect(new Set(badges).size).toBe(4);
  expect(badges[1]).toMatch(/square/);

  fs.mkdirSync(imagesDir, { recursive: true });
  for (const deficiency of DEFICIENCIES) {
    await simulateOn(page, deficiency);
    await page.locator("#board-canvas").screenshot({ path: path.join(imagesDir, `colour-vision-${gameId}-${deficiency}.png`) });
  }
  await simulateOn(page, null);
  expect(errors).toEqual([]);
});
