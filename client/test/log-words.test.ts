import { encodeEntry, games, mergeRuns, note, randomFunction, type AnyGame, type GameId } from "@space/shared";
import { errorWords } from "@space/shared";
import { readerWords } from "../src/i18n";
import { logWords } from "../src/i18n/log-words";
import { readIn } from "./support/read-in";

const NAMES = ["Ana", "Bo", "Cy"];

/** A whole 3-seat bot game's log as the room syncs it: the beginning, then every event's entry. */
function entriesOf(id: GameId): string[] {
  const game = games[id] as AnyGame;
  const rng = randomFunction(`client-log:${id}`);
  let state = game.setup({ players: 3, seed: `client-log:${id}` });
  const entries = [encodeEntry(id, note("common.gameBegins"))];
  while (game.awaiting(state).length) {
    const seat = game.awaiting(state)[0];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(r.error.code);
    entries.push(...mergeRuns(game, r.events).map((event) => encodeEntry(id, { event })));
    state = r.state;
  }
  entries.push(encodeEntry(id, note("notes.timeRanOut", { seat: 1 })), encodeEntry(id, note("notes.bankStarts", { seat: 2, leftMs: 90 * 60_000 })));
  return entries;
}

beforeAll(() => readIn("de"));
afterAll(() => readIn("en"));

test.each(["zoo", "base", "cheeses"] as const)("a German reader reads every line of a whole %s game: no raw key, no brace, no 'undefined'", (id) => {
  const lines = logWords(id, NAMES, entriesOf(id));
  expect(lines.length).toBeGreaterThan(50);
  expect(lines[0]).toBe("Das Spiel beginnt mit Ana, Bo und Cy");
  expect(lines.slice(-2)).toEqual(["Die Zeit von Bo ist abgelaufen; die Regeln haben für Bo gespielt:", "Die Zugzeit von Cy ist abgelaufen; jetzt läuft die Reserve (1 Std. 30 Min. übrig)"]);
  expect(lines.filter((l) => /^[a-z]+\.[a-z]/.test(l) || l.includes("{") || l.includes("undefined") || l === "")).toEqual([]);
});

test("an old line kept in words shows as it is, in any language", () => {
  expect(logWords("zoo", NAMES, ["Ana's time ran out; the rules played for them:"])).toEqual(["Ana's time ran out; the rules played for them:"]);
});

test("a refusal reads in the reader's language: an engine's by its reason, a room's code by its catalog key, an unknown code by the server's English", () => {
  expect(errorWords({ code: "not_your_turn", message: "the game is not waiting for you" }, readerWords())).toBe("Das Spiel wartet gerade nicht auf dich");
  expect(errorWords({ code: "chat_rate_limited", message: "…", params: { seconds: 3 } }, readerWords())).toBe("Du schreibst zu schnell; warte 3 Sekunden");
  expect(errorWords({ code: "new_in_a_later_server", message: "something new" }, readerWords())).toBe("something new");
  expect(errorWords({ code: "illegal", reason: "zoo.refusal.notYourTurn", message: "It is not your turn." }, readerWords())).toBe("Du bist nicht am Zug.");
});
