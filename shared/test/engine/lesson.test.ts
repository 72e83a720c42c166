/**
 * The guided first games (docs/learning.md, "A guided first game"): each game's guided round plays
 * as written from its seed, every step is worded in every language, and every rule a step cites is
 * found in the players' rules (docs/rules) in every language.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, citedRule, games, playLesson, preloadWords, loadedWords, LEARNER, type AnyGame, type Lesson } from "../../src";

const RULES = join(__dirname, "../../../docs/rules");
const rulesFile: Record<string, string> = { zoo: "space-zoo.md", base: "space-base.md", cheeses: "space-colony-cheeses.md" };
const rulesIn = (lang: string, id: string) => readFileSync(lang === "en" ? join(RULES, rulesFile[id]!) : join(RULES, lang, rulesFile[id]!), "utf8");

const withLessons = Object.values(games).filter((g): g is AnyGame & { lesson: Lesson<{ type: string }> } => !!g?.lesson);

beforeAll(() => preloadWords());

describe("a rule is cited as the rules panel words it", () => {
  const english = "# T\n\n## Turn\n\nFirst paragraph\ngoes on.\n\n1. **One.** a\n   more of one\n2. Two\n\nAfter.\n\n* three\n\n## End\n\nLast.\n";
  const german = "# T\n\n## Zug\n\nErster Absatz.\n\n1. Eins\n2. Zwei\n\n## Ende\n\nZuletzt.\n";

  test("a heading's first paragraph, when no item is named", () => {
    expect(citedRule(english, english, { heading: "Turn" })).toBe("First paragraph goes on.");
    expect(citedRule(english, english, { heading: "End" })).toBe("Last.");
  });

  test("a list item under the heading, with its indented lines; lists after a paragraph count on", () => {
    expect(citedRule(english, english, { heading: "Turn", item: 1 })).toBe("1. **One.** a\n   more of one");
    expect(citedRule(english, english, { heading: "Turn", item: 3 })).toBe("* three");
  });

  test("a translation's heading is the one at the English heading's place", () => {
    expect(citedRule(german, english, { heading: "Turn", item: 2 })).toBe("2. Zwei");
    expect(citedRule(german, english, { heading: "End" })).toBe("Zuletzt.");
  });

  test("a heading or item that is not there is null", () => {
    expect(citedRule(english, english, { heading: "Nope" })).toBeNull();
    expect(citedRule(german, english, { heading: "Turn", item: 3 })).toBeNull();
  });
});

test("every game has a guided first game", () => {
  expect(withLessons.map((g) => g.id).sort()).toEqual(["base", "cheeses", "zoo"]);
});

describe.each(withLessons.map((g) => [g.id, g] as const))("the guided first game of %s", (_id, game) => {
  const lesson = game.lesson;

  test("plays as written from its seed: every step and every bot's written move is made, and the game goes on", () => {
    const played = playLesson(game, lesson);
    expect(played.played[LEARNER]).toBe(lesson.steps.length);
    lesson.bots.forEach((moves, i) => expect(played.played[i + 1]).toBe(moves.length));
    expect(game.result(played.state)).toBeNull();
    expect(lesson.players).toBeGreaterThanOrEqual(game.minPlayers);
  });

  test.each([...LANGUAGES])("every step is worded in %s", (lang) => {
    const words = loadedWords(lang);
    for (const step of lesson.steps) {
      expect(words.has(step.say)).toBe(true);
      expect(words.t(step.say).length).toBeGreaterThan(10);
    }
  });

  test.each([...LANGUAGES])("every cited rule is found in the %s rules", (lang) => {
    const english = rulesIn("en", lesson.game);
    for (const step of lesson.steps) {
      const words = citedRule(rulesIn(lang, lesson.game), english, step.rule);
      if (!words) throw new Error(`${lang}: ${JSON.stringify(step.rule)} is not in the rules`);
      expect(words.length).toBeGreaterThan(5);
    }
  });
});
