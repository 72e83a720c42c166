import { games, mergeRuns, type AnyGame, type GameEvent } from "../../src";
import { decodeEntry, encodeEntry, note } from "../../src/engine/log-entry";
import { lineWords } from "../../src/engine/log-words";
import { randomFunction } from "../../src/engine/random";
import { loadedWords, preloadWords } from "../../src/i18n";

const NAMES = ["Ana", "Bo", "Cy", "Di"];

/** Every event of a whole bot game, runs merged as the room's log has them. */
function eventsOf(game: AnyGame, players: number, seed: string): GameEvent[] {
  const rng = randomFunction(`entries:${seed}`);
  let state = game.setup({ players, seed });
  const events: GameEvent[] = [];
  while (game.awaiting(state).length) {
    const seat = game.awaiting(state)[0];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(r.error.code);
    events.push(...mergeRuns(game, r.events));
    state = r.state;
  }
  return events;
}

beforeAll(() => preloadWords(["de"]));

describe.each(["zoo", "base", "cheeses"] as const)("%s: the log's entries", (id) => {
  const game = games[id] as AnyGame;
  const events = [2, 3].flatMap((n) => eventsOf(game, n, `${id}-${n}`));

  test("every event of a whole game comes back from its entry as it was, shaped or keyed", () => {
    const types = new Set(events.map((e) => e.type));
    expect(types.size).toBeGreaterThan(5);
    for (const event of events) {
      expect(decodeEntry(id, encodeEntry(id, { event }))).toEqual({ event });
      expect(decodeEntry(id, encodeEntry(id, { event }, false))).toEqual({ event });
    }
  });

  test("a whole game's entries are shorter on the wire than its English sentences were (npm run bench:log-bytes measures the patches)", () => {
    const bytes = (lines: string[]) => lines.reduce((n, l) => n + Buffer.byteLength(l), 0);
    const entries = bytes(events.map((event) => encodeEntry(id, { event })));
    const english = bytes(events.map((event) => game.describeEvent(event, NAMES)));
    expect(entries).toBeLessThan(english);
  });

  test("an entry holds seat numbers, never a player's name", () => {
    const lines = events.map((event) => encodeEntry(id, { event }));
    expect(lines.filter((l) => l.includes("Ana") || l.includes("Cy"))).toEqual([]);
  });

  test("a German reader reads every line of a whole game with no raw key, no brace and no 'undefined'", () => {
    const de = loadedWords("de");
    const lines = events.map((event) => lineWords(game, encodeEntry(id, { event }), NAMES, de));
    expect(lines.filter((l) => /^[a-z]+\.[a-z]/.test(l) || l.includes("{") || l.includes("undefined") || l === "")).toEqual([]);
  });
});

describe("notes", () => {
  test("a note comes back from its entry with its key and parameters", () => {
    const entry = note("notes.leftGrace", { seat: 1, seconds: 30 });
    expect(decodeEntry("zoo", encodeEntry("zoo", entry))).toEqual(entry);
    expect(decodeEntry("zoo", encodeEntry("zoo", note("notes.back", { seat: 0 })))).toEqual(note("notes.back", { seat: 0 }));
  });

  test("a note names its seats in the reader's language: Bo's seat, the names listed, durations in words", () => {
    expect(lineWords(games.zoo as AnyGame, encodeEntry("zoo", note("notes.leftGrace", { seat: 1, seconds: 30 })), NAMES))
      .toBe("Bo left; a bot plays for them in 30 s unless they come back");
    expect(lineWords(games.zoo as AnyGame, encodeEntry("zoo", note("common.gameBegins")), ["Ana", "Bo", "Cy"], loadedWords("de")))
      .toBe("Das Spiel beginnt mit Ana, Bo und Cy");
    expect(lineWords(games.zoo as AnyGame, encodeEntry("zoo", note("notes.bankStarts", { seat: 2, leftMs: 26 * 3_600_000 })), NAMES))
      .toBe("Cy's clock for this move ran out; their reserve runs now (1 d 2 h left)");
  });

  test("an old line kept in words (before the log was entries) shows as it is", () => {
    const old = "Ana's time ran out; the rules played for them:";
    expect(decodeEntry("zoo", old)).toEqual({ text: old });
    expect(lineWords(games.zoo as AnyGame, old, NAMES, loadedWords("de"))).toBe(old);
  });
});
