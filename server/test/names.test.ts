import { ChatMsg, type ChatLine } from "@space/shared";
import { lookOf } from "../src/rooms/names";
import { createRoom, joinRoom, seatsOf, until, useServer } from "./helpers";

/** Names from the outside: any script is welcome, look-alikes at one table are told apart, nothing turns text around. */
const server = useServer();

it("look-alike names at one table get a suffix: a Cyrillic С, full-width or mathematical letters do not pass for Ch1", async () => {
  const host = await createRoom(server.client(), { name: "Ch1", seats: 4 });
  const cyrillic = await joinRoom(server.client(), host.roomId, { name: "Сh1" });
  const wide = await joinRoom(server.client(), host.roomId, { name: "ＣＨ１" });
  const script = await joinRoom(server.client(), host.roomId, { name: "𝐂𝐡𝟏" });
  await until(() => seatsOf(host)[3]?.kind === "human", 2000, "all seated");
  expect(seatsOf(host).map((s) => s.name)).toEqual(["Ch1", "Сh1 2", "CH1 3", "Ch1 4"]);
  expect(new Set(seatsOf(host).map((s) => lookOf(s.name))).size).toBe(4);
  await Promise.all([host, cyrillic, wide, script].map((r) => r.leave()));
});

it("a name in Devanagari, Tamil or Thai keeps its combining marks at the table", async () => {
  const host = await createRoom(server.client(), { name: "नमस्ते", seats: 3 });
  const tamil = await joinRoom(server.client(), host.roomId, { name: "தமிழ்" });
  const thai = await joinRoom(server.client(), host.roomId, { name: "ผู้เล่น" });
  await until(() => seatsOf(host)[2]?.kind === "human", 2000, "all seated");
  expect(seatsOf(host).map((s) => s.name)).toEqual(["नमस्ते", "தமிழ்", "ผู้เล่น"]);
  await Promise.all([host, tamil, thai].map((r) => r.leave()));
});

it("a name's bidirectional controls are dropped before it reaches the table", async () => {
  const host = await createRoom(server.client(), { name: "Ana\u202Ekcab", seats: 2 });
  const bo = await joinRoom(server.client(), host.roomId, { name: "\u2067Bo\u2069" });
  await until(() => seatsOf(bo)[1]?.kind === "human", 2000, "Bo seated");
  expect(seatsOf(bo).map((s) => s.name)).toEqual(["Anakcab", "Bo"]);
  await Promise.all([host, bo].map((r) => r.leave()));
});

it("a name of nothing visible is refused at join", async () => {
  const host = await createRoom(server.client(), { name: "Ana" });
  await expect(server.client().joinById(host.roomId, { name: "\u3164" })).rejects.toThrow(/name is empty/);
  await expect(server.client().joinById(host.roomId, { name: "\u202E\u200B" })).rejects.toThrow(/name is empty/);
  await host.leave();
});

it("a chat line with U+202E arrives without it", async () => {
  const host = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), host.roomId, { name: "Bo" });
  const heard: ChatLine[] = [];
  bo.onMessage(ChatMsg.line, (line: ChatLine) => heard.push(line));
  host.send(ChatMsg.send, { text: "hi \u202Eolleh\u202C \u2067there\u2069" });
  await until(() => heard.length === 1, 2000, "the line");
  expect(heard[0]).toMatchObject({ name: "Ana", text: "hi olleh there" });
  await Promise.all([host, bo].map((r) => r.leave()));
});

it("a look is case folded and confusable-folded, but keeps accents apart", () => {
  expect(lookOf("Ch1")).toBe(lookOf("сH1"));
  expect(lookOf("Ana")).toBe(lookOf("ANA"));
  expect(lookOf("An\u200Da")).toBe(lookOf("Ana"));
  expect(lookOf("rn")).toBe(lookOf("m"));
  expect(lookOf("José")).not.toBe(lookOf("Jose"));
});
