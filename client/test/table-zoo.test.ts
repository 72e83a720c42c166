import { sectionsWith } from "./support/sections";
import { PHASES, zoo, type ZooState } from "@space/shared/zoo";
import { zooTable } from "../src/boards/zoo/table";
import type { TableCell, TableSection } from "../src/table/types";
import type { Action } from "../src/boards/types";
import { readIn } from "./support/read-in";

/** Space Zoo's table in words (docs/accessibility.md) over every decision of seeded games between the engine's bots. */

interface Moment {
  state: ZooState;
  seat: number;
  names: string[];
}

function moments(players: number, seed: string): Moment[] {
  let state = zoo.setup({ players, seed });
  let n = players * 7919;
  const rnd = () => ((n = (n * 48271) % 2147483647) / 2147483647);
  const names = ["Ana", "Bo", "Cy", "Di", "Ed"].slice(0, players);
  const out: Moment[] = [];
  while (!zoo.result(state)) {
    const seat = zoo.awaiting(state)[0];
    out.push({ state, seat, names });
    const r = zoo.apply(state, seat, zoo.bot.choose(zoo.view(state, seat), seat, rnd));
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  out.push({ state, seat: 0, names });
  return out;
}

let MOMENTS: Moment[] = [];
const view = (m: Moment, seat: number | null) => zoo.view(m.state, seat) as unknown as Record<string, unknown>;
const legal = (m: Moment, seat: number | null) => (seat === null ? [] : zoo.legalActions(m.state, seat)) as unknown as Action[];
const cells = (sections: TableSection[]): TableCell[] => sections.flatMap((s) => (s.kind === "grid" ? s.rows.flatMap((r) => r.cells) : s.items));
const labels = (sections: TableSection[]) => sections.flatMap((s) => [s.label, ...cells([s]).map((c) => c.label)]);
const json = (a: Action) => JSON.stringify(a);

/** The same moment with every other seat's secret (its chosen card, its build decision) made different. */
function othersSecretsChanged(m: Moment, seat: number | null): ZooState {
  const s = m.state;
  if (s.stage.kind === "select") {
    const choices = s.stage.choices.map((c, p) => (p === seat || c === null ? c : PHASES[(PHASES.indexOf(c) + 3) % PHASES.length]));
    return { ...s, stage: { ...s.stage, choices } };
  }
  if (s.stage.kind === "build") {
    const choices = s.stage.choices.map((c, p) => (p === seat || c === null ? c : !c));
    return { ...s, stage: { ...s.stage, choices } };
  }
  return s;
}

describe("Space Zoo's table in words", () => {
  beforeAll(async () => {
    await readIn("en");
    MOMENTS = [...moments(2, "zoo-table-2"), ...moments(4, "zoo-table-4")];
  });

  test("the games reach every kind of decision", () => {
    const types = new Set(MOMENTS.flatMap((m) => legal(m, m.seat).map((a) => a.type)));
    expect([...types]).toEqual(expect.arrayContaining(["build", "buy", "choose", "pass", "place", "sell", "takeCoin", "takeToken", "trade"]));
  });

  test("every legal action's words are non-empty and unique among the moment's legal actions", () => {
    const wrong: string[] = [];
    for (const m of MOMENTS) {
      const words = legal(m, m.seat).map((a) => zooTable.actionWords(a, view(m, m.seat), m.seat, m.names));
      wrong.push(...words.filter((w, i) => !w.trim() || words.indexOf(w) !== i));
    }
    expect(wrong).toEqual([]);
  });

  test("every action in the table is a legal action of the moment", () => {
    for (const m of MOMENTS) {
      for (const seat of [m.seat, null]) {
        const now = new Set(legal(m, seat).map(json));
        const offered = cells(sectionsWith(zooTable, zoo, view(m, seat), seat, m.names)).flatMap((c) => (c.actions ?? []).map(json));
        expect(offered.filter((a) => !now.has(a))).toEqual([]);
      }
    }
  });

  test("every choose, buy, trade, sell and placement is offered at its place in the table", () => {
    for (const m of MOMENTS) {
      const offered = new Set(cells(sectionsWith(zooTable, zoo, view(m, m.seat), m.seat, m.names)).flatMap((c) => (c.actions ?? []).map(json)));
      const placed = legal(m, m.seat).filter((a) => ["choose", "buy", "trade", "sell", "takeCoin", "takeToken"].includes(a.type)
        || (a.type === "place" && (a.planets as string[]).length > 0));
      expect(placed.map(json).filter((a) => !offered.has(a))).toEqual([]);
    }
  });

  test("no other seat's secret choice reaches a seat's table or prompt", () => {
    let secrets = 0;
    for (const m of MOMENTS) {
      for (const seat of [...m.names.keys(), null]) {
        const changed = othersSecretsChanged(m, seat);
        if (changed !== m.state) secrets++;
        const other = zoo.view(changed, seat) as unknown as Record<string, unknown>;
        expect(labels(sectionsWith(zooTable, zoo, other, seat, m.names))).toEqual(labels(sectionsWith(zooTable, zoo, view(m, seat), seat, m.names)));
        expect(zooTable.prompt(other, seat, legal(m, seat), m.names)).toBe(zooTable.prompt(view(m, seat), seat, legal(m, seat), m.names));
      }
    }
    expect(secrets).toBeGreaterThan(0);
  });

  test("a seat's own chosen card is in its table, and a spectator has no cards section", () => {
    const chose = MOMENTS.find((m) => m.state.stage.kind === "select" && m.state.stage.choices[0] !== null)!;
    const choice = (chose.state.stage as { choices: (string | null)[] }).choices[0]!;
    const mine = sectionsWith(zooTable, zoo, view(chose, 0), 0, chose.names).find((s) => s.id === "zoo-cards");
    expect(mine?.kind === "list" && mine.items.find((c) => c.id === `zoo-card-${choice}`)?.label).toMatch(/: chosen$/);
    expect(sectionsWith(zooTable, zoo, view(chose, null), null, chose.names).some((s) => s.id === "zoo-cards")).toBe(false);
  });

  test("the English table reads as the board shows it", () => {
    const first = MOMENTS[0];
    expect(zooTable.prompt(view(first, 0), 0, legal(first, 0), first.names)).toBe("Choose your action card");
    expect(legal(first, 0).map((a) => zooTable.actionWords(a, view(first, 0), 0, first.names))).toContain("Choose Funding");
    const players = sectionsWith(zooTable, zoo, view(first, 0), 0, first.names).find((s) => s.id === "zoo-players");
    expect(players?.kind === "list" && players.items[0].label).toMatch(/^Ana \(you\): \d+ €, \d+ ore, \d+ VP; camps: /);
    const selling = MOMENTS.find((m) => legal(m, m.seat).some((a) => a.type === "sell"))!;
    const sell = legal(selling, selling.seat).find((a) => a.type === "sell")!;
    expect(zooTable.actionWords(sell, view(selling, selling.seat), selling.seat, selling.names)).toMatch(/^Sell .+ from .+$/);
  });
});
