import { sectionsWith } from "./support/sections";
import { cheeses, type CheesesAction, type CheesesState, type CheesesView, type Submission } from "@space/shared/cheeses";
import { cheesesTable } from "../src/boards/cheeses/table";
import type { TableCell, TableSection } from "../src/table/types";
import type { Action } from "../src/boards/types";
import { readIn } from "./support/read-in";

/** Space Colony Cheeses' table in words (docs/accessibility.md) over every decision of seeded games between the engine's bots. */

interface Moment {
  state: CheesesState;
  /** The seat that decides now (the first awaited one). */
  seat: number;
  names: string[];
}

/** Seat 0 builds a Construction module as soon as it may (the bots never do), so its games reach moves too. */
function choose(state: CheesesState, seat: number, rnd: () => number): CheesesAction {
  const construction = cheeses.legalActions(state, seat).find((a) => a.type === "build" && a.module === "construction");
  const has = state.modules.some((m) => m.owner === seat && m.type === "construction");
  if (seat === 0 && construction && !has) return construction;
  return cheeses.bot.choose(cheeses.view(state, seat), seat, rnd);
}

/** Every decision of a bot game of `players`, the bots' choices from a fixed sequence so the game is the same each run. */
function moments(players: number, seed: string): Moment[] {
  let state = cheeses.setup({ players, seed, options: { firstPlayer: 0 } });
  let n = players * 7919;
  const rnd = () => ((n = (n * 48271) % 2147483647) / 2147483647);
  const names = ["Ana", "Bo", "Cy", "Di"].slice(0, players);
  const out: Moment[] = [];
  while (!cheeses.result(state)) {
    const seat = cheeses.awaiting(state)[0];
    out.push({ state, seat, names });
    const r = cheeses.apply(state, seat, choose(state, seat, rnd));
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  out.push({ state, seat: 0, names });
  return out;
}

let MOMENTS: Moment[] = [];
/** Every third moment and every move: what the slower checks walk (they build the whole table for each seat). */
let SOME: Moment[] = [];
const view = (m: Moment, seat: number | null) => cheeses.view(m.state, seat) as unknown as Record<string, unknown>;
const legal = (m: Moment, seat: number | null) => (seat === null ? [] : cheeses.legalActions(m.state, seat)) as unknown as Action[];
const sectionsOf = (m: Moment, seat: number | null) => sectionsWith(cheesesTable, cheeses, view(m, seat), seat, m.names);
const cells = (sections: TableSection[]): TableCell[] => sections.flatMap((s) => (s.kind === "grid" ? s.rows.flatMap((r) => r.cells) : s.items));
const labels = (sections: TableSection[]) =>
  sections.flatMap((s) => [s.label, ...(s.kind === "grid" ? [...s.columns, ...s.rows.map((r) => r.label)] : []), ...cells([s]).map((c) => c.label)]);
/** An action's JSON with its keys in one order (the engine lists a default that may equal another choice, keys in another order). */
const json = (a: unknown): string => JSON.stringify(a, (_k, v: unknown) =>
  (v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
const distinct = (actions: Action[]) => [...new Map(actions.map((a) => [json(a), a])).values()];
const seatsOf = (m: Moment) => [...m.names.keys(), null];

describe("Space Colony Cheeses' table in words", () => {
  beforeAll(async () => {
    await readIn("en");
    MOMENTS = [...moments(2, "table-2"), ...moments(3, "table-3")];
    SOME = MOMENTS.filter((m, i) => i % 3 === 0 || m.state.step === "move");
  });

  test("the games reach every kind of decision but gift boxes (which the bots' colonies never make)", () => {
    const types = new Set(MOMENTS.flatMap((m) => legal(m, m.seat).map((a) => a.type)));
    expect([...types].sort()).toEqual(["build", "dairy", "energy", "move", "pass", "sell", "sue"]);
  });

  test("gift boxes are worded with what they earn at this seat's box price, each count its own words", () => {
    const m = MOMENTS[MOMENTS.length - 1];
    const price = (view(m, 0) as unknown as CheesesView).figures[0].boxPrice;
    const words = [0, 1, 2].map((boxes) => cheesesTable.actionWords({ type: "gift", boxes }, view(m, 0), 0, m.names));
    expect(words).toEqual(["Sell 0 gift boxes for $0", `Sell 1 gift box for $${price}`, `Sell 2 gift boxes for $${price * 2}`]);
  });

  test("every legal action's words are non-empty and unique among the moment's distinct legal actions", () => {
    const wrong: string[] = [];
    for (const m of MOMENTS) {
      const v = view(m, m.seat);
      const words = distinct(legal(m, m.seat)).map((a) => cheesesTable.actionWords(a, v, m.seat, m.names));
      for (const w of words) if (!w.trim()) wrong.push(`empty words at turn ${m.state.turn} ${m.state.step}`);
      wrong.push(...words.filter((w, i) => words.indexOf(w) !== i));
    }
    expect(wrong).toEqual([]);
  });

  test("the map is a grid of every space once, a row per y, each cell's label starting with its coordinate", () => {
    const wrong: string[] = [];
    for (const m of MOMENTS.filter((_, i) => i % 5 === 0)) {
      for (const seat of seatsOf(m)) {
        const v = view(m, seat) as unknown as CheesesView;
        const map = sectionsWith(cheesesTable, cheeses, v as never, seat, m.names).find((s) => s.id === "cheeses-map");
        if (map?.kind !== "grid") throw new Error("no map grid");
        const columns = v.sheets === 1 ? 12 : 24;
        expect(map.columns.length).toBe(columns);
        expect(map.rows.map((r) => r.cells.length)).toEqual(Array.from({ length: 15 }, (_, y) => (y % 2 ? columns - 1 : columns)));
        const places = cells([map]).filter((c) => !c.id.startsWith("cheeses-gap-"));
        expect(places.map((c) => c.id).sort()).toEqual(v.spaces.map((s) => `cheeses-${s.x}-${s.y}`).sort());
        // Two sheets meet without a hole (the squares at x 23 are spaces too): no cell stands for no space.
        expect(cells([map]).length).toBe(places.length);
        map.rows.forEach((row, y) => row.cells.forEach((c, i) => {
          if (!c.label.startsWith(`(${2 * i + (y % 2)},${y}): `)) wrong.push(c.label);
        }));
      }
    }
    expect(wrong).toEqual([]);
  });

  test("every module is named on its place with its owner, and each colony lists its own modules", () => {
    for (const m of MOMENTS.filter((_, i) => i % 9 === 0)) {
      const v = view(m, 0) as unknown as CheesesView;
      const all = cells(sectionsOf(m, 0));
      for (const mod of v.modules) {
        const place = all.find((c) => c.id === `cheeses-${mod.x}-${mod.y}`)!;
        expect(place.label).toMatch(mod.owner === 0 ? /^\(\d+,\d+\): your / : new RegExp(`^\\(\\d+,\\d+\\): ${m.names[mod.owner]}'s `));
        expect(all.find((c) => c.id === `cheeses-colony-${mod.x}-${mod.y}`)?.label).toBe(place.label);
      }
    }
  });

  test("every action in the table is one of the legal actions, and every build, move and sue is on its place or player", () => {
    for (const m of SOME) {
      for (const seat of seatsOf(m)) {
        const now = new Set(legal(m, seat).map(json));
        const offered = new Set(cells(sectionsOf(m, seat)).flatMap((c) => (c.actions ?? []).map(json)));
        expect([...offered].filter((a) => !now.has(a))).toEqual([]);
        const placed = legal(m, seat).filter((a) => ["build", "move", "sue"].includes(a.type)).map(json);
        expect(placed.filter((a) => !offered.has(a))).toEqual([]);
      }
    }
  });

  test("a place's actions are exactly the builds on it and the moves to or from it", () => {
    const wrong: string[] = [];
    for (const m of SOME.filter((x) => x.state.step === "build" || x.state.step === "move")) {
      const v = view(m, m.seat) as unknown as CheesesView;
      const now = legal(m, m.seat);
      for (const c of cells(sectionsOf(m, m.seat)).filter((x) => /^cheeses-\d+-\d+$/.test(x.id))) {
        const [x, y] = c.id.split("-").slice(1).map(Number);
        const from = (a: Action) => v.modules.find((o) => o.id === a.module && o.x === x && o.y === y);
        const expected = now.filter((a) => (a.type === "build" || a.type === "move") && ((a.x === x && a.y === y) || (a.type === "move" && from(a))));
        if ((c.actions ?? []).map(json).join(";") !== expected.map(json).join(";")) wrong.push(`${c.label} offers ${JSON.stringify(c.actions)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("nothing another seat has chosen in secret reaches this seat's table, and its own sealed choice does", () => {
    const other: Submission[] = [{ type: "gift", boxes: 7 }, { type: "sell", quantities: { manure: 9 } }, { type: "energy", short: [999] }];
    let sealed = 0;
    for (const m of SOME.filter((x) => x.state.pending.some((p) => p !== null))) {
      for (const seat of seatsOf(m)) {
        const changed = { ...m.state, pending: m.state.pending.map((p, i) => (i === seat ? p : other[i % other.length])) };
        const there = labels(sectionsWith(cheesesTable, cheeses, cheeses.view(changed, seat) as never, seat, m.names));
        expect(there).toEqual(labels(sectionsOf(m, seat)));
        const mine = seat === null ? null : m.state.pending[seat];
        expect(there.some((l) => l.startsWith("Your choice is in"))).toBe(mine !== null);
        if (mine) sealed++;
      }
    }
    expect(sealed).toBeGreaterThan(0);
  });

  test("the seat to act hears what to do; a spectator hears whom everybody waits for", () => {
    for (const m of MOMENTS.filter((x) => x.state.step !== "over")) {
      const mine = cheesesTable.prompt(view(m, m.seat), m.seat, legal(m, m.seat), m.names);
      expect(mine).not.toMatch(/^Waiting|^$/);
      expect(mine).not.toMatch(/click|tap/i);
      expect(cheesesTable.prompt(view(m, null), null, [], m.names)).toMatch(/^Waiting/);
    }
    const last = MOMENTS[MOMENTS.length - 1];
    expect(cheesesTable.prompt(view(last, 0), 0, [], last.names)).toBe("Game over: the richest colony wins");
  });

  test("the English table reads as the game says it", () => {
    const first = MOMENTS[0];
    const start = legal(first, 0).find((a) => a.type === "build")!;
    expect(cheesesTable.actionWords(start, view(first, 0), 0, first.names)).toBe(`Build a Start-Up at (${start.x},${start.y}) for $40`);
    const later = MOMENTS.find((m) => m.state.step === "build" && m.seat === 0 && m.state.turn === 3)!;
    const all = labels(sectionsOf(later, 0));
    expect(all).toEqual(expect.arrayContaining(["Your colony", "Bo's colony", "Turn and market"]));
    expect(all.find((l) => /^\(\d+,\d+\): your Start-Up/.test(l))).toBeDefined();
    expect(all.find((l) => /^\(\d+,\d+\): empty square/.test(l))).toBeDefined();
    expect(all.find((l) => /^Ana \(you\), to act: \$\d+, \d+ modules?; energy \d+\/\d+ · dairy \d+/.test(l))).toBeDefined();
    expect(cheesesTable.actionWords({ type: "pass" }, view(later, 0), 0, later.names)).toBe("Done building");
    const sell = MOMENTS.find((m) => legal(m, m.seat).some((a) => a.type === "sell"))!;
    expect(cheesesTable.actionWords({ type: "sell", quantities: {} }, view(sell, sell.seat), sell.seat, sell.names)).toBe("Sell nothing");
    expect(cheesesTable.actionWords({ type: "sue", target: 1 }, view(sell, 0), 0, sell.names)).toMatch(/^Sue Bo \(\$\d+\)$/);
  });

  test.each(["de", "fr", "es", "pl"] as const)("%s: the table and its actions are worded, never a key or a placeholder", async (locale) => {
    await readIn(locale);
    try {
      for (const m of MOMENTS.filter((_, i) => i % 11 === 0)) {
        const v = view(m, m.seat);
        const words = [...labels(sectionsOf(m, m.seat)), cheesesTable.prompt(v, m.seat, legal(m, m.seat), m.names),
          ...legal(m, m.seat).map((a) => cheesesTable.actionWords(a, v, m.seat, m.names))];
        expect(words.filter((w) => /cheesestable\.|cheeses\.|[{}]|undefined|NaN/.test(w))).toEqual([]);
      }
      const first = MOMENTS[0];
      expect(cheesesTable.actionWords(legal(first, 0).find((a) => a.type === "build")!, view(first, 0), 0, first.names)).not.toMatch(/^Build/);
    } finally {
      await readIn("en");
    }
  });
});
