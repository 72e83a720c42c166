import type { Locale } from "@space/shared";
import { CARDS, base, type BaseView, type CardKind } from "@space/shared/base";
import { cardText } from "../src/boards/base/card-text";
import { promptLine } from "../src/boards/base/prompt";
import type { Scene } from "../src/boards/base/scene";
import { targetsOf } from "../src/boards/base/targets";
import { playerStats, roundLine } from "../src/boards/base/words";
import type { Action } from "../src/boards/types";
import { readIn } from "./support/read-in";

/** The Base board's words in the reader's language: never a key, never a placeholder, never English in another language. */
const NAMES = ["Ana", "Bo", "Cy"];
const OTHERS: Locale[] = ["de", "fr", "es", "pl"];

/** Every seat's scene (a laptop's and a phone's, a card picked or not) at each kind of step of a seeded bot game of three. */
function scenes(): Scene[] {
  let state = base.setup({ players: 3, seed: "board-words" });
  // The bots' choices from a fixed sequence, so the game is the same each run.
  let seed = 7;
  const rnd = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
  const out: Scene[] = [];
  const seen = new Set<string>();
  const next = (now: typeof state) => {
    const seat = base.awaiting(now)[0];
    const r = base.apply(now, seat, base.bot.choose(base.view(now, seat), seat, rnd));
    if (!r.ok) throw new Error(r.error.code);
    return r.state;
  };
  for (let step = 0; ; step++) {
    const key = `${state.phase}:${state.turn}:${state.round % 2}`;
    if (seen.has(key) && step % 25 !== 0 && !base.result(state)) {
      state = next(state);
      continue;
    }
    seen.add(key);
    for (const seat of [0, 1, 2, null]) {
      const v = base.view(state, seat) as BaseView;
      const legal = (seat === null ? [] : base.legalActions(state, seat)) as unknown as Action[];
      for (const phone of [null, {}]) {
        for (const card of [null, v.private?.hand[0] ?? null]) {
          const scene = { v, seat, names: NAMES, t: targetsOf(legal), L: { phone }, card, site: null } as unknown as Scene;
          out.push(scene);
        }
      }
    }
    if (base.result(state)) break;
    state = next(state);
  }
  return out;
}

let SCENES: Scene[] = [];
const prompts = () => [...new Set(SCENES.map((scene) => promptLine(scene)))];

function words(): string[] {
  const cards = (Object.keys(CARDS) as CardKind[]).flatMap((k) => { const c = cardText(k); return [c.name, ...c.lines]; });
  return [...prompts(), ...cards, playerStats(51, 3, 2, false), playerStats(51, 3, 2, true), roundLine(7, 1, 12, true)];
}

describe("Space Base's board words", () => {
  beforeAll(async () => {
    await readIn("en");
    SCENES = scenes();
  });

  /** "1 card", not "1 cards" (issue 39). */
  test("a player's line says 1 card and 1 credit", () => {
    expect(playerStats(1, 0, 1, false)).toBe("1 credit · +0 income · 1 card");
    expect(playerStats(51, 3, 8, false)).toBe("51 credits · +3 income · 8 cards");
    expect(playerStats(51, 3, 1, true)).toBe("51 cr +3 · 1 card");
    expect(playerStats(51, 3, 0, true)).toBe("51 cr +3 · 0 cards");
  });

  test("the notes say Deck 1 card", () => {
    expect(roundLine(7, 1, 12, true)).toBe("Round 7 · Deck 1 card · Discard 12 · FINAL ROUND");
    expect(roundLine(2, 30, 0, false)).toBe("Round 2 · Deck 30 cards · Discard 0");
  });

  test("the English prompts and card texts read as before", () => {
    const english = words();
    expect(english).toEqual(expect.arrayContaining([
      "Place your Outpost: pick a highlighted space near your corner",
      "Ana is placing their Outpost",
      "Transfer: pick one of your sites to move or switch, or Pass",
      "Bo's turn: Build phase",
      "Build: tap a card, then a highlighted space; End turn when done",
      "Power source", "Works when powered and linked to a working Colony and a working Factory.",
      "Income: +3 credits each Production while it works.",
    ]));
    expect(english.find((l) => l.startsWith("Game over: "))).toMatch(/^Game over: (Ana|Bo|Cy) wins with \d+ credits$|^Game over: You win with \d+ credits$/);
  });

  test.each(OTHERS)("%s: every prompt and card text is worded, not English", async (locale) => {
    await readIn("en");
    const english = words();
    await readIn(locale);
    const worded = words();
    await readIn("en");
    expect(worded.length).toBe(english.length);
    const same = worded.filter((line, i) => line === english[i] && !/^[\d\s·+()]*$/.test(line));
    // Names that are the same word in both languages ("Transfer", "Metal", "Control") may match.
    expect(same.filter((line) => line.includes(" "))).toEqual([]);
    expect(worded.filter((line) => /base\.|[{}]|undefined|NaN/.test(line))).toEqual([]);
  });
});
