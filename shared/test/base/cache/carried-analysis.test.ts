import { randomFunction } from "../../../src/engine/random";
import { base, type BaseState } from "../../../src/games/base";
import { changeOf, changeSites, placeSite } from "../../../src/games/base/cache/changes";
import { functionalSet, incomes, statusList } from "../../../src/games/base/cache/functional";
import { isKept } from "../../../src/games/base/cache/kept";
import { CARD_KINDS, isSiteCard } from "../../../src/games/base/data";
import * as rule from "../../../src/games/base/functional";
import type { Site } from "../../../src/games/base/types";
import { sites, type SiteSpec } from "../helpers";

/** What the rule (functional.ts) says of a board. */
const ruled = (list: readonly Site[]) => ({ status: rule.statusList(list), works: rule.functionalSet(list), income: rule.incomes(list, 4) });

/** What the cache says of it, carried over from the board before. */
const said = (list: readonly Site[]) => ({ status: statusList(list), works: functionalSet(list), income: incomes(list, 4) });

/** A board built one site at a time, as the engine builds one, with its status found after each. */
function built(specs: SiteSpec[]): Pick<BaseState, "sites"> {
  const s: Pick<BaseState, "sites"> = { sites: [] };
  for (const site of sites(...specs)) {
    placeSite(s, site);
    statusList(s.sites);
  }
  return s;
}

// Power along row 1; along row 2 an extractor, a Hydroponic Dome, a Colony and Bio-Med Labs, each
// linked to the one before through a Transport Hub; a Research Station under the labs.
const chain: SiteSpec[] = [
  ...[2, 3, 4, 5, 6, 7, 8].map((x): SiteSpec => ["solar", x, 1]),
  ["extractor", 2, 2], ["hub", 3, 2], ["hydroponics", 4, 2], ["hub", 5, 2], ["colony", 6, 2], ["hub", 7, 2], ["biomed", 8, 2],
  ["research", 8, 3], ["solar", 9, 3],
];

describe("functional status carried over from the board a change was made to answers as the rule (cache/functional.ts)", () => {
  it("the ore placed at one end of a chain sets it working, up to a site 7 spaces away, as the rule finds it", () => {
    const s = built(chain);
    const labs = s.sites.findIndex((t) => t.card === "biomed");
    expect(statusList(s.sites)[labs].functional).toBe(false);
    placeSite(s, sites(["ice", 1, 2, null])[0]);
    expect(changeOf(s.sites)?.effect).toBe("added");
    expect(statusList(s.sites)[labs]).toEqual({ functional: true, reason: null });
    expect(said(s.sites)).toEqual(ruled(s.sites));
  });

  it("Radioactives placed by an extractor that already works set a Reactor 5 spaces away working, as the rule finds it", () => {
    // The extractor mines Metal; its Refinery, and the Reactor, are each linked through a Hub.
    const s = built([
      ...[2, 3, 4, 5].map((x): SiteSpec => ["solar", x, 1]),
      ["metal", 2, 3, null], ["extractor", 2, 2], ["hub", 3, 2], ["refinery", 4, 2], ["hub", 5, 2], ["reactor", 6, 2],
    ]);
    const reactor = s.sites.length - 1;
    expect(statusList(s.sites)[reactor]).toEqual({ functional: false, reason: "needsRadioactives" });
    placeSite(s, sites(["radioactives", 1, 2, null])[0]);
    expect(statusList(s.sites)[reactor]).toEqual({ functional: true, reason: null });
    expect(said(s.sites)).toEqual(ruled(s.sites));
  });

  it("a Volcano that powers an extractor through a Geothermal Plant sets a Reactor 4 spaces from that extractor working", () => {
    // The Refinery already works with a second extractor, on Metal; the first, on Radioactives, has no power.
    const s = built([
      ...[3, 4, 5].map((x): SiteSpec => ["solar", x, 1]),
      ["radioactives", 1, 2, null], ["geothermal", 2, 1], ["extractor", 2, 2], ["hub", 3, 2], ["refinery", 4, 2], ["hub", 5, 2], ["reactor", 6, 2],
      ["solar", 3, 3], ["extractor", 4, 3], ["metal", 4, 4, null],
    ]);
    const reactor = s.sites.findIndex((t) => t.card === "reactor");
    expect(statusList(s.sites)[reactor].functional).toBe(false);
    placeSite(s, sites(["volcano", 1, 1])[0]);
    expect(statusList(s.sites)[reactor]).toEqual({ functional: true, reason: null });
    expect(said(s.sites)).toEqual(ruled(s.sites));
  });

  it("Ice placed by an extractor that already mines Metal sets a Hydroponic Dome, 3 spaces away through a Hub, working", () => {
    const s = built([
      ...[2, 3, 4].map((x): SiteSpec => ["solar", x, 1]),
      ["metal", 2, 3, null], ["extractor", 2, 2], ["hub", 3, 2], ["hydroponics", 4, 2],
    ]);
    const dome = s.sites.length - 1;
    expect(statusList(s.sites)[dome].functional).toBe(false);
    placeSite(s, sites(["ice", 1, 2, null])[0]);
    expect(statusList(s.sites)[dome]).toEqual({ functional: true, reason: null });
    expect(said(s.sites)).toEqual(ruled(s.sites));
  });

  it("a Solar placed by an extractor sets it working, then the Refinery built before it, linked through a Hub", () => {
    const s = built([
      ["solar", 4, 1], ["refinery", 4, 2], ["solar", 3, 1], ["hub", 3, 2], ["metal", 2, 3, null], ["extractor", 2, 2],
    ]);
    const refinery = 1;
    expect(statusList(s.sites)[refinery].functional).toBe(false);
    placeSite(s, sites(["solar", 1, 2])[0]);
    expect(statusList(s.sites)[refinery]).toEqual({ functional: true, reason: null });
    expect(said(s.sites)).toEqual(ruled(s.sites));
  });

  it("a capture moves the chain's income to its new owner; a meteor's damage stops what needed the site", () => {
    const s = built([...chain, ["ice", 1, 2, null]]);
    const colony = s.sites.find((t) => t.card === "colony")!;
    const before = incomes(s.sites, 4);
    changeSites(s, [[colony, { owner: 1 }]]);
    expect(incomes(s.sites, 4)).toEqual([before[0] - 3, before[1] + 3, 0, 0]);
    expect(said(s.sites)).toEqual(ruled(s.sites));
    changeSites(s, [[s.sites.find((t) => t.card === "extractor")!, { damage: 1 }]]);
    expect(changeOf(s.sites)?.effect).toBe("damaged");
    expect(statusList(s.sites).filter((t) => t.functional)).toHaveLength(ruled(s.sites).works.size);
    expect(functionalSet(s.sites).has("8,2")).toBe(false);
    expect(said(s.sites)).toEqual(ruled(s.sites));
  });

  it("an idle installation hit by a meteor stays down when what it needed comes", () => {
    const s = built([["solar", 2, 1], ["extractor", 2, 2]]);
    changeSites(s, [[s.sites[1], { damage: 1 }]]);
    statusList(s.sites);
    placeSite(s, sites(["metal", 2, 3, null])[0]);
    expect(statusList(s.sites)[1]).toEqual({ functional: false, reason: "damaged" });
    expect(said(s.sites)).toEqual(ruled(s.sites));
  });

  it("on random boards built site by site, with repairs, captures and meteors between, every board says what the rule says", () => {
    const rnd = randomFunction("carried-random-boards");
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
    const cards = CARD_KINDS.filter(isSiteCard);
    let checked = 0;
    for (let board = 0; board < 40; board++) {
      const s: Pick<BaseState, "sites"> = { sites: [] };
      const free = Array.from({ length: 100 }, (_, i) => ({ x: 1 + (i % 10), y: 1 + Math.floor(i / 10) }));
      while (free.length > 25) {
        const at = free.splice(Math.floor(rnd() * free.length), 1)[0];
        const card = pick(cards);
        placeSite(s, { ...at, card, owner: card === "volcano" ? null : Math.floor(rnd() * 4), damage: rnd() < 0.15 ? 2 : 0 });
        const site = pick(s.sites);
        const roll = rnd();
        if (roll < 0.15 && site.damage > 0) changeSites(s, [[site, { damage: site.damage - 1 }]]);
        else if (roll < 0.3) changeSites(s, [[site, { owner: Math.floor(rnd() * 4) }]]);
        else if (roll < 0.35) changeSites(s, [[site, { damage: site.damage + 1 }]]);
        expect(said(s.sites)).toEqual(ruled(s.sites));
        checked++;
      }
    }
    expect(checked).toBe(40 * 75);
  });

  it("over the engine's own bot games (4 seats), every board says what the rule says", () => {
    let boards = 0;
    for (const seed of ["carried-1", "carried-2"]) {
      const rng = randomFunction(seed);
      let s = base.setup({ players: 4, seed });
      while (base.result(s) === null) {
        const seat = base.awaiting(s)[0];
        const r = base.apply(s, seat, base.bot.choose(base.view(s, seat), seat, rng));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        if (!isKept(s.sites)) continue;
        boards++;
        expect(said(s.sites)).toEqual(ruled(s.sites));
      }
    }
    expect(boards).toBeGreaterThan(300);
  });
});
