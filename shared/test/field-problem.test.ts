import { ChatSend, JoinOptions, NotifyMessage, fieldProblem, type FieldProblem } from "../src";

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
});
