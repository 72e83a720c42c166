import { zoo, type ZooView } from "@space/shared/zoo";
import type { Locale } from "@space/shared";
import { useLocale } from "../src/i18n";
import { promptLine } from "../src/boards/zoo/prompt";
import { targetsOf } from "../src/boards/zoo/targets";
import { cardEffect, cardName, ore, phaseName, planetName } from "../src/boards/zoo/words";

/** The Zoo board's prompt and game words in the reader's language: worded, never a key, never English in German or Polish. */
const NAMES = ["Ana", "Bo", "Cy"];

// useLocale marks the page's language on <html>; a node test has no page.
(globalThis as { document?: unknown }).document = { documentElement: {} };

/** The prompt of each seat at each step of the first turn of a 3-player game (everyone chooses a phase, then plays it). */
function prompts(): string[] {
  const lines: string[] = [];
  let state = zoo.setup({ players: 3, seed: "zoo-words", options: { firstPlayer: 0 } });
  const say = () => {
    for (const seat of [0, 1, 2, null]) {
      const view = zoo.view(state, seat) as ZooView;
      const legal = seat === null ? [] : zoo.legalActions(state, seat);
      lines.push(promptLine(view, seat, NAMES, targetsOf(legal), []));
    }
  };
  say();
  for (const phase of ["funding", "research", "expand"] as const) {
    const seat = zoo.awaiting(state)[0];
    state = (zoo.apply(state, seat, { type: "choose", phase }) as { state: typeof state }).state;
    say();
  }
  for (let i = 0; i < 12 && zoo.awaiting(state).length; i++) {
    const seat = zoo.awaiting(state)[0];
    const [action] = zoo.legalActions(state, seat);
    state = (zoo.apply(state, seat, action) as { state: typeof state }).state;
    say();
  }
  return lines;
}

async function wordsIn(locale: Locale): Promise<string[]> {
  await useLocale(locale);
  return [...prompts(), phaseName(3), cardName("cartography"), cardEffect("corps"), ore(3), planetName("P01")];
}

test("the English prompts read as before", async () => {
  const english = await wordsIn("en");
  expect(english).toEqual(expect.arrayContaining(["Choose your action card", "Funding: take 1 € or the 1st player token", "Build Camp", "3 ore", "Verdantia"]));
  expect(english.some((line) => /^You chose Funding\. Waiting for Bo and Cy \(Action selection\)$/.test(line))).toBe(true);
});

test.each(["de", "pl"] as const)("%s: the prompts and game words are worded, none in English", async (locale) => {
  const english = await wordsIn("en");
  const worded = await wordsIn(locale);
  const wrong = worded.filter((line, i) => /zoo\.|[{}]|undefined/.test(line) || (line === english[i] && !/Verdantia|^\d/.test(line) && line !== ""));
  expect(wrong).toEqual([]);
});
