/**
 * X-4.3-3: the engine's functional set against a second, literal reading of §4 (tables 4.1 and 4.2,
 * least fixed point of 4.3) on random small boards. Written independently of functional.ts.
 */
import fc from "fast-check";
import type { CardKind } from "../../src/games/base/data";
import { functionalSet, income } from "../../src/games/base/functional";
import type { Site } from "../../src/games/base/types";

const SITE_KINDS: CardKind[] = [
  "outpost", "volcano", "metal", "radioactives", "ice", "extractor", "solar", "geothermal", "refinery", "reactor",
  "hydroponics", "factory", "hub", "shield", "research", "colony", "hightech", "biomed", "spaceport",
];
const RESOURCES = ["metal", "radioactives", "ice"];
const POWER = ["outpost", "solar", "geothermal", "reactor"];
const INCOME: Partial<Record<CardKind, number>> = {
  outpost: 1, extractor: 1, refinery: 2, reactor: 3, hydroponics: 2, factory: 3, research: 1, colony: 3, hightech: 4, biomed: 4, spaceport: 5,
};

function reference(sites: Site[]): Set<Site> {
  const adj = (a: Site, b: Site) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y) === 1;
  const F = new Set<Site>();
  const near = (s: Site) => sites.filter((t) => adj(s, t));
  const powered = (s: Site) => near(s).some((t) => POWER.includes(t.card) && F.has(t));
  const linked = (s: Site, t: Site) => s !== t && (adj(s, t) || sites.some((h) => h.card === "hub" && F.has(h) && adj(h, s) && adj(h, t)));
  const ores = (e: Site) => new Set(near(e).filter((t) => RESOURCES.includes(t.card)).map((t) => t.card));
  const extractorLike = (e: Site) => (e.card === "outpost" || e.card === "extractor") && F.has(e);
  const refineryOres = (r: Site) => new Set(sites.filter((e) => linked(r, e) && extractorLike(e)).flatMap((e) => [...ores(e)]));
  const some = (s: Site, ok: (t: Site) => boolean) => sites.some((t) => linked(s, t) && F.has(t) && ok(t));
  const kind = (k: CardKind) => (t: Site) => t.card === k;
  const works = (s: Site): boolean => {
    switch (s.card) {
      case "outpost": case "solar": return true;
      case "geothermal": return near(s).some(kind("volcano"));
      case "extractor": return powered(s) && ores(s).size > 0;
      case "refinery": return powered(s) && sites.some((e) => linked(s, e) && extractorLike(e) && ores(e).size > 0);
      case "reactor": return some(s, (t) => t.card === "refinery" && refineryOres(t).has("radioactives"));
      case "factory": return some(s, (t) => t.card === "refinery" && refineryOres(t).has("metal"));
      case "hydroponics": return powered(s) && sites.some((e) => linked(s, e) && extractorLike(e) && ores(e).has("ice"));
      case "hub": case "shield": case "research": return powered(s);
      case "colony": return powered(s) && some(s, kind("hydroponics"));
      case "hightech": return powered(s) && some(s, kind("colony")) && some(s, kind("factory"));
      case "biomed": return powered(s) && some(s, kind("colony")) && some(s, kind("research"));
      case "spaceport": return powered(s) && some(s, kind("colony")) && some(s, (t) => t.card === "hightech" || t.card === "biomed");
      default: return false;
    }
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const s of sites) {
      if (!F.has(s) && s.damage === 0 && works(s)) {
        F.add(s);
        changed = true;
      }
    }
  }
  return F;
}

/** Cards weighted so that chains often form: power, ores, extractors and Refineries are common. */
const WEIGHTED: CardKind[] = [
  ...SITE_KINDS,
  "outpost", "outpost", "solar", "solar", "solar", "metal", "metal", "radioactives", "ice", "ice",
  "extractor", "refinery", "refinery", "hub", "hub", "hydroponics", "colony", "colony", "factory", "research",
];

/** A 4×5 patch of the map, each space empty or holding a random site, now and then damaged, of seat 0 or 1. */
const board = fc.array(
  fc.record({
    card: fc.option(fc.constantFrom(...WEIGHTED), { freq: 8 }),
    damage: fc.constantFrom(0, 0, 0, 0, 0, 0, 0, 2),
    owner: fc.constantFrom(0, 1),
  }),
  { minLength: 20, maxLength: 20 },
).map((cells) => cells.flatMap((c, i): Site[] => (c.card === null ? [] : [{
  x: 1 + (i % 4), y: 1 + Math.floor(i / 4), card: c.card, owner: c.card === "volcano" ? null : c.owner, damage: c.damage,
}])));

/** Full chains (High-Tech + Space Port; B15's Hub hub; Bio-Med + Space Port) to knock sites out of. */
const CHAINS: [CardKind, number, number][][] = [
  [["outpost", 2, 2], ["ice", 1, 2], ["metal", 2, 1], ["refinery", 3, 2], ["hydroponics", 2, 3], ["factory", 3, 3], ["colony", 2, 4],
    ["solar", 1, 4], ["hightech", 3, 4], ["solar", 4, 4], ["hub", 2, 5], ["solar", 1, 5], ["spaceport", 3, 5], ["solar", 4, 5]],
  [["ice", 1, 1], ["outpost", 1, 2], ["hydroponics", 1, 3], ["colony", 2, 3], ["solar", 2, 4], ["solar", 3, 2], ["hub", 3, 3],
    ["spaceport", 4, 3], ["solar", 4, 2], ["biomed", 3, 4], ["research", 3, 5], ["solar", 2, 5]],
  [["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["colony", 3, 1], ["solar", 4, 1], ["hub", 3, 2], ["solar", 2, 2],
    ["spaceport", 4, 2], ["hightech", 5, 2], ["biomed", 3, 3], ["solar", 2, 3], ["research", 3, 4], ["solar", 2, 4],
    ["factory", 5, 3], ["refinery", 5, 4], ["extractor", 6, 4], ["metal", 6, 5], ["solar", 6, 3], ["radioactives", 4, 4], ["reactor", 4, 5]],
];

const damagedChain = fc.record({
  chain: fc.constantFrom(...CHAINS),
  fate: fc.array(fc.constantFrom("keep", "keep", "keep", "keep", "keep", "keep", "drop", "damage", "opponent"), { minLength: 20, maxLength: 20 }),
}).map(({ chain, fate }) => chain.flatMap(([card, x, y], i): Site[] => (fate[i] === "drop" ? [] : [{
  x, y, card, owner: card === "volcano" ? null : fate[i] === "opponent" ? 1 : 0, damage: fate[i] === "damage" ? 1 : 0,
}])));

/**
 * A full chain, knocked about as above, moved anywhere: across the map's edges and the rows around it,
 * where functional.ts keeps sites in its flat grid and where in its map. Where a site stands does not
 * change what works (§4 reads only adjacency).
 */
const movedChain = fc.record({ sites: damagedChain, dx: fc.integer({ min: -8, max: 16 }), dy: fc.integer({ min: -8, max: 16 }) })
  .map(({ sites, dx, dy }) => sites.map((s) => ({ ...s, x: s.x + dx, y: s.y + dy })));

function compare(sites: Site[]) {
  const mine = functionalSet(sites);
  const ref = reference(sites);
  expect([...mine].sort()).toEqual([...ref].map((s) => `${s.x},${s.y}`).sort());
  for (const seat of [0, 1]) {
    const expected = [...ref].filter((s) => s.owner === seat).reduce((n, s) => n + (INCOME[s.card] ?? 0), 0);
    expect(income(sites, seat)).toBe(expected);
  }
}

describe("§4.3 evaluation against a literal reference", () => {
  it("X-4.3-4 on 1500 full chains with random sites dropped, damaged or given to the opponent, engine = reference", () => {
    fc.assert(fc.property(damagedChain, compare), { numRuns: 1500, seed: 4344 });
  });

  it("on 1500 such chains moved anywhere, off the map and across the engine's grid, engine = reference", () => {
    fc.assert(fc.property(movedChain, compare), { numRuns: 1500, seed: 4345 });
  });

  it("X-4.3-3 on 3000 random boards the functional set and both seats' incomes match the reference", () => {
    fc.assert(fc.property(board, compare), { numRuns: 3000, seed: 4243 });
  });
});
