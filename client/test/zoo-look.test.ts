import { zoo, type ZooState, type ZooView } from "@space/shared/zoo";
import { cardGrid, isTarget, planetFrameLook } from "../src/boards/zoo/planet-look";
import { targetsOf } from "../src/boards/zoo/targets";
import { promptLine } from "../src/boards/zoo/prompt";
import { COLORS } from "../src/boards/zoo/colours";
import type { Action } from "../src/boards/types";
import { botGame, type Moment } from "./support/bot-game";
import { readIn } from "./support/read-in";

/** Space Zoo's board: what it draws for a view, from real engine views of a bot game (no browser). */

const GAME = botGame(zoo, zoo.setup({ players: 3, seed: "zoo-look" }));
const names = ["Ana", "Bo", "Cy"];
const viewOf = (m: Moment<ZooState>, seat: number | null) => zoo.view(m.state, seat) as ZooView;
const targetsAt = (m: Moment<ZooState>) => targetsOf(zoo.legalActions(m.state, m.seat) as unknown as Action[]);
beforeAll(() => readIn("en"));
const at = (stage: string) => GAME.filter((m) => viewOf(m, m.seat).stage === stage && zoo.legalActions(m.state, m.seat).length > 1);

test("in the Expand step a planet is lit exactly when some legal placement uses it", () => {
  const moments = at("expand").filter((m) => targetsAt(m).place.size > 0);
  expect(moments.length).toBeGreaterThan(0);
  for (const m of moments) {
    const v = viewOf(m, m.seat);
    const placed = new Set(zoo.legalActions(m.state, m.seat).flatMap((a) => (a.type === "place" ? a.planets : [])));
    for (const p of v.planets) {
      const look = planetFrameLook(p, v.stage, targetsAt(m), []);
      expect(look.line === COLORS.legal && look.lineWidth === 3).toBe(placed.has(p.id));
    }
  }
});

test("a planet picked for a camp is drawn gold, whether or not it is still a target", () => {
  const m = at("expand").find((x) => targetsAt(x).place.size > 0)!;
  const v = viewOf(m, m.seat);
  const id = [...targetsAt(m).place][0];
  for (const p of v.planets) {
    const look = planetFrameLook(p, v.stage, targetsAt(m), [id]);
    expect(look.line === COLORS.picked).toBe(p.id === id);
  }
  const emptyTargets = targetsOf([]);
  expect(planetFrameLook(v.planets.find((p) => p.id === id)!, v.stage, emptyTargets, [id]).line).toBe(COLORS.picked);
});

test("no planet is lit while the players choose their action cards", () => {
  const moments = at("select");
  expect(moments.length).toBeGreaterThan(0);
  for (const m of moments) {
    const v = viewOf(m, m.seat);
    expect(v.planets.filter((p) => isTarget(p, v.stage, targetsAt(m)))).toEqual([]);
  }
});

test("in the Trade and Sell steps the lit planets are those the engine lets the seat trade with or sell from", () => {
  const moments = [...at("trade"), ...at("sell")];
  expect(moments.length).toBeGreaterThan(0);
  for (const m of moments) {
    const v = viewOf(m, m.seat);
    const allowed = new Set(zoo.legalActions(m.state, m.seat).flatMap((a) => (a.type === "trade" || a.type === "sell" ? [a.planet] : [])));
    expect(v.planets.filter((p) => isTarget(p, v.stage, targetsAt(m))).map((p) => p.id).sort()).toEqual([...allowed].sort());
  }
});

test("the planet cards and the deck fit their area, however many there are", () => {
  const area = { x: 0, y: 0, w: 620, h: 260 };
  for (let n = 1; n <= 12; n++) {
    const g = cardGrid(n, area, 5);
    const rows = Math.ceil(n / g.cols);
    expect(g.cols * g.w + (g.cols - 1) * 5).toBeLessThanOrEqual(area.w + 0.01);
    expect(rows * g.h + (rows - 1) * 5).toBeLessThanOrEqual(area.h + 0.01);
    expect(Math.min(g.w, g.h)).toBeGreaterThan(40);
  }
});

test("the prompt tells a seat not awaited whom the table waits for, by name", () => {
  const m = GAME.find((x) => zoo.awaiting(x.state).length === 1 && !viewOf(x, (x.seat + 1) % 3).result)!;
  const other = (m.seat + 1) % 3;
  const line = promptLine(viewOf(m, other), other, names, targetsOf([]), []);
  expect(line).toContain(names[m.seat]);
  expect(line).not.toContain(names[other]);
});

test("the prompt at the end names the winner", () => {
  const end = GAME[GAME.length - 1];
  const v = viewOf(end, null);
  const winners = v.result!.winners;
  const line = promptLine(v, null, names, targetsOf([]), []);
  for (const w of winners) expect(line).toContain(names[w]);
});
