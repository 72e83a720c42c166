import { ChatMsg, type ChatLine } from "@space/shared";
import { lookOf } from "../src/rooms/names";
import { createRoom, joinRoom, seatsOf, until, useServer } from "./helpers";

/** Names from the outside: any script is welcome, look-alikes at one table are told apart, nothing turns text around. */
const server = useServer();

it("look-alike names at one table get a suffix: a Cyrillic С or full-width letters do not pass for Ch1", async () => {
  const host = await createRoom(server.client(), { name: "Ch1", seats: 4 });
  const cyrillic = await joinRoom(server.client(), host.roomId, { name: "Сh1" });
  const wide = await joinRoom(server.client(), host.roomId, { name: "ＣＨ１" });
  const hindi = await joinRoom(server.client(), host.roomId, { name: "नमस्ते" });
  await until(() => seatsOf(host)[3]?.kind === "human", 2000, "all seated");
  expect(seatsOf(host).map((s) => s.name)).toEqual(["Ch1", "Сh1 2", "CH1 3", "नमस्ते"]);
  await Promise.all([host, cyrillic, wide, hindi].map((r) => r.leave()));
});

it("bidirectional controls never reach the table: not in names, not in chat", async () => {
  const host = await createRoom(server.client(), { name: "Ana\u202Ekcab", seats: 2 });
  const bo = await joinRoom(server.client(), host.roomId, { name: "Bo" });
  const heard: ChatLine[] = [];
  bo.onMessage(ChatMsg.line, (line: ChatLine) => heard.push(line));
  host.send(ChatMsg.send, { text: "hi \u202Eolleh\u202C \u2067there\u2069" });
  await until(() => heard.length === 1, 2000, "the line");
  expect(heard[0]).toMatchObject({ name: "Anakcab", text: "hi olleh there" });
  expect(seatsOf(bo)[0].name).toBe("Anakcab");
  await Promise.all([host, bo].map((r) => r.leave()));
});

it("a look is case folded and confusable-folded, but keeps accents apart", () => {
  expect(lookOf("Ch1")).toBe(lookOf("сH1"));
  expect(lookOf("Ana")).toBe(lookOf("ANA"));
  expect(lookOf("An\u200Da")).toBe(lookOf("Ana"));
  expect(lookOf("José")).not.toBe(lookOf("Jose"));
});
