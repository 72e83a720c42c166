import { MODULE_TYPES, cheeses, type CheesesAction, type CheesesState, type CheesesView } from "@space/shared/cheeses";
import { mapChoice, spaceFill } from "../src/boards/cheeses/map-look";
import { spaceId, targetsOf } from "../src/boards/cheeses/targets";
import { COLORS } from "../src/boards/cheeses/colours";
import { botGame, type Moment } from "./support/bot-game";

/** Space Colony Cheeses' map: what it lights and offers for a view, from real engine views of a bot game (no browser). */

/** Seat 0 builds a Construction module as soon as it may (the bots never do), so the game reaches moves too. */
function choose(state: CheesesState, seat: number, rnd: () => number): CheesesAction {
  const construction = cheeses.legalActions(state, seat).find((a) => a.type === "build" && a.module === "construction");
  const has = state.modules.some((m) => m.owner === seat && m.type === "construction");
  if (seat === 0 && construction && !has) return construction;
  return cheeses.bot.choose(cheeses.view(state, seat), seat, rnd);
}
const GAME = botGame(cheeses, cheeses.setup({ players: 3, seed: "cheeses-look", options: { firstPlayer: 0 } }), choose);
const viewOf = (m: Moment<CheesesState>, seat: number | null = m.seat) => cheeses.view(m.state, seat) as CheesesView;
const targetsAt = (m: Moment<CheesesState>) => targetsOf(cheeses.legalActions(m.state, m.seat));
const none = { type: null, module: null };

test("in the build step the buildable module types come first in the palette, then the others, each once", () => {
  const moments = GAME.filter((m) => viewOf(m).step === "build" && targetsAt(m).builds.size > 0);
  expect(moments.length).toBeGreaterThan(0);
  for (const m of moments) {
    const t = targetsAt(m);
    const { palette } = mapChoice(viewOf(m), m.seat, t, none);
    expect(palette.map((p) => p.type).sort()).toEqual([...MODULE_TYPES].sort());
    const buildable = palette.filter((p) => p.buildable).length;
    expect(palette.slice(0, buildable).every((p) => p.buildable)).toBe(true);
    expect(palette.filter((p) => p.buildable).map((p) => p.type).sort()).toEqual([...t.builds.keys()].sort());
  }
});

test("a spectator is offered no module to build", () => {
  const m = GAME.find((x) => viewOf(x).step === "build")!;
  expect(mapChoice(viewOf(m, null), null, targetsOf([]), none).palette).toEqual([]);
});

test("a module type picked lights exactly the spaces the engine lets it be built on", () => {
  const m = GAME.find((x) => viewOf(x).step === "build" && targetsAt(x).builds.size > 1)!;
  const t = targetsAt(m);
  for (const [type, spaces] of t.builds) {
    const choice = mapChoice(viewOf(m), m.seat, t, { type, module: null });
    expect(choice.chosenType).toBe(type);
    expect([...choice.highlight].sort()).toEqual([...spaces].sort());
  }
});

test("when one module type only can be built it is chosen by itself; outside the build step none is", () => {
  const one = GAME.find((x) => viewOf(x).step === "build" && targetsAt(x).builds.size === 1)!;
  const t = targetsAt(one);
  expect(mapChoice(viewOf(one), one.seat, t, none).chosenType).toBe([...t.builds.keys()][0]);
  const other = GAME.find((x) => viewOf(x).step !== "build" && targetsAt(x).builds.size === 0)!;
  expect(mapChoice(viewOf(other), other.seat, targetsAt(other), { type: "construction", module: null }).chosenType).toBeNull();
});

test("the modules that may move are lit on their spaces; a module picked rings its space and lights where it may go", () => {
  const m = GAME.find((x) => targetsAt(x).moves.size > 0)!;
  expect(m).toBeDefined();
  const v = viewOf(m);
  const t = targetsAt(m);
  const movable = [...t.moves.keys()].map((id) => v.modules.find((o) => o.id === id)!);
  expect([...mapChoice(v, m.seat, t, none).highlight].sort()).toEqual(movable.map((o) => spaceId(o.x, o.y)).sort());
  const picked = movable[0];
  const choice = mapChoice(v, m.seat, t, { type: null, module: picked.id });
  expect(choice.selected).toBe(spaceId(picked.x, picked.y));
  expect([...choice.highlight].sort()).toEqual([...t.moves.get(picked.id)!].sort());
  // A module that may not move (any more) is let go.
  expect(mapChoice(v, m.seat, targetsOf([]), { type: null, module: picked.id }).moving).toBeNull();
});

test("fault lines and lush pastures are drawn apart from plain octagons and squares", () => {
  const v = viewOf(GAME[0], null);
  for (const s of v.spaces) {
    const fill = spaceFill(s.kind, s.feature);
    const expected = s.feature === "fault" ? COLORS.fault : s.feature === "lush" ? COLORS.lush : s.kind === "octagon" ? COLORS.octagon : COLORS.square;
    expect(fill).toBe(expected);
  }
  expect(new Set([COLORS.fault, COLORS.lush, COLORS.octagon, COLORS.square]).size).toBe(4);
  expect(new Set(v.spaces.map((s) => s.feature))).toEqual(new Set(["fault", "lush", null]));
});
