import { cheeses, MODULE_TYPES, type CheesesState, type CheesesView } from "@space/shared/cheeses";
import type { Locale } from "@space/shared";
import { useLocale } from "../src/i18n";
import { promptLine } from "../src/boards/cheeses/prompt";
import { counters, rollsLine, status, turnLine } from "../src/boards/cheeses/lines";
import { targetsOf } from "../src/boards/cheeses/targets";
import { countersTip, moduleTip, placedTip } from "../src/boards/cheeses/tips";
import { moduleCode } from "../src/boards/cheeses/words";

/** The Cheeses board's lines in the reader's language: worded, never a key, never English in German or Polish. */
const NAMES = ["Ana", "Bo"];

// useLocale marks the page's language on <html>; a node test has no page.
(globalThis as { document?: unknown }).document = { documentElement: {} };

/** Every line the board shows around the map, at every state of the first turns of a bot game, for each seat and a spectator. */
function boardLines(): string[] {
  const lines: string[] = [];
  let seed = 7;
  // The bots' choices from a fixed little generator: the same game every run.
  const rand = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
  let state: CheesesState = cheeses.setup({ players: 2, seed: "cheeses-words", options: { firstPlayer: 0 } });
  while (state.turn <= 3 && cheeses.result(state) === null) {
    for (const seat of [0, 1, null]) {
      const v = cheeses.view(state, seat) as CheesesView;
      const legal = seat === null ? [] : cheeses.legalActions(state, seat);
      const chosenType = seat !== null && v.step === "build" ? "barn" : null;
      const mine = v.modules.find((m) => m.owner === seat) ?? null;
      for (const touch of [false, true]) {
        lines.push(promptLine({ v, seat, names: NAMES, t: targetsOf(legal), chosenType: null, chosenModule: null, buildPrice: () => 15, touch }));
        if (chosenType) lines.push(promptLine({ v, seat, names: NAMES, t: targetsOf(legal), chosenType, chosenModule: null, buildPrice: () => 15, touch }));
        if (mine && v.step === "move") lines.push(promptLine({ v, seat, names: NAMES, t: targetsOf(legal), chosenType: null, chosenModule: mine, buildPrice: () => 15, touch }));
      }
      lines.push(turnLine(v), rollsLine(v, NAMES), counters(v, 0), status(v, 0));
    }
    const seat = cheeses.awaiting(state)[0];
    const r = cheeses.apply(state, seat, cheeses.bot.choose(cheeses.view(state, seat), seat, rand));
    if (!r.ok) throw new Error(r.error.code);
    state = r.state;
  }
  for (const type of MODULE_TYPES) {
    lines.push(moduleTip(type, 15), placedTip({ type, owner: 0, x: 2, y: 4, sick: true, energyShort: true }, "Ana"));
  }
  lines.push(countersTip());
  return lines.filter(Boolean);
}

async function linesIn(locale: Locale): Promise<string[]> {
  await useLocale(locale);
  return boardLines();
}

test("the English board reads as before", async () => {
  const lines = await linesIn("en");
  expect(lines).toContain("Turn 1/15 · S2 Build");
  expect(lines).toContain("Build: choose the Start-Up, then a space for your colony");
  expect(lines).toContain("Barn: $15 to build, uses 1 energy. Next to a Processing Plant (directly or through one Hub).");
  expect(lines).toContain("Ana's Ice Cream Storage at (2,4): sick, out of energy this turn");
  for (const line of lines) expect(line).not.toMatch(/cheeses\.|[{}]|undefined|NaN/);
});

test.each(["de", "pl", "fr", "es"] as const)("%s: every board line is worded, with no key or placeholder, and is not the English", async (locale) => {
  const english = await linesIn("en");
  const lines = await linesIn(locale);
  expect(lines).toHaveLength(english.length);
  lines.forEach((line, i) => {
    expect(line).not.toMatch(/cheeses\.|[{}]|undefined|NaN/);
    // A status word or a line of numbers may read the same; a sentence may not.
    if (/[a-z]{3,} [a-z]{3,}/i.test(english[i])) expect(line).not.toBe(english[i]);
  });
});

test("German words a module with its article and a price after the number", async () => {
  await useLocale("de");
  expect(moduleTip("pastureDome", 10)).toBe("Weidekuppel: Bau 10 $, verbraucht 1 Energie. Neben einem Stall oder Megastall (direkt oder über einen Knotenpunkt).");
  expect(moduleCode("cheeseStorage")).toBe("Kä");
});

test("each language's module codes are distinct", async () => {
  for (const locale of ["en", "de", "fr", "es", "pl"] as const) {
    await useLocale(locale);
    expect(new Set(MODULE_TYPES.map(moduleCode)).size).toBe(MODULE_TYPES.length);
  }
});
