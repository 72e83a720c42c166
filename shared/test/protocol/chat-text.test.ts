import { ChatSend } from "../../src/protocol";

const line = (text: string) => ChatSend.safeParse({ text });

it("bidirectional controls are dropped from chat lines; emoji keep their joiners and variation selectors", () => {
  expect(line("gg \u202Eelbuod\u202C well played").data?.text).toBe("gg elbuod well played");
  expect(line("\u200Fa\u200E\u061C\u202A\u202B\u202D\u2066\u2067\u2068\u2069b").data?.text).toBe("ab");
  const family = "👩\u200D👩\u200D👧 ❤\uFE0F";
  expect(line(`\u202E${family}`).data?.text).toBe(family);
});

it("a chat line of bidirectional controls only is refused as empty", () => {
  expect(line("\u2066\u2069").error?.issues[0].message).toBe("the message is empty");
});
