import { cheeses } from "../../src/games/cheeses";
import { refusalWords, type GameEvent, type GameError } from "../../src/engine/game";
import { loadedWords, preloadWords, type Locale, type SharedKey, type Words } from "../../src/i18n";
import { buildProblem } from "../../src/games/cheeses/build";
import { PRODUCTS } from "../../src/games/cheeses/data";
import { botGame } from "./helpers";
import { story } from "../../src/games/cheeses/story";

const NAMES = ["Ana", "Bo", "Cy", "Di"];
const OTHERS = ["de", "pl", "fr", "es"] as const;

beforeAll(() => preloadWords(["en", ...OTHERS]));

/** A line in another language: no key or placeholder left, and not the English. */
function expectWorded(line: string, english: string): void {
  expect(line).not.toMatch(/cheeses\.|[{}]|undefined|NaN|\[object/);
  expect(line).not.toBe(english);
  expect(line.length).toBeGreaterThan(0);
}

/** One event of each type from a few whole bot games, and the rarer ones by hand. */
function eventsOfEveryType(): GameEvent[] {
  const byType = new Map<string, GameEvent>();
  for (const [players, seed] of [[2, "words"], [3, "log-a"], [4, "log-b"]] as const) {
    for (const e of botGame(players, seed).events) if (!byType.has(e.type)) byType.set(e.type, e);
  }
  return [
    ...byType.values(),
    { type: "moved", seat: 0, module: 3, moduleType: "iceCreamStorage", from: [2, 4], to: [3, 5], price: 2 },
    { type: "moduleLost", seat: 1, module: 4, moduleType: "solar", x: 4, y: 4 },
    { type: "moduleLost", seat: 1, module: 5, moduleType: "geothermal", x: 6, y: 4 },
    { type: "lawsuit", seat: 1, target: 0, roll: 5, payer: null, amount: 0 },
    { type: "lawsuit", seat: 1, target: 0, roll: 6, payer: 1, amount: 25 },
    { type: "cureRoll", seat: 0, module: 2, x: 2, y: 4, rolls: [3, 6], cured: true },
    { type: "gameOver", winners: [0, 2], scores: [120, 90, 120] },
    { type: "giftBoxes", seat: 0, boxes: 1, earned: 10 },
    { type: "spoiled", seat: 0, lost: { milk: 2, cheese: 1 } },
    { type: "allCured", seat: 2 },
    { type: "diseaseIgnored", seat: 3 },
    { type: "passed", seat: 0, step: "law" },
  ];
}

describe("the log in every reader's words", () => {
  const events = eventsOfEveryType();

  test("a whole game has the events the log words", () => {
    const types = new Set(events.map((e) => e.type));
    for (const t of ["built", "moved", "diseaseRoll", "diseaseStarted", "randomEvent", "prices", "dairy", "sold", "income", "lawsuit",
      "cureRoll", "energyShort", "submitted", "passed", "turnStarted", "turnEnded", "gameOver"]) expect(types).toContain(t);
  });

  test.each(OTHERS)("%s: every event is worded, with no key, placeholder or English left", (locale) => {
    const words = loadedWords(locale);
    for (const e of events) expectWorded(cheeses.describeEvent(e, NAMES, words), cheeses.describeEvent(e, NAMES));
  });

  test("every module and random event has a name in each language", () => {
    for (const roll of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      for (const locale of OTHERS) {
        const e = { type: "randomEvent", seat: 0, dice: [1, roll - 1], roll };
        expectWorded(cheeses.describeEvent(e, NAMES, loadedWords(locale)), cheeses.describeEvent(e, NAMES));
      }
    }
  });

  test("German and French put the module's own article before it", () => {
    const built = (moduleType: string, words: Words) => cheeses.describeEvent({ type: "built", seat: 0, moduleType, x: 2, y: 4, price: 15 }, NAMES, words);
    expect(built("barn", loadedWords("de"))).toBe("Ana hat einen Stall auf (2,4) für 15 $ gebaut.");
    expect(built("pastureDome", loadedWords("de"))).toBe("Ana hat eine Weidekuppel auf (2,4) für 15 $ gebaut.");
    expect(built("cheeseLab", loadedWords("de"))).toBe("Ana hat ein Käselabor auf (2,4) für 15 $ gebaut.");
    expect(built("barn", loadedWords("fr"))).toBe("Ana a construit une Étable en (2,4) pour 15 $.");
    expect(built("iceCreamStorage", loadedWords("en"))).toBe("Ana built an Ice Cream Storage at (2,4) for $15.");
  });

  test("Polish counts with its plural forms", () => {
    const short = (n: number) => cheeses.describeEvent({ type: "energyShort", seat: 0, modules: Array.from({ length: n }, (_, i) => i) }, NAMES, loadedWords("pl"));
    expect(short(1)).toBe("Ana ma za mało energii: 1 moduł stoi.");
    expect(short(3)).toBe("Ana ma za mało energii: 3 moduły stoją.");
    expect(short(5)).toBe("Ana ma za mało energii: 5 modułów stoi.");
  });
});

describe("refusals in every reader's words", () => {
  /** Refusals the engine gives, through apply and its checks. */
  function refusals(): GameError[] {
    const out: GameError[] = [];
    const s = cheeses.setup({ players: 2, seed: "refusals", options: { firstPlayer: 0 } });
    const refuse = (seat: number, action: unknown) => {
      const r = cheeses.apply(s, seat, action);
      if (!r.ok) out.push(r.error);
    };
    refuse(0, { type: "nonsense" });
    refuse(1, { type: "pass" });
    refuse(0, { type: "pass" });
    refuse(0, { type: "sell", quantities: {} });
    refuse(0, { type: "build", module: "barn", x: 4, y: 4 });
    refuse(0, { type: "build", module: "startUp", x: 99, y: 99 });
    const table = { ...s, builds: 0 };
    for (const type of ["startUp", "geothermal"] as const) {
      const why = buildProblem(table, 0, type, 1, 1);
      if (why) out.push({ code: "illegal", ...why });
    }
    return out;
  }

  /** Every refusal key with the parameters its engine site passes. */
  const ALL: GameError[] = [
    ["gameOver"], ["badAction"], ["notYourTurn"], ["wrongStep", { action: "sell", step: "build" }], ["failed", { detail: "x" }],
    ["placeStartUp"], ["buildLimit", { n: 3 }], ["offMap", { x: 1, y: 2 }], ["taken", { x: 1, y: 2 }], ["firstStartUp"],
    ["secondColony"], ["tooClose", { n: 5 }], ["notTouching"], ["needHabitation", { n: 12 }], ["habitationShort"],
    ["cannotAfford", { price: 15 }], ["needFault"], ["needPlant"], ["needBarn"], ["cannotStand"], ["noMoveInTurnOne"],
    ["needConstruction"], ["notYourModule"], ["sameSpace"], ["breaksPlacement", { x: 1, y: 2 }], ["movedNotTouching"],
    ["splitsColony"], ["cannotAffordMove", { price: 10 }], ["namedTwice"], ["notYourShortage"], ["usesNoEnergy", { x: 1, y: 2 }],
    ["stillShort", { need: 4, have: 2 }], ["couldStayPowered", { x: 1, y: 2 }], ["needLawOffice"], ["sueAnother"], ["targetTooPoor", { min: 50 }],
    ["overOutput", { total: 12, output: 10 }], ["tooManyBoxes", { n: 2 }],
    ...PRODUCTS.flatMap((product) => [["noStorage", { product }], ["storageFull", { product, free: 2, n: 5 }], ["sickSale", { product }],
      ["notEnough", { n: 1, product }]] as const),
  ].map(([reason, params]) => ({ code: "illegal", reason: `cheeses.refusal.${reason}`, ...(params ? { params } : {}) }) as GameError);

  test("the engine's refusals are keys with parameters, never English", () => {
    const found = refusals();
    expect(found.length).toBeGreaterThan(5);
    for (const error of found) {
      expect(error.reason).toMatch(/^cheeses\.refusal\./);
      expect(error.message).toBeUndefined();
    }
  });

  test.each(OTHERS)("%s: every refusal is worded, with no key, placeholder or English left", (locale) => {
    for (const error of [...refusals(), ...ALL]) {
      expectWorded(refusalWords(error, loadedWords(locale)), refusalWords(error));
      expect(refusalWords(error)).not.toMatch(/cheeses\.|[{}]|undefined/);
    }
  });
});

describe("the post-game story's words", () => {
  test.each(["en", ...OTHERS] as Locale[])("%s: every measure, its amounts and every score category has its words", (locale) => {
    const words = loadedWords(locale);
    const categories = story.scoreBreakdown(cheeses.setup({ players: 2, seed: "story" }), []).categories;
    const worded = [
      ...story.measures.flatMap((m) => [words.t(`cheeses.story.measure.${m.id}` as SharedKey), words.t(`cheeses.story.amount.${m.id}` as SharedKey, { n: 2 })]),
      ...categories.map((c) => words.t(`cheeses.story.category.${c.id}` as SharedKey)),
    ];
    expect(categories.length).toBeGreaterThan(0);
    expect(worded.filter((w) => /cheeses\.|[{}]|undefined/.test(w))).toEqual([]);
    if (locale === "en") {
      expect(story.measures.map((m) => words.t(`cheeses.story.measure.${m.id}` as SharedKey))).toEqual(story.measures.map((m) => m.label));
      expect(categories.map((c) => words.t(`cheeses.story.category.${c.id}` as SharedKey))).toEqual(categories.map((c) => c.label));
    }
  });
});
