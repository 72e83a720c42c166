import { sectionsWith } from "./support/sections";
import { base, type BaseState, type CardKind } from "@space/shared/base";
import { baseTable } from "../src/boards/base/table";
import type { TableCell, TableSection } from "../src/table/types";
import type { Action } from "../src/boards/types";
import { readIn } from "./support/read-in";

/** Space Base's table in words (docs/accessibility.md) over every decision of seeded games between the engine's bots. */

interface Moment {
  state: BaseState;
  /** The seat that decides now. */
  seat: number;
  names: string[];
}

/** Every decision of a bot game of `players`, the bots' choices from a fixed sequence so the game is the same each run. */
function moments(players: number, seed: string): Moment[] {
  let state = base.setup({ players, seed });
  let n = players * 7919;
  const rnd = () => ((n = (n * 48271) % 2147483647) / 2147483647);
  const names = ["Ana", "Bo", "Cy", "Di"].slice(0, players);
  const out: Moment[] = [];
  while (!base.result(state)) {
    const seat = base.awaiting(state)[0];
    out.push({ state, seat, names });
    const r = base.apply(state, seat, base.bot.choose(base.view(state, seat), seat, rnd));
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  out.push({ state, seat: 0, names });
  return out;
}

let MOMENTS: Moment[] = [];
const view = (m: Moment, seat: number | null) => base.view(m.state, seat) as unknown as Record<string, unknown>;
const legal = (m: Moment, seat: number | null) => (seat === null ? [] : base.legalActions(m.state, seat)) as unknown as Action[];
const cells = (sections: TableSection[]): TableCell[] => sections.flatMap((s) => (s.kind === "grid" ? s.rows.flatMap((r) => r.cells) : s.items));
const labels = (sections: TableSection[]) =>
  sections.flatMap((s) => [s.label, ...(s.kind === "grid" ? [...s.columns, ...s.rows.map((r) => r.label)] : []), ...cells([s]).map((c) => c.label)]);
const json = (a: Action) => JSON.stringify(a);

/** The same moment with every hand this seat may not see replaced by other cards, and the deck turned over. */
function othersHandsChanged(m: Moment, seat: number | null): BaseState {
  const s = m.state;
  // The active stealer sees the target's hand; that hand is this seat's to see.
  const seen = (p: number) => p === seat || (s.phase === "steal" && seat === s.order[s.turn] && p === s.stealTarget);
  const other: CardKind[] = ["volcano", "hightech", "spaceport", "biomed"];
  return {
    ...s,
    hands: s.hands.map((h, p) => (seen(p) ? h : h.map((k, i) => (k === other[i % 4] ? other[(i + 1) % 4] : other[i % 4])))),
    deck: [...s.deck].reverse(),
  };
}

describe("Space Base's table in words", () => {
  beforeAll(async () => {
    await readIn("en");
    MOMENTS = [...moments(2, "table-2"), ...moments(3, "table-3")];
  });

  test("the games reach every kind of decision", () => {
    const types = new Set(MOMENTS.flatMap((m) => legal(m, m.seat).map((a) => a.type)));
    expect([...types].sort()).toEqual(["build", "capture", "discard", "move", "pass", "placeOutpost", "repair", "steal", "switch", "take"]);
  });

  test("every legal action's words are non-empty and unique among the moment's legal actions", () => {
    const wrong: string[] = [];
    for (const m of MOMENTS) {
      const words = legal(m, m.seat).map((a) => baseTable.actionWords(a, view(m, m.seat), m.seat, m.names));
      wrong.push(...words.filter((w, i) => !w.trim() || words.indexOf(w) !== i));
    }
    expect(wrong).toEqual([]);
  });

  test("the map is 10 rows of 10 cells, each label starting with its space as the log says it", () => {
    const wrong: string[] = [];
    for (const m of MOMENTS) {
      for (const seat of [m.seat, null]) {
        const map = sectionsWith(baseTable, base, view(m, seat), seat, m.names).find((s) => s.kind === "grid");
        if (map?.kind !== "grid") throw new Error("no map");
        expect(map.rows.map((r) => r.cells.length)).toEqual(Array(10).fill(10));
        map.rows.forEach((row, i) => row.cells.forEach((cell, j) => {
          if (!cell.label.startsWith(`(${j + 1},${i + 1}): `)) wrong.push(cell.label);
        }));
      }
    }
    expect(wrong).toEqual([]);
  });

  test("every action in the table is one of the legal actions, and every legal action but Pass is somewhere in it", () => {
    for (const m of MOMENTS) {
      for (const seat of [0, 1, null]) {
        const now = new Set(legal(m, seat).map(json));
        const offered = new Set(cells(sectionsWith(baseTable, base, view(m, seat), seat, m.names)).flatMap((c) => (c.actions ?? []).map(json)));
        expect([...offered].filter((a) => !now.has(a))).toEqual([]);
        expect([...now].filter((a) => !offered.has(a) && a !== json({ type: "pass" }))).toEqual([]);
      }
    }
  });

  test("a cell's actions are exactly the legal actions that name its space", () => {
    const wrong: string[] = [];
    for (const m of MOMENTS.filter((x) => x.state.phase !== "over")) {
      const map = sectionsWith(baseTable, base, view(m, m.seat), m.seat, m.names)[0];
      if (map.kind !== "grid") throw new Error("no map");
      const now = legal(m, m.seat).map(json);
      map.rows.forEach((row, i) => row.cells.forEach((cell, j) => {
        const space = `{"x":${j + 1},"y":${i + 1}}`;
        const expected = now.filter((a) => a.includes(space)).join(";");
        if ((cell.actions ?? []).map(json).join(";") !== expected) wrong.push(`${cell.label} offers ${JSON.stringify(cell.actions)}`);
      }));
    }
    expect(wrong).toEqual([]);
  });

  test("nothing from a hand this seat may not see reaches its table", () => {
    for (const m of MOMENTS) {
      for (const seat of [...m.names.keys(), null]) {
        const changed = base.view(othersHandsChanged(m, seat), seat) as unknown as Record<string, unknown>;
        expect(labels(sectionsWith(baseTable, base, changed, seat, m.names))).toEqual(labels(sectionsWith(baseTable, base, view(m, seat), seat, m.names)));
      }
    }
  });

  test("the seat to act hears what to do; a spectator hears whose turn it is", () => {
    for (const m of MOMENTS) {
      expect(baseTable.prompt(view(m, m.seat), m.seat, legal(m, m.seat), m.names)).not.toBe("");
      expect(baseTable.prompt(view(m, null), null, [], m.names)).not.toMatch(/^(Place your|Build:|Repair:|Discard)/);
    }
  });

  test("the English table reads as the board shows it", () => {
    const first = MOMENTS[0];
    const placing = first.names[first.seat];
    expect(baseTable.prompt(view(first, first.seat), first.seat, legal(first, first.seat), first.names)).toBe("Place your Outpost: pick a highlighted space near your corner");
    expect(baseTable.prompt(view(first, null), null, [], first.names)).toBe(`${placing} is placing their Outpost`);
    const outpost = legal(first, first.seat)[0] as unknown as { at: { x: number; y: number } };
    expect(baseTable.actionWords(legal(first, first.seat)[0], view(first, first.seat), first.seat, first.names)).toBe(`Place your Outpost at (${outpost.at.x},${outpost.at.y})`);
    const later = MOMENTS.find((m) => m.state.phase === "build" && m.seat === 0)!;
    const sections = sectionsWith(baseTable, base, view(later, 0), 0, later.names);
    const all = labels(sections);
    expect(all).toEqual(expect.arrayContaining(["Players", "Game notes", expect.stringMatching(/^Your hand \(\d+\)$/)]));
    expect(all.find((l) => / your Outpost, working, \+1 income/.test(l))).toBeDefined();
    expect(all.find((l) => /^Bo's Outpost|: Bo's Outpost/.test(l))).toBeDefined();
    expect(all.find((l) => /^Ana \(you\)(, to act)?: \d+ credits · \+\d+ income · \d+ cards?$/.test(l))).toBeDefined();
    expect(all.filter((l) => /^\(\d+,\d+\): empty$/.test(l)).length).toBeGreaterThan(50);
    const build = legal(later, 0).find((a) => a.type === "build") as unknown as { card: CardKind; at: { x: number; y: number } };
    expect(baseTable.actionWords(build as never, view(later, 0), 0, later.names)).toMatch(new RegExp(`^Build [A-Z][\\w +-]+ at \\(${build.at.x},${build.at.y}\\)$`));
    expect(baseTable.actionWords({ type: "pass" }, view(later, 0), 0, later.names)).toBe("End turn");
  });

  test.each(["de", "fr", "es", "pl"] as const)("%s: the table and its actions are worded, never a key or a placeholder", async (locale) => {
    await readIn(locale);
    try {
      for (const m of MOMENTS.filter((_, i) => i % 7 === 0)) {
        const words = [...labels(sectionsWith(baseTable, base, view(m, m.seat), m.seat, m.names)),
          ...legal(m, m.seat).map((a) => baseTable.actionWords(a, view(m, m.seat), m.seat, m.names))];
        expect(words.filter((w) => /basetable\.|base\.|[{}]|undefined|NaN/.test(w))).toEqual([]);
      }
      const first = MOMENTS[0];
      expect(baseTable.actionWords(legal(first, first.seat)[0], view(first, first.seat), first.seat, first.names)).not.toMatch(/^Place your/);
    } finally {
      await readIn("en");
    }
  });
});
