/** Cases for §4 (functional status), written from the spec's tables. */
import { functionalSet, statuses } from "../../src/games/base/functional";
import { incomeOf, sites, type SiteSpec } from "./helpers";

const works = (specs: SiteSpec[], x: number, y: number) => functionalSet(sites(...specs)).has(`${x},${y}`);

/** Outpost, Ice, Metal, Refinery, Dome, Factory, Colony, HTI, Hub and a Space Port: all functional. */
const hti: SiteSpec[] = [
  ["outpost", 2, 2], ["ice", 1, 2], ["metal", 2, 1], ["refinery", 3, 2], ["hydroponics", 2, 3],
  ["factory", 3, 3], ["colony", 2, 4], ["solar", 1, 4], ["hightech", 3, 4], ["solar", 4, 4],
  ["hub", 2, 5], ["solar", 1, 5], ["spaceport", 3, 5], ["solar", 4, 5],
];

describe("§4.1 definitions", () => {
  it("X-4.1-1 power from an opponent's Solar counts: P1's Extractor on Metal earns +1, without it 0", () => {
    const board: SiteSpec[] = [["extractor", 5, 5], ["metal", 5, 6], ["solar", 6, 5, 1]];
    expect(incomeOf(board, 0)).toBe(1);
    expect(incomeOf(board, 1)).toBe(0);
    expect(incomeOf(board.slice(0, 2), 0)).toBe(0);
  });

  it("X-4.1-2 one Outpost next to Metal and Radioactives feeds a Refinery both ores: Reactor and Factory work, +9; without the Radioactives +6", () => {
    const board: SiteSpec[] = [
      ["outpost", 2, 2], ["metal", 1, 2], ["radioactives", 2, 3], ["refinery", 3, 2], ["reactor", 4, 2], ["factory", 3, 1],
    ];
    expect(incomeOf(board)).toBe(1 + 2 + 3 + 3);
    expect(incomeOf(board.filter(([c]) => c !== "radioactives"))).toBe(1 + 2 + 3);
    expect(works(board.filter(([c]) => c !== "radioactives"), 4, 2)).toBe(false);
  });

  it("X-4.1-3 an opponent's working Hub links my Dome to my Colony (+6); damaged, it links nothing (+3)", () => {
    const board: SiteSpec[] = [
      ["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["hub", 3, 1, 1], ["solar", 3, 2, 1], ["colony", 4, 1], ["solar", 4, 2],
    ];
    expect(incomeOf(board)).toBe(1 + 2 + 3);
    expect(incomeOf(board, 1)).toBe(0);
    const damagedHub = board.map((s): SiteSpec => (s[0] === "hub" ? ["hub", 3, 1, 1, 2] : s));
    expect(incomeOf(damagedHub)).toBe(1 + 2);
    expect(statuses(sites(...damagedHub)).get("4,1")).toEqual({ functional: false, reason: "needsHydroponics" });
  });

  it("X-4.1-4 a Refinery's ores come only from working extractors: damaging the Radioactives extractor stops the Reactor (+7 → +3)", () => {
    const board: SiteSpec[] = [
      ["solar", 5, 4], ["refinery", 5, 5], ["reactor", 5, 6],
      ["solar", 4, 4], ["extractor", 4, 5], ["metal", 3, 5],
      ["solar", 6, 4], ["extractor", 6, 5], ["radioactives", 7, 5],
    ];
    expect(incomeOf(board)).toBe(1 + 1 + 2 + 3);
    const hit = board.map((s): SiteSpec => (s[0] === "extractor" && s[1] === 6 ? ["extractor", 6, 5, 0, 4] : s));
    expect(incomeOf(hit)).toBe(1 + 2);
  });
});

describe("§4.2 requirements per installation", () => {
  it("X-4.2-1 a damaged Outpost earns nothing and supplies no ore: the Refinery on it is defunct too (+3 → +0)", () => {
    const board: SiteSpec[] = [["outpost", 1, 1], ["metal", 1, 2], ["refinery", 2, 1]];
    expect(incomeOf(board)).toBe(3);
    expect(incomeOf([["outpost", 1, 1, 0, 1], ["metal", 1, 2], ["refinery", 2, 1]])).toBe(0);
  });

  it("X-4.2-2 a Solar needs nothing and powers a Research Station (+1); a damaged Solar powers nothing (0)", () => {
    expect(incomeOf([["solar", 5, 5], ["research", 5, 6]])).toBe(1);
    expect(incomeOf([["solar", 5, 5, 0, 1], ["research", 5, 6]])).toBe(0);
  });

  it("X-4.2-3 a Geothermal Plant works next to a Volcano and powers an Extractor on Metal (+1); with the Volcano diagonal, 0", () => {
    expect(incomeOf([["volcano", 1, 1], ["geothermal", 2, 1], ["extractor", 3, 1], ["metal", 4, 1]])).toBe(1);
    expect(incomeOf([["volcano", 1, 2], ["geothermal", 2, 1], ["extractor", 3, 1], ["metal", 4, 1]])).toBe(0);
    expect(statuses(sites(["volcano", 1, 2], ["geothermal", 2, 1])).get("2,1")!.reason).toBe("needsVolcano");
  });

  it("X-4.2-4 a powered Extractor next to only a Volcano and another Extractor mines nothing (0)", () => {
    expect(incomeOf([["solar", 5, 4], ["extractor", 5, 5], ["volcano", 5, 6], ["extractor", 6, 5]])).toBe(0);
  });

  it("X-4.2-5 a Refinery with a working extractor but no power is defunct (+1); with a Solar beside it +3", () => {
    const board: SiteSpec[] = [["solar", 1, 1], ["extractor", 2, 1], ["metal", 2, 2], ["refinery", 3, 1]];
    expect(incomeOf(board)).toBe(1);
    expect(statuses(sites(...board)).get("3,1")!.reason).toBe("noPower");
    expect(incomeOf([...board, ["solar", 3, 2]])).toBe(3);
  });

  it("X-4.2-6 a Reactor Core linked to a Radioactives Refinery through a powered Hub works without power: +6", () => {
    const board: SiteSpec[] = [["outpost", 1, 1], ["radioactives", 1, 2], ["refinery", 2, 1], ["hub", 3, 1], ["solar", 3, 2], ["reactor", 4, 1]];
    expect(incomeOf(board)).toBe(1 + 2 + 3);
  });

  it("X-4.2-7 a Factory linked through a Hub works on a Metal Refinery (+6), not on an Ice Refinery (+3)", () => {
    const board: SiteSpec[] = [["outpost", 1, 1], ["metal", 1, 2], ["refinery", 2, 1], ["hub", 3, 1], ["solar", 3, 2], ["factory", 4, 1]];
    expect(incomeOf(board)).toBe(1 + 2 + 3);
    expect(incomeOf(board.map((s): SiteSpec => (s[0] === "metal" ? ["ice", 1, 2] : s)))).toBe(1 + 2);
  });

  it("X-4.2-8 a Hydroponic Dome fed by an Extractor on Ice needs power itself: 1 without, 1+2 with", () => {
    const board: SiteSpec[] = [["solar", 5, 4], ["extractor", 5, 5], ["ice", 5, 6], ["hydroponics", 6, 5]];
    expect(incomeOf(board)).toBe(1);
    expect(incomeOf([...board, ["solar", 7, 5]])).toBe(3);
  });

  it("X-4.2-9 Hub, Shield and Research need power and nothing else", () => {
    const unpowered: SiteSpec[] = [["research", 5, 4], ["shield", 4, 5], ["hub", 6, 5]];
    const st = statuses(sites(...unpowered));
    expect([...st.values()].map((v) => v.reason)).toEqual(["noPower", "noPower", "noPower"]);
    expect(incomeOf(unpowered)).toBe(0);
    const powered: SiteSpec[] = [...unpowered, ["solar", 5, 5]];
    expect(incomeOf(powered)).toBe(1);
    expect([works(powered, 5, 4), works(powered, 4, 5), works(powered, 6, 5)]).toEqual([true, true, true]);
  });

  it("X-4.2-10 a Colony needs both power and a working Dome", () => {
    const base: SiteSpec[] = [["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["colony", 3, 1]];
    expect(incomeOf(base)).toBe(3);
    expect(incomeOf([...base, ["solar", 3, 2]])).toBe(6);
    expect(incomeOf([["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1, 0, 1], ["colony", 3, 1], ["solar", 3, 2]])).toBe(1);
  });

  it("X-4.2-11 a High-Tech Industry with Colony and Factory works and lets a Space Port work: +20; without the Factory +8", () => {
    expect(incomeOf(hti)).toBe(1 + 2 + 2 + 3 + 3 + 4 + 5);
    const noFactory = hti.filter(([c]) => c !== "factory");
    expect(incomeOf(noFactory)).toBe(1 + 2 + 2 + 3);
    expect(statuses(sites(...noFactory)).get("3,4")!.reason).toBe("needsFactory");
  });

  it("X-4.2-12 Bio-Med Labs need a working Research Station: unpowered Research leaves it defunct", () => {
    const board: SiteSpec[] = [
      ["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["colony", 3, 1], ["solar", 3, 2], ["biomed", 4, 1], ["solar", 4, 2], ["research", 5, 1],
    ];
    expect(incomeOf(board)).toBe(1 + 2 + 3);
    expect(statuses(sites(...board)).get("4,1")!.reason).toBe("needsResearch");
    expect(incomeOf([...board, ["solar", 5, 2]])).toBe(1 + 2 + 3 + 4 + 1);
  });
});

describe("§4.3 evaluation", () => {
  it("X-4.3-1 a Hub powered only by a Reactor whose Refinery link runs through that Hub: both defunct (+3); a Solar on the Hub makes +6", () => {
    const board: SiteSpec[] = [
      ["outpost", 1, 1], ["radioactives", 1, 2], ["refinery", 2, 1], ["solar", 2, 2], ["hub", 3, 1], ["reactor", 4, 1],
    ];
    expect(incomeOf(board)).toBe(1 + 2);
    expect([works(board, 3, 1), works(board, 4, 1)]).toEqual([false, false]);
    expect(incomeOf([...board, ["solar", 3, 2]])).toBe(1 + 2 + 3);
  });

  it("X-4.3-2 damage to the root cascades: a damaged Outpost takes the whole High-Tech chain down to 0", () => {
    const hit = hti.map((s): SiteSpec => (s[0] === "outpost" ? ["outpost", 2, 2, 0, 3] : s));
    expect(incomeOf(hit)).toBe(0);
    expect(functionalSet(sites(...hit)).size).toBe(5); // the 4 Solars and the Hub they power
  });
});
