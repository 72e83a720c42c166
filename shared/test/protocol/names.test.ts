import { ChatSend, NAME_MAX_LENGTH, PlayerName } from "../../src/protocol";

const name = (raw: string) => PlayerName.safeParse(raw);

it("a name is NFKC-normalised: full-width letters and digits are the plain ones", () => {
  expect(name("ＣＨ１").data).toBe("CH1");
  expect(name("Ａｎａ").data).toBe("Ana");
});

it("letters of any script keep their combining marks", () => {
  for (const n of ["नमस्ते", "தமிழ்", "ผู้เล่น", "Nguyễn".normalize("NFD"), "José", "محمد", "क्‍ष"]) {
    expect({ n, ok: name(n).success }).toEqual({ n, ok: true });
  }
});

it("the length is counted in characters as a reader sees them", () => {
  const devanagari = "नमस्ते".repeat(4); // 24 code units, fewer characters
  expect(devanagari.length).toBeGreaterThan(NAME_MAX_LENGTH);
  expect(name(devanagari).success).toBe(true);
  expect(name("क्षि".repeat(NAME_MAX_LENGTH)).success).toBe(true);
  expect(name("a".repeat(NAME_MAX_LENGTH + 1)).error?.issues[0].message).toBe(`name is longer than ${NAME_MAX_LENGTH} characters`);
});

it("bidirectional controls are dropped from names; a name of nothing visible is refused", () => {
  expect(name("Ana\u202Eevil").data).toBe("Anaevil");
  expect(name("\u2067Bo\u2069").data).toBe("Bo");
  expect(name("\u200D\u200D").success).toBe(false);
  expect(name("\u202E").success).toBe(false);
  expect(name("<b>").success).toBe(false);
});

it("bidirectional controls are dropped from chat lines", () => {
  expect(ChatSend.parse({ text: "gg \u202Eelbuod\u202C well played" }).text).toBe("gg elbuod well played");
  expect(ChatSend.safeParse({ text: "\u2066\u2069" }).success).toBe(false);
});
