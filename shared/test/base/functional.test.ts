import { functionalSet, income, shielded, statuses } from "../../src/games/base/functional";
import { incomeOf, sites, type SiteSpec } from "./helpers";

const reasonAt = (specs: SiteSpec[], x: number, y: number) => statuses(sites(...specs)).get(`${x},${y}`)!;
const works = (specs: SiteSpec[], x: number, y: number) => reasonAt(specs, x, y).functional;

describe("§4 functional status: spec rows", () => {
  it("B2 Outpost and Extractor on Metal pay 2; without ore or with a volcano the Extractor is defunct", () => {
    expect(incomeOf([["outpost", 1, 1], ["extractor", 1, 2], ["metal", 1, 3]])).toBe(2);
    expect(incomeOf([["outpost", 1, 1]])).toBe(1);
    expect(incomeOf([["outpost", 1, 1], ["extractor", 1, 2]])).toBe(1);
    expect(incomeOf([["outpost", 1, 1], ["extractor", 1, 2], ["volcano", 1, 3]])).toBe(1);
    expect(reasonAt([["outpost", 1, 1], ["extractor", 1, 2], ["volcano", 1, 3]], 1, 2).reason).toBe("noOre");
  });

  const b3: SiteSpec[] = [["outpost", 1, 1], ["extractor", 1, 2], ["metal", 1, 3], ["solar", 2, 1], ["refinery", 2, 2]];

  it("B3 the Refinery is powered by the Solar next to it, not by the diagonal Outpost: +4", () => {
    expect(incomeOf(b3)).toBe(4);
    // Without the Solar the Refinery's only candidate power is diagonal.
    const noSolar = b3.filter(([c]) => c !== "solar");
    expect(reasonAt(noSolar, 2, 2)).toEqual({ functional: false, reason: "noPower" });
  });

  it("B4 a Factory needs no power when its Refinery processes Metal: +7", () => {
    expect(incomeOf([...b3, ["factory", 3, 2]])).toBe(7);
  });

  it("B5 a Reactor needs Radioactives in its Refinery's ores", () => {
    expect(incomeOf([...b3, ["reactor", 3, 2]])).toBe(4);
    expect(reasonAt([...b3, ["reactor", 3, 2]], 3, 2).reason).toBe("needsRadioactives");
    const radio: SiteSpec[] = b3.map((s) => (s[0] === "metal" ? ["radioactives", 1, 3] : s));
    expect(incomeOf([...radio, ["reactor", 3, 2]])).toBe(7);
  });

  it("B6 a Factory on an Ice + Organics refinery is defunct: +4", () => {
    const ice: SiteSpec[] = b3.map((s) => (s[0] === "metal" ? ["ice", 1, 3] : s));
    expect(incomeOf([...ice, ["factory", 3, 2]])).toBe(4);
    expect(reasonAt([...ice, ["factory", 3, 2]], 3, 2).reason).toBe("needsMetal");
  });

  it("§4.3 a Reactor that is the only power of its own Refinery is defunct, and so is the Refinery", () => {
    const loop: SiteSpec[] = [["solar", 1, 2], ["extractor", 2, 2], ["radioactives", 2, 1], ["refinery", 3, 2], ["reactor", 4, 2]];
    expect(incomeOf(loop)).toBe(1);
    expect(reasonAt(loop, 3, 2).reason).toBe("noPower");
    expect(works(loop, 4, 2)).toBe(false);
    // An outside power source breaks the circle: Extractor 1 + Refinery 2 + Reactor 3.
    expect(incomeOf([...loop, ["solar", 3, 3]])).toBe(6);
  });

  it("B8 the Outpost acts as extractor and the Reactor powers the Research Station: +7", () => {
    expect(incomeOf([["outpost", 1, 1], ["radioactives", 1, 2], ["refinery", 2, 1], ["reactor", 3, 1], ["research", 4, 1]])).toBe(7);
  });

  it("B9 Hubs carry the Dome link but not power", () => {
    const start: SiteSpec[] = [["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["hub", 3, 1], ["solar", 3, 2], ["colony", 4, 1]];
    expect(incomeOf(start)).toBe(3);
    expect(reasonAt(start, 4, 1).reason).toBe("noPower");
    const powered: SiteSpec[] = [...start, ["solar", 4, 2]];
    expect(incomeOf(powered)).toBe(6);
    const noHubPower = powered.filter(([c, x, y]) => !(c === "solar" && x === 3 && y === 2));
    expect(incomeOf(noHubPower)).toBe(3);
    expect(reasonAt(noHubPower, 3, 1).reason).toBe("noPower");
    expect(reasonAt(noHubPower, 4, 1).reason).toBe("needsHydroponics");
  });

  it("B10 resources cannot be mined through a Hub: +1", () => {
    const specs: SiteSpec[] = [["outpost", 1, 1], ["extractor", 2, 1], ["hub", 3, 1], ["solar", 3, 2], ["metal", 4, 1]];
    expect(incomeOf(specs)).toBe(1);
    expect(works(specs, 3, 1)).toBe(true);
    expect(works(specs, 2, 1)).toBe(false);
  });

  it("B13 an opponent's Dome satisfies a Colony: each collects +3", () => {
    const specs: SiteSpec[] = [["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["colony", 3, 1, 1], ["solar", 3, 2, 1]];
    expect(incomeOf(specs, 0)).toBe(3);
    expect(incomeOf(specs, 1)).toBe(3);
  });

  const b15: SiteSpec[] = [
    ["ice", 1, 1], ["outpost", 1, 2], ["hydroponics", 1, 3], ["colony", 2, 3], ["solar", 2, 4], ["solar", 3, 2],
    ["hub", 3, 3], ["spaceport", 4, 3], ["solar", 4, 2], ["biomed", 3, 4], ["research", 3, 5], ["solar", 2, 5],
  ];

  it("B15 Colony, Space Port and Bio-Med linked pairwise through a Hub: +16", () => {
    expect(incomeOf(b15)).toBe(16);
    const all = functionalSet(sites(...b15));
    for (const [card, x, y] of b15) if (!["ice"].includes(card)) expect(all.has(`${x},${y}`)).toBe(true);
  });

  it("B17 without the Hub's Solar the Bio-Med and Space Port are defunct: +7", () => {
    const specs = b15.filter(([c, x, y]) => !(c === "solar" && x === 3 && y === 2));
    expect(incomeOf(specs)).toBe(7);
    expect(reasonAt(specs, 3, 3)).toEqual({ functional: false, reason: "noPower" });
    expect(works(specs, 3, 4)).toBe(false);
    expect(works(specs, 4, 3)).toBe(false);
    // What is left: Outpost 1 + Dome 2 + Colony 3 + Research 1.
    for (const [x, y] of [[1, 2], [1, 3], [2, 3], [3, 5]]) expect(works(specs, x, y)).toBe(true);
  });

  it("B18 a High-Tech Industry without a Factory is defunct, and so is the Space Port: +7", () => {
    const specs: SiteSpec[] = b15.map((s) => (s[0] === "biomed" ? ["hightech", 3, 4] : s));
    expect(incomeOf(specs)).toBe(7);
    expect(reasonAt(specs, 3, 4).reason).toBe("needsFactory");
    expect(reasonAt(specs, 4, 3).reason).toBe("needsHighTechOrBioMed");
  });
});

describe("§4 functional status: more cases", () => {
  it("damage makes any installation defunct, with 'damaged' as the reason", () => {
    const specs: SiteSpec[] = [["outpost", 1, 1, 0, 3], ["solar", 2, 1, 0, 0]];
    expect(reasonAt(specs, 1, 1)).toEqual({ functional: false, reason: "damaged" });
    expect(incomeOf(specs)).toBe(0);
  });

  it("a damaged power source powers nothing", () => {
    expect(incomeOf([["solar", 1, 1, 0, 1], ["research", 2, 1]])).toBe(0);
    expect(incomeOf([["solar", 1, 1], ["research", 2, 1]])).toBe(1);
  });

  it("power never passes through a Hub", () => {
    const specs: SiteSpec[] = [["solar", 1, 1], ["hub", 2, 1], ["research", 3, 1]];
    expect(works(specs, 2, 1)).toBe(true);
    expect(works(specs, 3, 1)).toBe(false);
  });

  it("a Geothermal Plant needs a physically adjacent Volcano, not one linked by a Hub", () => {
    expect(works([["geothermal", 1, 1], ["volcano", 2, 1]], 1, 1)).toBe(true);
    expect(reasonAt([["geothermal", 1, 1]], 1, 1).reason).toBe("needsVolcano");
    const viaHub: SiteSpec[] = [["geothermal", 1, 1], ["hub", 2, 1], ["solar", 2, 2], ["volcano", 3, 1]];
    expect(works(viaHub, 2, 1)).toBe(true);
    expect(works(viaHub, 1, 1)).toBe(false);
    // A working Geothermal Plant powers its neighbours.
    expect(incomeOf([["geothermal", 1, 1], ["volcano", 2, 1], ["research", 1, 2]])).toBe(1);
  });

  it("a Refinery reaches an extractor through a Hub and processes its ores", () => {
    const specs: SiteSpec[] = [
      ["outpost", 1, 1], ["metal", 1, 2], ["hub", 2, 1], ["refinery", 3, 1], ["solar", 3, 2], ["factory", 4, 1],
    ];
    // The Hub is powered by the Outpost; the Refinery (powered by the Solar) links to the Outpost via the Hub.
    expect(works(specs, 3, 1)).toBe(true);
    expect(incomeOf(specs)).toBe(1 + 2 + 3);
  });

  it("a Refinery unions the ores of all its extractors", () => {
    const specs: SiteSpec[] = [
      ["metal", 1, 1], ["extractor", 2, 1], ["refinery", 2, 2], ["extractor", 3, 2], ["radioactives", 4, 2],
      ["solar", 1, 2], ["solar", 3, 1], ["solar", 3, 3], ["factory", 2, 3], ["reactor", 1, 3],
    ];
    // Reactor (1,3) is not next to the Refinery (2,2): diagonal. Factory (2,3) is.
    expect(works(specs, 2, 3)).toBe(true);
    expect(works(specs, 1, 3)).toBe(false);
    // Replace the Factory by a Reactor: the Radioactives of the second extractor reach it through the Refinery.
    const withReactor: SiteSpec[] = specs.map((t) => (t[0] === "factory" ? ["reactor", 2, 3] as SiteSpec : t));
    expect(works(withReactor, 2, 3)).toBe(true);
  });

  it("A11 an Outpost with no resource next to it supplies no ore; with one it feeds a Refinery", () => {
    const bare: SiteSpec[] = [["outpost", 1, 1], ["refinery", 2, 1], ["solar", 2, 2]];
    expect(reasonAt(bare, 2, 1).reason).toBe("needsExtractor");
    expect(incomeOf(bare)).toBe(1);
    expect(incomeOf([...bare, ["metal", 1, 2]])).toBe(3);
    // A damaged Outpost is no extractor either.
    const hit: SiteSpec[] = [["outpost", 1, 1, 0, 2], ["refinery", 2, 1], ["solar", 2, 2], ["metal", 1, 2]];
    expect(works(hit, 2, 1)).toBe(false);
  });

  it("a Reactor Core powers its neighbours once it works, with no power of its own", () => {
    // Outpost mines Radioactives; Refinery powered by the Solar; the Reactor next to the Refinery powers a Shield.
    const specs: SiteSpec[] = [["outpost", 1, 1], ["radioactives", 1, 2], ["refinery", 2, 1], ["solar", 2, 2], ["reactor", 3, 1], ["shield", 4, 1]];
    expect(works(specs, 3, 1)).toBe(true);
    expect(works(specs, 4, 1)).toBe(true);
    expect(incomeOf(specs)).toBe(1 + 2 + 3);
  });

  it("a hand-made site without a damage count is undamaged", () => {
    const b = sites(["outpost", 1, 1], ["research", 2, 1]);
    delete (b[1] as { damage?: number }).damage;
    expect(income(b, 0)).toBe(2);
  });

  it("a Volcano earns nobody anything and is never controlled, even if a state gives it an owner", () => {
    const b = sites(["geothermal", 1, 1], ["volcano", 2, 1, 0], ["research", 1, 2]);
    expect(income(b, 0)).toBe(1);
    expect(functionalSet(b).has("2,1")).toBe(false);
  });

  it("a Refinery needs a working extractor that actually has ore", () => {
    const specs: SiteSpec[] = [["solar", 1, 1], ["extractor", 2, 1], ["refinery", 2, 2], ["solar", 1, 2]];
    expect(reasonAt(specs, 2, 2).reason).toBe("needsExtractor");
  });

  it("Hydroponic Domes need an extractor mining Ice + Organics, not just any ore", () => {
    const base: SiteSpec[] = [["outpost", 1, 1], ["hydroponics", 2, 1]];
    expect(reasonAt([...base, ["metal", 1, 2]], 2, 1).reason).toBe("needsIce");
    expect(works([...base, ["ice", 1, 2]], 2, 1)).toBe(true);
  });

  it("Hubs do not chain", () => {
    const specs: SiteSpec[] = [
      ["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["hub", 3, 1], ["hub", 4, 1], ["colony", 5, 1],
      ["solar", 3, 2], ["solar", 4, 2], ["solar", 5, 2],
    ];
    expect(works(specs, 3, 1)).toBe(true);
    expect(works(specs, 4, 1)).toBe(true);
    expect(works(specs, 5, 1)).toBe(false);
  });

  it("a Hub links sites whoever controls it, but only while it works", () => {
    const specs: SiteSpec[] = [
      ["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["hub", 3, 1, 1], ["solar", 3, 2, 1], ["colony", 4, 1], ["solar", 4, 2],
    ];
    expect(works(specs, 4, 1)).toBe(true);
    const damagedHub = specs.map((s) => (s[0] === "hub" ? ["hub", 3, 1, 1, 2] as SiteSpec : s));
    expect(works(damagedHub, 4, 1)).toBe(false);
  });

  it("Bio-Med Labs need a Colony and a Research Station; a Space Port accepts either HTI or Bio-Med", () => {
    const colony: SiteSpec[] = [["outpost", 1, 1], ["ice", 1, 2], ["hydroponics", 2, 1], ["colony", 3, 1], ["solar", 3, 2]];
    const bio: SiteSpec[] = [...colony, ["biomed", 4, 1], ["solar", 4, 2], ["research", 5, 1], ["solar", 5, 2]];
    expect(works(bio, 4, 1)).toBe(true);
    expect(reasonAt(colony.concat([["biomed", 4, 1], ["solar", 4, 2]]), 4, 1).reason).toBe("needsResearch");
    // Colony 3 + Dome 2 + Outpost 1 + Bio-Med 4 + Research 1 = 11
    expect(incomeOf(bio)).toBe(11);
  });

  it("the result does not depend on the order the sites are listed in", () => {
    const specs: SiteSpec[] = [
      ["ice", 1, 1], ["outpost", 1, 2], ["hydroponics", 1, 3], ["colony", 2, 3], ["solar", 2, 4], ["solar", 3, 2],
      ["hub", 3, 3], ["spaceport", 4, 3], ["solar", 4, 2], ["biomed", 3, 4], ["research", 3, 5], ["solar", 2, 5],
    ];
    const forward = [...functionalSet(sites(...specs))].sort();
    const backward = [...functionalSet(sites(...specs.slice().reverse()))].sort();
    expect(backward).toEqual(forward);
    expect(forward.length).toBe(11);
  });

  it("resources and volcanoes are never functional and carry no reason", () => {
    expect(reasonAt([["metal", 1, 1]], 1, 1)).toEqual({ functional: false, reason: null });
    expect(reasonAt([["volcano", 1, 1]], 1, 1)).toEqual({ functional: false, reason: null });
  });

  it("income counts only the seat's own functional installations", () => {
    const b = sites(["outpost", 1, 1], ["research", 2, 1, 1]);
    expect(income(b, 0)).toBe(1);
    expect(income(b, 1)).toBe(1);
  });

  it("shielding: a functional Shield Generator protects itself and its neighbours, not diagonals", () => {
    const b = sites(["solar", 5, 4], ["shield", 5, 5], ["research", 6, 5], ["research", 6, 6]);
    expect(shielded(b, { x: 5, y: 5 })).toBe(true);
    expect(shielded(b, { x: 6, y: 5 })).toBe(true);
    expect(shielded(b, { x: 6, y: 6 })).toBe(false);
    const unpowered = sites(["shield", 5, 5], ["research", 6, 5]);
    expect(shielded(unpowered, { x: 6, y: 5 })).toBe(false);
  });
});
