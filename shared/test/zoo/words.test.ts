import type { GameError, GameEvent } from "../../src/engine/game";
import { refusalWords } from "../../src/engine/game";
import { mergeRuns } from "../../src/engine/merge";
import { randomFunction } from "../../src/engine/random";
import { zoo, type ZooState } from "../../src/games/zoo";
import { describeEvent } from "../../src/games/zoo/describe";
import { story } from "../../src/games/zoo/story";
import { loadedWords, preloadWords, type Locale, type SharedKey } from "../../src/i18n";
import { A, B, C, act, chooseAll, edit, expandScene, idle, newGame, setPlanets } from "./helpers";

/** The log and the refusals in every reader's words: no key, no placeholder left, and not English. */
const NAMES = ["Ana", "Bo", "Cy", "Di"];
const OTHERS: Locale[] = ["de", "fr", "es", "pl"];

beforeAll(() => preloadWords(["en", ...OTHERS]));

/** Lines the English log read before its words moved to the catalog, with their events. */
const BEFORE: [GameEvent, string][] = [
  [{ type: "submitted", seat: 0, phase: 0 }, "Ana has chosen an action card."],
  [{ type: "revealed", choices: ["build", "expand"] }, "Cards revealed: Ana Build Camp, Bo Expand."],
  [{ type: "phase", phase: 1, name: "funding", selected: false, order: [] }, "Funding phase: nobody chose it."],
  [{ type: "fundingAdded", amount: 1, box: 2 }, "1 € went into the Funding box (now 2 €)."],
  [{ type: "researchShifted", discarded: "shield", drawn: ["xeno"], track: ["xeno", "marketing", "cage", "smelter", "xeno"] }, "The research track moved; Psychic Shield was discarded; new: Xenobiology Thesis."],
  [{ type: "phase", phase: 3, name: "build", selected: true, order: [0] }, "Build Camp phase: Ana takes part."],
  [{ type: "submitted", seat: 0, phase: 3 }, "Ana has decided whether to build."],
  [{ type: "built", seat: 0, cost: 3 }, "Ana built a camp for 3 ore."],
  [{ type: "phase", phase: 4, name: "expand", selected: true, order: [1] }, "Expand phase: Bo takes part."],
  [{ type: "placed", seat: 1, planets: ["P02"] }, "Bo placed a camp on Pastoria Minor."],
  [{ type: "marketsRose", by: 1, markets: { grass: 3, meat: 4, funky: 2 } }, "The markets rose 1 step."],
  [{ type: "oreAdded", amount: 1, box: 3 }, "1 ore went into the Mining box (now 3)."],
  [{ type: "scored", turn: 1, vp: [0, 1] }, "End of turn 1: Ana 0 VP, Bo 1 VP."],
  [{ type: "turnStarted", turn: 2 }, "Turn 2 begins."],
  [{ type: "bought", seat: 0, card: "marketing", position: 1, cost: 1 }, "Ana bought Exotic Marketing for 1 €."],
  [{ type: "phase", phase: 3, name: "build", selected: false, order: [] }, "Build Camp phase: nobody chose it."],
  [{ type: "planetRevealed", planet: "P13", tokens: 3 }, "Revealed Orchard Ring with 3 Pocket Raccoons."],
  [{ type: "traded", seat: 1, planet: "P04", paid: [{ seat: 0, amount: 2 }] }, "Bo opened a trade route to Mossworld, paying 2 € to Ana."],
  [{ type: "tokenToBox", seat: 0 }, "The 1st player token went into the Funding box."],
  [{ type: "tookCoin", seat: 1, forced: false, box: 3 }, "Bo took 1 € from the Funding box (3 € left)."],
  [{ type: "tookToken", seat: 1, forced: false }, "Bo took the 1st player token."],
  [{ type: "tookCoin", seat: 1, forced: true, box: 0 }, "Bo took 1 € from the Funding box (the only item left)."],
  [{ type: "researchShifted", discarded: null, drawn: ["xeno"], track: ["cage", "smelter", "xeno", "shield", "xeno"] }, "The research track moved; new: Xenobiology Thesis."],
  [{ type: "sold", seat: 0, planet: "P04", income: 6, markets: { grass: 4, meat: 5, funky: 3 } }, "Ana sold one of the Trundle Snails for 6 €."],
  [{ type: "mined", takes: [{ seat: 1, amount: 6 }], box: 0 }, "Bo took 6 ore from the Mining box."],
  [{ type: "gameOver", winners: [0], scores: [10, 4], capped: false }, "Game over: Ana wins."],
  [{ type: "cannotAct", seat: 0, phase: "expand" }, "Ana could not act in Expand."],
  [{ type: "researchShifted", discarded: "shield", drawn: ["drill", "grant"], track: ["drill", "cage", "cage", "drill", "grant"] }, "The research track moved; Psychic Shield was discarded; new: Deep Core Drill and Grant Office."],
  [{ type: "placed", seat: 2, planets: ["P12", "P10"] }, "Cy placed camps on Mudflat IV and Tidewell."],
  [{ type: "mined", takes: [{ seat: 0, amount: 4 }, { seat: 1, amount: 3 }], box: 0 }, "Ana took 4 ore and Bo took 3 ore from the Mining box."],
  [{ type: "drill", seat: 3, amount: 1 }, "Di took 1 extra ore (Deep Core Drill)."],
];

/** Every event of seeded whole bot games, runs merged as a room merges them. */
function botEvents(): GameEvent[] {
  const events: GameEvent[] = [];
  for (const players of [2, 3, 4]) {
    for (const k of [0, 1]) {
      const seed = `zoo-${players}-${k}`;
      const rng = randomFunction(`words:${seed}`);
      let state: ZooState = zoo.setup({ players, seed });
      while (zoo.awaiting(state).length) {
        const seat = zoo.awaiting(state)[0];
        const r = zoo.apply(state, seat, zoo.bot.choose(zoo.view(state, seat), seat, rng));
        if (!r.ok) throw new Error(refusalWords(r.error));
        events.push(...mergeRuns(zoo, r.events));
        state = r.state;
      }
    }
  }
  return events;
}

/** One event of each type and shape (a seat or none, one or several of a list). */
function oneOfEachShape(events: GameEvent[]): GameEvent[] {
  const shape = (e: GameEvent) => JSON.stringify(Object.entries(e).map(([k, v]) => [k, Array.isArray(v) ? Math.min(v.length, 2) : typeof v === "boolean" ? v : typeof v]));
  return [...new Map(events.map((e) => [`${e.type}:${shape(e)}`, e])).values()];
}

function problemsOf(english: string, worded: string): string[] {
  const found: string[] = [];
  if (/zoo\./.test(worded)) found.push("a raw key");
  if (/[{}]/.test(worded)) found.push("a placeholder");
  if (/undefined|NaN|\[object/.test(worded)) found.push("a missing parameter");
  if (worded === english) found.push("the English words");
  return found.map((p) => `${p}: ${worded}`);
}

describe("the log in each reader's words", () => {
  test("the English log reads as it did", () => {
    expect(BEFORE.map(([e]) => describeEvent(e, NAMES))).toEqual(BEFORE.map(([, line]) => line));
    expect(describeEvent({ type: "tookCoin", seat: 1, forced: true, amount: 3, box: 0 }, NAMES)).toBe("Bo took 3 € from the Funding box (only coins were left).");
    expect(describeEvent({ type: "planetRevealed", seat: 2, planet: "P24", tokens: 2 }, NAMES)).toBe("Cy revealed Nightmare Nebula with 2 Void Tigers.");
    expect(describeEvent({ type: "placed", seat: 0, planets: [] }, NAMES)).toBe("Ana placed no camp.");
    expect(describeEvent({ type: "grant", seat: 3, amount: 1 }, NAMES)).toBe("Di took 1 extra € (Grant Office).");
    expect(describeEvent({ type: "passed", seat: 0, phase: "research" }, NAMES)).toBe("Ana passed in Research.");
    expect(describeEvent({ type: "gameOver", winners: [0, 2], scores: [10, 4, 10] }, NAMES)).toBe("Game over: Ana and Cy share the win.");
  });

  const extra: GameEvent[] = [
    { type: "tookCoin", seat: 1, forced: true, amount: 3, box: 0 },
    { type: "planetRevealed", seat: 2, planet: "P24", tokens: 2 },
    { type: "noPlanetLeft" },
    { type: "placed", seat: 0, planets: [] },
    { type: "grant", seat: 3, amount: 1 },
    { type: "passed", seat: 0, phase: "research" },
    { type: "traded", seat: 0, planet: "P01", paid: [{ seat: 1, amount: 2 }, { seat: 2, amount: 2 }] },
    { type: "gameOver", winners: [0, 2], scores: [10, 4, 10] },
  ];

  test.each(OTHERS)("%s: every event type of whole games is worded, none in English", (locale) => {
    const events = oneOfEachShape([...botEvents(), ...extra]);
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThanOrEqual(25);
    const found = events.flatMap((e) => problemsOf(describeEvent(e, NAMES), describeEvent(e, NAMES, loadedWords(locale))));
    expect(found).toEqual([]);
  });
});

/** Refusals the rules give, as the refusal tests reach them. */
function refusals(): GameError[] {
  const refused = (s: ZooState, seat: number, action: unknown): GameError => {
    const r = zoo.apply(s, seat, action);
    if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
    return r.error;
  };
  const s = newGame(3, A);
  const chosen = act(s, A, { type: "choose", phase: "sell" }).state;
  const sequential = chooseAll(edit(newGame(3, A), (s) => { s.players[B].coins = 9; s.players[C].coins = 9; }), ["trade", "research", "research"]).state;
  const over = edit(s, (s) => { s.stage = { kind: "over", winners: [A], scores: [10, 0, 0] }; });
  const locked = edit(newGame(2, A), (s) => { s.players[A].locked = "sell"; });
  const research = chooseAll(edit(newGame(3, A), (s) => { s.track = [null, "smelter", null, "marketing", "grant"]; s.players[A].coins = 3; }), ["research", "trade", "trade"]).state;
  const build = chooseAll(edit(newGame(3, A), (s) => {
    for (const seat of [A, B, C]) idle(s, seat);
    s.players[A].ore = 3;
    s.players[B].ore = 3;
  }), ["build", "build", "trade"]).state;
  const expand = expandScene(1);
  const owner = edit(expand, (s) => { s.players[A].research = ["cartography"]; });
  const trade = (change: (s: ZooState) => void) => chooseAll(edit(newGame(3, A), (s) => {
    setPlanets(s, [{ id: "P01", camps: [A, B] }, { id: "P02" }, { id: "P03", camps: [B] }]);
    idle(s, A);
    idle(s, B);
    s.players[C].coins = 5;
    s.players[C].supply = 1;
    change(s);
  }), ["build", "build", "trade"]).state;
  const sell = chooseAll(edit(newGame(3, A), (s) => {
    setPlanets(s, [{ id: "P01", camps: [A] }, { id: "P07", camps: [A] }, { id: "P05", camps: [A] }, { id: "P02", camps: [B] }, { id: "P03", camps: [A] }]);
    for (const seat of [A, B, C]) idle(s, seat);
    s.planets[0].tokens = 0;
  }), ["sell", "build", "build"]).state;
  return [
    refused(s, 3, { type: "choose", phase: "sell" }),
    refused(s, A, { type: "choose", phase: "nothing" }),
    refused(chosen, A, { type: "choose", phase: "build" }),
    refused(sequential, C, { type: "pass" }),
    refused(sequential, A, { type: "sell", planet: "P01" }),
    refused(over, A, { type: "choose", phase: "sell" }),
    refused(locked, A, { type: "choose", phase: "sell" }),
    refused(research, A, { type: "buy", position: 1 }),
    refused(research, A, { type: "buy", position: 4 }),
    refused(edit(build, (s) => { s.players[A].bank = 0; }), A, { type: "build", build: true }),
    refused(edit(build, (s) => { s.players[B].ore = 2; }), B, { type: "build", build: true }),
    refused(expand, A, { type: "reveal" }),
    refused(act(owner, A, { type: "reveal" }).state, A, { type: "reveal" }),
    refused(edit(owner, (s) => { s.planetDeck = []; }), A, { type: "reveal" }),
    refused(expand, A, { type: "place", planets: ["P01", "P01"] }),
    refused(expand, A, { type: "place", planets: ["P01", "P02"] }),
    refused(expand, A, { type: "place", planets: ["P99"] }),
    refused(trade(() => {}), C, { type: "trade", planet: "P99" }),
    refused(trade((s) => { s.planets[0].camps = [A, C]; }), C, { type: "trade", planet: "P01" }),
    refused(trade(() => {}), C, { type: "trade", planet: "P02" }),
    refused(trade((s) => { s.players[C].coins = 3; }), C, { type: "trade", planet: "P01" }),
    refused(sell, A, { type: "sell", planet: "P01" }),
    refused(sell, A, { type: "sell", planet: "P07" }),
    refused(sell, A, { type: "sell", planet: "P05" }),
    refused(sell, A, { type: "sell", planet: "P02" }),
  ];
}

describe("refusals in each reader's words", () => {
  test("every refusal of the Zoo engine is a catalog key with parameters, none an English sentence", () => {
    const all = refusals();
    expect(all.filter((e) => !e.reason?.startsWith("zoo.refusal.") || e.message !== undefined)).toEqual([]);
    expect(new Set(all.map((e) => e.reason)).size).toBeGreaterThanOrEqual(all.length - 2);
  });

  test.each(OTHERS)("%s: every refusal is worded, none in English", (locale) => {
    const found = refusals().flatMap((e) => problemsOf(refusalWords(e), refusalWords(e, loadedWords(locale))));
    expect(found).toEqual([]);
  });
});

describe("the post-game story's words", () => {
  test.each(["en", ...OTHERS] as Locale[])("%s: every measure, its amounts and every score category has its words", (locale) => {
    const words = loadedWords(locale);
    const categories = story.scoreBreakdown(zoo.setup({ players: 2, seed: "story" }), []).categories;
    const worded = [
      ...story.measures.flatMap((m) => [words.t(`zoo.story.measure.${m.id}` as SharedKey), words.t(`zoo.story.amount.${m.id}` as SharedKey, { n: 2 })]),
      ...categories.map((c) => words.t(`zoo.story.category.${c.id}` as SharedKey)),
    ];
    expect(worded.filter((w) => /zoo\.|[{}]|undefined/.test(w))).toEqual([]);
    if (locale === "en") expect(story.measures.map((m) => words.t(`zoo.story.measure.${m.id}` as SharedKey))).toEqual(story.measures.map((m) => m.label));
  });
});
