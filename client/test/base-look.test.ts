import { base, type BaseState, type BaseView, type SiteView } from "@space/shared/base";
import { clickOf, shieldedSpaces, spaceLook, type GridChoice } from "../src/boards/base/grid-look";
import { targetsOf } from "../src/boards/base/targets";
import type { Action } from "../src/boards/types";
import { botGame, type Moment } from "./support/bot-game";

/** Space Base's grid: what each space shows for a view, from real engine views of a bot game (no browser). */

const GAME = botGame(base, base.setup({ players: 3, seed: "base-look" }));
const choiceAt = (m: Moment<BaseState>, picks: Partial<GridChoice> = {}): GridChoice => ({
  v: base.view(m.state, m.seat) as BaseView,
  t: targetsOf(base.legalActions(m.state, m.seat) as unknown as Action[]),
  card: null, site: null, seat: m.seat, ...picks,
});
const key = (p: { x: number; y: number }) => `${p.x},${p.y}`;
/** Every space of the 10 x 10 grid as the board draws it. */
function looks(s: GridChoice) {
  const sites = new Map(s.v.sites.map((site) => [key(site), site]));
  const shields = shieldedSpaces(s.v.sites);
  const out = new Map<string, ReturnType<typeof spaceLook>>();
  for (let y = 1; y <= 10; y++) for (let x = 1; x <= 10; x++) out.set(`${x},${y}`, spaceLook(s, x, y, sites, shields));
  return out;
}
const lit = (s: GridChoice) => [...looks(s)].filter(([, l]) => l.lit === "legal").map(([k]) => k).sort();

test("in the Outpost phase the lit spaces are exactly those of the engine's legal outposts", () => {
  const moments = GAME.filter((m) => choiceAt(m).v.phase === "outpost" && choiceAt(m).t.outpost.size > 0);
  expect(moments.length).toBeGreaterThan(0);
  for (const m of moments) {
    const legal = base.legalActions(m.state, m.seat).flatMap((a) => (a.type === "placeOutpost" ? [key(a.at)] : []));
    expect(lit(choiceAt(m))).toEqual([...new Set(legal)].sort());
  }
});

test("with a hand card picked in the Build phase, the spaces it may be built on are lit and a click there sends that build", () => {
  const m = GAME.find((x) => choiceAt(x).v.phase === "build" && choiceAt(x).t.build.size > 0)!;
  const [card, spaces] = [...choiceAt(m).t.build][0];
  const s = choiceAt(m, { card });
  expect(lit(s)).toEqual([...spaces.keys()].sort());
  const [k, action] = [...spaces][0];
  expect(clickOf(s, k)?.send).toEqual(action);
  // No card picked: nothing is lit in the Build phase.
  expect(lit(choiceAt(m))).toEqual([]);
});

test("a spectator's grid lights nothing", () => {
  for (const m of GAME.filter((_, i) => i % 10 === 0)) {
    const s: GridChoice = { ...choiceAt(m), v: base.view(m.state, null) as BaseView, t: targetsOf([]), seat: null };
    expect(lit(s)).toEqual([]);
  }
});

test("the last meteor's space, and only that one, shows the crater", () => {
  const moments = GAME.filter((m) => choiceAt(m).v.lastMeteor);
  expect(moments.length).toBeGreaterThan(0);
  for (const m of moments.filter((_, i) => i % 5 === 0)) {
    const s = choiceAt(m);
    expect([...looks(s)].filter(([, l]) => l.crater).map(([k]) => k)).toEqual([key(s.v.lastMeteor!)]);
  }
});

test("every site of the view is drawn on its own space", () => {
  const s = choiceAt(GAME[GAME.length - 1]);
  const drawn = [...looks(s)].filter(([, l]) => l.site).map(([k, l]) => [k, l.site!.card]);
  expect(drawn.sort()).toEqual(s.v.sites.map((site) => [key(site), site.card]).sort());
});

test("coordinates run along the top row and the left column, on empty spaces only", () => {
  const s = choiceAt(GAME[0]);
  const all = looks(s);
  for (const [k, l] of all) {
    const [x, y] = k.split(",").map(Number);
    if (l.site || (x !== 1 && y !== 1)) expect(l.coord).toBeNull();
    else expect(l.coord).toBe(String(y === 1 ? x : y));
  }
});

test("a working Shield Generator covers its own space and its four neighbours; a broken one covers nothing", () => {
  const shield = (functional: boolean): SiteView => ({ ...choiceAt(GAME[0]).v.sites[0], card: "shield", x: 5, y: 5, functional });
  expect([...shieldedSpaces([shield(true)])].sort()).toEqual(["4,5", "5,4", "5,5", "5,6", "6,5"]);
  expect(shieldedSpaces([shield(false)]).size).toBe(0);
});
