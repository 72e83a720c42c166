import { NAME_MAX_LENGTH, PlayerName } from "../../src/protocol";

const name = (raw: string) => PlayerName.safeParse(raw);
const accepted = (raw: string) => ({ raw, ok: name(raw).success });

it("a name is NFKC-normalised: full-width letters and digits are the plain ones", () => {
  expect(name("ＣＨ１").data).toBe("CH1");
  expect(name("Ａｎａ").data).toBe("Ana");
  expect(name("Nguyễn".normalize("NFD")).data).toBe("Nguyễn".normalize("NFC"));
});

it("letters of any script keep their combining marks", () => {
  const names = ["नमस्ते", "தமிழ்", "ผู้เล่น", "Nguyễn".normalize("NFD"), "José", "محمد", "עִבְרִית", "བསྒྲུབས", "각"];
  expect(names.map(accepted)).toEqual(names.map((raw) => ({ raw, ok: true })));
});

it("the joiners stay where a script spells with them, after its letter or mark, and nowhere else", () => {
  for (const raw of ["क्\u200Dष", "علی\u200Cرضا", "ක්\u200Dය", "র\u200D্যাব"]) expect(name(raw).data).toBe(raw);
  for (const raw of ["\u200Dक", "क \u200Dष", "क्\u200D\u200Dष", "1\u200C2", "An\u200Da", "Jose\u0301\u200C", "Сh\u200C1", "Α\u200Dλ"]) {
    expect(accepted(raw)).toEqual({ raw, ok: false });
  }
});

it("a mark stands only on a letter, at most 4 in a row and never one twice", () => {
  expect(accepted("Ana 2\u0301")).toEqual({ raw: "Ana 2\u0301", ok: false });
  expect(accepted("Ana \u0301")).toEqual({ raw: "Ana \u0301", ok: false });
  expect(accepted("Jose\u0301\u0301")).toEqual({ raw: "Jose\u0301\u0301", ok: false });
  expect(accepted("Z\u0300\u0301\u0302\u0303")).toEqual({ raw: "Z\u0300\u0301\u0302\u0303", ok: true });
  expect(name("Z\u0300\u0301\u0302\u0303\u0304").error?.issues[0].message).toBe("name has a mark or joiner away from a letter, or marks piled up on one");
});

it("the length is counted in characters as a reader counts them: a letter with its marks is one", () => {
  const devanagari = "कि".repeat(NAME_MAX_LENGTH); // 40 code units
  expect(name(devanagari).data).toBe(devanagari);
  expect(name(`${devanagari}क`).error?.issues[0].message).toBe(`name is longer than ${NAME_MAX_LENGTH} characters`);
  expect(name("a".repeat(NAME_MAX_LENGTH)).success).toBe(true);
  expect(name("a".repeat(NAME_MAX_LENGTH + 1)).error?.issues[0].message).toBe(`name is longer than ${NAME_MAX_LENGTH} characters`);
});

it("bidirectional controls are dropped from names", () => {
  expect(name("Ana\u202Eevil").data).toBe("Anaevil");
  expect(name("\u2067Bo\u2069").data).toBe("Bo");
  expect(name("\u200FCy\u200E\u061C\u202A\u202B\u202C\u202D\u2066\u2068").data).toBe("Cy");
});

it("a name of nothing visible is refused: format characters, Hangul fillers, joiners alone", () => {
  for (const raw of ["\u202E", "\u200B\u2060", "\u3164", "\uFFA0\u115F", "\u200D\u200D", "\u00AD"]) {
    expect(accepted(raw)).toEqual({ raw, ok: false });
  }
  expect(name("\u3164").error?.issues[0].message).toBe("name is empty");
  expect(name("A\u3164\u200Bna").data).toBe("Ana");
});
