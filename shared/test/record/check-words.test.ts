import { checkWords, loadedWords, preloadWords, type Check } from "../../src";

beforeAll(() => preloadWords(["en", "de", "pl"]));

it("a fairness check is an id with params, worded by each reader: English for the command line, Polish and German plurals", () => {
  const replayed: Check = { ok: true, id: "actions_replay", params: { total: 22 } };
  expect(checkWords(replayed, loadedWords("en"))).toBe("all 22 recorded actions replay from the seed");
  expect(checkWords(replayed, loadedWords("pl"))).toBe("wszystkie 22 zapisane akcje odtwarzają się z ziarna");
  expect(checkWords({ ...replayed, params: { total: 25 } }, loadedWords("pl"))).toBe("wszystkie 25 zapisanych akcji odtwarza się z ziarna");
  expect(checkWords({ ok: false, id: "result", params: { scores: "9, 0" } }, loadedWords("de"))).toBe("die Wiederholung endet mit dem aufgezeichneten Ergebnis (Punkte 9, 0)");
});

it("an action the replay refuses carries the engine's refusal, worded in the reader's language too", () => {
  const refused: Check = { ok: false, id: "action_legal", params: { n: 3, total: 9 }, refusal: { code: "not_your_turn", reason: "common.refusal.not_your_turn" } };
  expect(checkWords(refused, loadedWords("en"))).toBe("action 3 of 9 is legal in the replay (The game is not waiting for you)");
  expect(checkWords(refused, loadedWords("pl"))).toMatch(/^akcja 3 z 9 jest dozwolona w powtórce \(.+\)$/);
});
