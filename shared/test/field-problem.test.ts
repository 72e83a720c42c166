import { ChatSend, JoinOptions, NotifyMessage, errorWords, fieldProblem, loadedWords, preloadWords, type FieldProblem } from "../src";

beforeAll(() => preloadWords(["en", "de", "pl"]));

function problemOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown): FieldProblem {
  const r = schema.safeParse(value);
  if (r.success) throw new Error("accepted");
  return fieldProblem(r.error as never);
}

it("a name's problems as a reader is told them: too long (with the reader's limit), empty, characters, marks", () => {
  expect(problemOf(JoinOptions, { name: "x".repeat(21) })).toEqual({ field: "name", problem: "too_long", max: 20 });
  expect(problemOf(JoinOptions, { name: "x".repeat(200) })).toEqual({ field: "name", problem: "too_long", max: 20 });
  expect(problemOf(JoinOptions, { name: "   " })).toEqual({ field: "name", problem: "empty" });
  expect(problemOf(JoinOptions, { name: "<b>" })).toEqual({ field: "name", problem: "characters" });
  expect(problemOf(JoinOptions, { name: "a\u0301\u0301\u0301\u0301\u0301" }).problem).toBe("marks");
});

it("a chat message too long or empty; anything else is invalid", () => {
  expect(problemOf(ChatSend, { text: "x".repeat(201) })).toEqual({ field: "text", problem: "too_long", max: 200 });
  expect(problemOf(ChatSend, { text: " " })).toEqual({ field: "text", problem: "empty" });
  expect(problemOf(JoinOptions, { name: "Ana", spectator: "yes" })).toEqual({ field: "spectator", problem: "invalid" });
  expect(problemOf(NotifyMessage, { webhook: { url: 5 } }).problem).toBe("invalid");
  expect(problemOf(NotifyMessage, { webhook: { url: "http:" } })).toEqual({ field: "webhook.url", problem: "invalid" });
});

it("a room's refusal of a field, worded by each reader: Polish and German plurals, the field named; an unknown code keeps the English", () => {
  const tooLong = { code: "too_long", message: "text: message is longer than 200 characters", params: { field: "text", max: 200 } };
  expect(errorWords(tooLong, loadedWords("pl"))).toBe("Wiadomość ma więcej niż 200 znaków");
  expect(errorWords({ ...tooLong, params: { field: "name", max: 22 } }, loadedWords("pl"))).toBe("Nazwa ma więcej niż 22 znaki");
  expect(errorWords(tooLong, loadedWords("de"))).toBe("Die Nachricht ist länger als 200 Zeichen");
  expect(errorWords({ code: "empty", message: "text: the message is empty", params: { field: "text" } }, loadedWords("de"))).toBe("Die Nachricht ist leer");
  expect(errorWords({ code: "from_the_future", message: "a newer server's words" }, loadedWords("pl"))).toBe("a newer server's words");
});
