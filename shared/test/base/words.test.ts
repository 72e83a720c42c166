import fs from "node:fs";
import path from "node:path";
import type { GameEvent } from "../../src/engine/game";
import { refusalWords } from "../../src/engine/game";
import { randomFunction } from "../../src/engine/random";
import { base } from "../../src/games/base";
import { describeEvent } from "../../src/games/base/describe";
import { loadedWords, preloadWords, type Locale, type SharedKey } from "../../src/i18n";
import { play } from "./helpers";

/** The log, the refusals and the defunct reasons in every reader's words: no key, no placeholder left, and not English. */
const NAMES = ["Ana", "Bo", "Cy"];
const OTHERS: Locale[] = ["de", "fr", "es", "pl"];

beforeAll(() => preloadWords(["en", ...OTHERS]));

/** Every event of a seeded whole bot game of three (the English log of it is in fixtures/english-log.json). */
function botEvents(): GameEvent[] {
  let state = base.setup({ players: 3, seed: "log-words" });
  const rnd = randomFunction("log-words");
  const events: GameEvent[] = [];
  while (!base.result(state)) {
    const seat = base.awaiting(state)[0];
    const r = play(state, seat, base.bot.choose(base.view(state, seat), seat, rnd));
    events.push(...r.events);
    state = r.state;
  }
  return events;
}

/** The events that game does not have, and each meteor outcome, as the old English log worded them. */
const MORE: [GameEvent, string][] = [
  [{ type: "move", seat: 0, card: "solar", from: { x: 1, y: 2 }, to: { x: 2, y: 2 } }, "Ana played Transfer and moved their Solar Panel Array from (1,2) to (2,2)."],
  [{ type: "capture", seat: 1, from: 0, card: "refinery", x: 5, y: 6 }, "Bo played Control and captured Ana's Refinery at (5,6)."],
  [{ type: "discard", seat: 1, cards: ["ice"] }, "Bo discarded Ice + Organics."],
  [{ type: "meteor", seat: 0, x: 10, y: 3, faces: [0, 3], outcome: "empty", card: null, damageRoll: null, owner: null, damage: 0 },
    "A meteor falls: the dice show 10 and 3, hitting (10,3), an empty space. No effect."],
  [{ type: "meteor", seat: 0, x: 2, y: 3, faces: [2, 3], outcome: "resource", card: "ice", damageRoll: null, owner: null, damage: 0 },
    "A meteor falls: the dice show 2 and 3, hitting (2,3), an Ice + Organics resource. No effect."],
  [{ type: "meteor", seat: 0, x: 2, y: 3, faces: [2, 3], outcome: "volcano", card: "volcano", damageRoll: null, owner: null, damage: 0 },
    "A meteor falls: the dice show 2 and 3, hitting (2,3), a Volcano. No effect."],
  [{ type: "meteor", seat: 2, x: 4, y: 4, faces: [4, 4], outcome: "shielded", card: "hightech", damageRoll: null, owner: 2, damage: 0 },
    "A meteor falls: the dice show 4 and 4, hitting (4,4): Cy's High-Tech Industry is shielded."],
  [{ type: "meteor", seat: 0, x: 7, y: 5, faces: [7, 5], outcome: "damaged", card: "reactor", damageRoll: 1, owner: 1, damage: 3 },
    "A meteor falls: the dice show 7 and 5, hitting (7,5): Bo's Reactor Core takes 1 damage (now 3)."],
  [{ type: "gameOver", winners: [0, 2], scores: [60, 1, 60] }, "Game over. Ana and Cy win with 60 credits."],
];

const english = JSON.parse(fs.readFileSync(path.join(__dirname, "fixtures/english-log.json"), "utf8")) as string[];
const catalog = JSON.parse(fs.readFileSync(path.join(__dirname, "../../src/i18n/catalogs/en/base.json"), "utf8")) as Record<string, string>;
const keysOf = (prefix: string) => Object.keys(catalog).filter((k) => k.startsWith(prefix)) as SharedKey[];

function expectWorded(line: string, inEnglish: string, what: string): void {
  expect([what, line]).not.toEqual([what, expect.stringMatching(/base\.|[{}]|undefined|NaN/)]);
  expect([what, line]).not.toEqual([what, inEnglish]);
}

describe("Space Base in every reader's words", () => {
  const events = botEvents();

  test("the English log of a seeded game reads as the old describe wrote it", () => {
    expect(events.map((e) => describeEvent(e, NAMES))).toEqual(english);
    for (const [event, line] of MORE) expect(describeEvent(event, NAMES)).toBe(line);
  });

  test.each(OTHERS)("%s: every event type and meteor outcome is worded, not English", (locale) => {
    const words = loadedWords(locale);
    const seen = new Set<string>();
    for (const event of [...events, ...MORE.map(([e]) => e)]) {
      const kind = `${event.type}:${String(event.outcome ?? "")}`;
      if (seen.has(kind)) continue;
      seen.add(kind);
      expectWorded(describeEvent(event, NAMES, words), describeEvent(event, NAMES), kind);
    }
    expect(seen.size).toBeGreaterThanOrEqual(19);
  });

  // Every refusal key with parameters for all of them (the refusal tests reach each one in English).
  const params = { at: "(3,4)", corner: "(1,1)", radius: 2, need: 2, keep: 8, card: "colony", damage: 2, cost: 4, credits: 3 };
  const phases = ["outpost", "transfer", "repair", "control", "steal", "discard", "build", "over"];

  test.each(OTHERS)("%s: every refusal and every defunct reason is worded, not English", (locale) => {
    const words = loadedWords(locale);
    for (const reason of keysOf("base.refusal.")) {
      for (const phase of reason === "base.refusal.notNow" ? phases : [undefined]) {
        const error = { code: "illegal" as const, reason, params: { ...params, phase } };
        expectWorded(refusalWords(error, words), refusalWords(error), `${reason} ${phase ?? ""}`);
      }
    }
    for (const card of ["transfer", "ice", "biomed"]) {
      const error = { code: "illegal" as const, reason: "base.refusal.notInHand" as const, params: { card } };
      expect(refusalWords(error, words)).toContain(words.t(`base.card.${card}` as SharedKey));
    }
    for (const key of keysOf("base.defunct.")) expectWorded(words.t(key, { damage: 3 }), loadedWords("en").t(key, { damage: 3 }), key);
  });
});
