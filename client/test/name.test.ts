import { checkName } from "../src/ui/name";
import { readIn } from "./support/read-in";

afterAll(() => readIn("en"));

it("the name field's objection is in the reader's words, as the server's refusal would be (issue 41)", async () => {
  await readIn("pl");
  expect(checkName("x".repeat(21))).toEqual({ ok: false, reason: "Nazwa ma więcej niż 20 znaków" });
  expect(checkName("  ")).toEqual({ ok: false, reason: "Nazwa jest pusta" });
  await readIn("de");
  expect(checkName("Ana<")).toEqual({ ok: false, reason: "Ein Name darf Buchstaben, Ziffern, Leerzeichen und . ' _ - enthalten" });
  expect(checkName(" Ana ")).toEqual({ ok: true, name: "Ana" });
});
