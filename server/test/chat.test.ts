import { type Client, type Room } from "colyseus.js";
import { TestClient } from "./support/test-client";
import { CHAT_MAX_LENGTH, ChatMsg, type ChatLine } from "@space/shared";
import { CHAT_BURST } from "../src/rooms/chat";
import { CHAT_HISTORY_PER_SENDER } from "../src/rooms/chat-history";
import { UNLIMITED_HTTP, collectErrors, createRoom, joinRoom, seatTokenOf, sleep, until, useServer } from "./helpers";

/**
 * Chat from the outside, with real colyseus.js clients: who may say what, how often, and who sees it
 * later. Behind one trusted proxy, so each person can come from an address of their own.
 */
const server = useServer({ http: { ...UNLIMITED_HTTP, trustProxy: 1 } });

/** A client whose requests come from `ip`. */
function from(ip: string): Client {
  const c = new TestClient(server.url().replace("http", "ws"));
  c.http.headers["x-forwarded-for"] = ip;
  return c;
}

function listen(room: Room): ChatLine[] {
  const heard: ChatLine[] = [];
  room.onMessage(ChatMsg.line, (line: ChatLine) => heard.push(line));
  return heard;
}

function history(room: Room): Promise<ChatLine[]> {
  return new Promise((resolve) => {
    room.onMessage(ChatMsg.history, (m: { lines: ChatLine[] }) => resolve(m.lines));
    room.send(ChatMsg.history, {});
  });
}

async function pair(): Promise<{ ana: Room; bo: Room; boClient: Client }> {
  const ana = await createRoom(from("198.51.100.1"), { name: "Ana", seats: 2 });
  const boClient = from("198.51.100.2");
  const bo = await joinRoom(boClient, ana.roomId, { name: "Bo" });
  await until(() => ana.state.seats[1]?.kind === "human", 2000, "Bo seated");
  return { ana, bo, boClient };
}

it("a line reaches everyone in the room, labelled by the server; markup stays the text it was", async () => {
  const { ana, bo } = await pair();
  const anaHeard = listen(ana);
  const boHeard = listen(bo);
  const hostile = `<img src=x onerror="alert(1)"><script>alert(2)</script> & "hi"`;
  ana.send(ChatMsg.send, { text: `  ${hostile}\n` });
  await until(() => anaHeard.length === 1 && boHeard.length === 1, 2000, "the line");
  expect(boHeard[0]).toMatchObject({ from: "seat:0", name: "Ana", seat: 0, text: hostile });
  expect(boHeard[0]).toEqual(anaHeard[0]);
  // A message cannot claim another sender.
  bo.send(ChatMsg.send, { text: "hello", name: "Ana" } as never);
  bo.send(ChatMsg.send, { text: "hello" });
  await until(() => anaHeard.length === 2, 2000, "Bo's line");
  expect(anaHeard[1]).toMatchObject({ from: "seat:1", name: "Bo", text: "hello" });
  expect(anaHeard[1].id).toBeGreaterThan(anaHeard[0].id);
  await Promise.all([ana.leave(), bo.leave()]);
});

it("the length cap: a line over CHAT_MAX_LENGTH characters is refused with a reason, an empty one too", async () => {
  const { ana, bo } = await pair();
  const errors = collectErrors(ana);
  const boHeard = listen(bo);
  ana.send(ChatMsg.send, { text: "x".repeat(CHAT_MAX_LENGTH + 1) });
  ana.send(ChatMsg.send, { text: " \n\t " });
  ana.send(ChatMsg.send, { text: 42 } as never);
  await until(() => errors.length === 3, 2000, "three refusals");
  // Codes with parameters, which each reader's page words (common.refusal.too_long, .empty); the English for logs.
  expect(errors[0]).toEqual({ code: "too_long", message: `text: message is longer than ${CHAT_MAX_LENGTH} characters`, params: { field: "text", max: CHAT_MAX_LENGTH }, about: "chat" });
  expect(errors[1]).toMatchObject({ code: "empty", params: { field: "text" } });
  expect(errors[1].message).toMatch(/empty/);
  expect(errors[2].code).toBe("bad_message");
  ana.send(ChatMsg.send, { text: "y".repeat(CHAT_MAX_LENGTH) });
  await until(() => boHeard.length === 1, 2000, "the longest allowed line");
  expect(boHeard[0].text).toHaveLength(CHAT_MAX_LENGTH);
  await sleep(100);
  expect(boHeard).toHaveLength(1);
  await Promise.all([ana.leave(), bo.leave()]);
});

it("the rate limit is per seat: past the burst, lines are refused and nobody hears them; others still talk", async () => {
  const { ana, bo } = await pair();
  const errors = collectErrors(ana);
  const boHeard = listen(bo);
  for (let i = 0; i < CHAT_BURST + 3; i++) ana.send(ChatMsg.send, { text: `line ${i}` });
  await until(() => errors.length === 3, 2000, "the refusals");
  expect(errors.every((e) => e.code === "chat_rate_limited" && /too fast; wait \d+ seconds?/.test(e.message))).toBe(true);
  await until(() => boHeard.length === CHAT_BURST, 2000, "the burst");
  bo.send(ChatMsg.send, { text: "my own budget" });
  await until(() => boHeard.length === CHAT_BURST + 1, 2000, "Bo's line");
  expect(boHeard.map((l) => l.text)).toEqual([...Array.from({ length: CHAT_BURST }, (_, i) => `line ${i}`), "my own budget"]);
  await Promise.all([ana.leave(), bo.leave()]);
});

it("a spectator can chat under the name it joined with; a reconnecting player and a late spectator see earlier lines", async () => {
  const { ana, bo, boClient } = await pair();
  const anaHeard = listen(ana);
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  const eve = await from("198.51.100.5").joinById(ana.roomId, { name: "Eve", spectator: true });
  listen(eve);
  await until(() => eve.state?.code === ana.roomId, 2000, "Eve's state");
  eve.send(ChatMsg.send, { text: "go Bo!" });
  await until(() => anaHeard.length === 1, 2000, "Eve's line");
  expect(anaHeard[0]).toMatchObject({ from: expect.stringMatching(/^watch:[A-Za-z0-9_-]{12}$/), name: "Eve", seat: null, text: "go Bo!" });

  // Bo drops, Ana talks meanwhile; back in, Bo asks for the history and reads both lines.
  await seatTokenOf(bo);
  const token = bo.reconnectionToken;
  await bo.leave(false);
  await until(() => ana.state.seats[1].connected === false, 2000, "Bo away");
  ana.send(ChatMsg.send, { text: "<b>still here</b>" });
  await until(() => anaHeard.length === 2, 2000, "Ana's line");
  const back = await boClient.reconnect(token);
  expect((await history(back)).map((l) => [l.name, l.text])).toEqual([["Eve", "go Bo!"], ["Ana", "<b>still here</b>"]]);
  // Someone who arrives later reads them too.
  const zed = await from("198.51.100.6").joinById(ana.roomId, { name: "Zed", spectator: true });
  expect((await history(zed)).map((l) => l.text)).toEqual(["go Bo!", "<b>still here</b>"]);
  await Promise.all([ana.leave(), back.leave(), eve.leave(), zed.leave()]);
});

it("leaving and rejoining, under any name, gives no fresh budget", async () => {
  const { ana, bo } = await pair();
  const anaHeard = listen(ana);
  const spammer = from("203.0.113.66");
  const first = await spammer.joinById(ana.roomId, { name: "Spam", spectator: true });
  for (let i = 0; i < CHAT_BURST; i++) first.send(ChatMsg.send, { text: `spam ${i}` });
  await until(() => anaHeard.length === CHAT_BURST, 2000, "the burst");
  await first.leave();
  const again = await spammer.joinById(ana.roomId, { name: "Not Spam", spectator: true });
  const errors = collectErrors(again);
  again.send(ChatMsg.send, { text: "fresh start?" });
  await until(() => errors.length === 1, 2000, "refused");
  expect(errors[0].code).toBe("chat_rate_limited");
  await sleep(100);
  expect(anaHeard).toHaveLength(CHAT_BURST);
  await Promise.all([ana, bo, again].map((r) => r.leave()));
});

it("a spectator's mute key is the server's: kept through a rejoin under another name, another for a namesake elsewhere", async () => {
  const { ana, bo } = await pair();
  const anaHeard = listen(ana);
  const annClient = from("203.0.113.10");
  const ann = await annClient.joinById(ana.roomId, { name: "Ann", spectator: true });
  ann.send(ChatMsg.send, { text: "hi" });
  await until(() => anaHeard.length === 1, 2000, "Ann's line");
  await ann.leave();
  const zoe = await annClient.joinById(ana.roomId, { name: "Zoe", spectator: true });
  zoe.send(ChatMsg.send, { text: "hi again" });
  await until(() => anaHeard.length === 2, 2000, "the line after the rejoin");
  const namesake = await from("203.0.113.11").joinById(ana.roomId, { name: "Ann", spectator: true });
  namesake.send(ChatMsg.send, { text: "another Ann" });
  await until(() => anaHeard.length === 3, 2000, "the other Ann's line");
  const [first, rejoined, other] = anaHeard;
  expect([first.name, rejoined.name, other.name]).toEqual(["Ann", "Zoe", "Ann"]);
  expect(rejoined.from).toBe(first.from);
  expect(other.from).not.toBe(first.from);
  // An id of the room's, not the name or the address.
  for (const line of anaHeard) expect(line.from).toMatch(/^watch:[A-Za-z0-9_-]{12}$/);
  await Promise.all([ana, bo, zoe, namesake].map((r) => r.leave()));
});

it("another IPv6 address of the same /64 is the same spectator: the same mute key, no fresh budget", async () => {
  const { ana, bo } = await pair();
  const anaHeard = listen(ana);
  const first = await from("2001:db8:0:7::1").joinById(ana.roomId, { name: "Spam", spectator: true });
  first.send(ChatMsg.send, { text: "spam 0" });
  await until(() => anaHeard.length === 1, 2000, "the first line");
  await first.leave();
  const again = await from("2001:db8:0:7::2").joinById(ana.roomId, { name: "Other", spectator: true });
  const errors = collectErrors(again);
  for (let i = 1; i <= CHAT_BURST; i++) again.send(ChatMsg.send, { text: `spam ${i}` });
  await until(() => errors.length === 1, 2000, "the line past the burst refused");
  expect(errors[0].code).toBe("chat_rate_limited");
  expect(anaHeard).toHaveLength(CHAT_BURST);
  expect(new Set(anaHeard.map((l) => l.from)).size).toBe(1);
  // The next /64 is someone else.
  const neighbour = await from("2001:db8:0:8::1").joinById(ana.roomId, { name: "Spam", spectator: true });
  neighbour.send(ChatMsg.send, { text: "hello" });
  await until(() => anaHeard.length === CHAT_BURST + 1, 2000, "the neighbour's line");
  expect(anaHeard[CHAT_BURST].from).not.toBe(anaHeard[0].from);
  await Promise.all([ana, bo, again, neighbour].map((r) => r.leave()));
});

it("the history keeps at most CHAT_HISTORY_PER_SENDER lines of one sender, so a newcomer still reads the others", async () => {
  // One sender says more than their share at the pace the budget allows (5 lines a 10 s): about 40 s.
  const { ana, bo } = await pair();
  const anaHeard = listen(ana);
  ana.send(ChatMsg.send, { text: "welcome" });
  await until(() => anaHeard.length === 1, 2000, "Ana's line");
  const spammer = await from("203.0.113.20").joinById(ana.roomId, { name: "Spam", spectator: true });
  const refused = collectErrors(spammer);
  const lines = CHAT_HISTORY_PER_SENDER + 2;
  for (let i = 0; i < lines; i++) {
    const heard = anaHeard.length;
    spammer.send(ChatMsg.send, { text: `spam ${i}` });
    await until(() => anaHeard.length > heard || refused.length > 0, 2000, `spam ${i}`);
    if (refused.length === 0) continue;
    expect(refused.pop()!.code).toBe("chat_rate_limited");
    await sleep(1000);
    i -= 1; // the same line again once the budget allows
  }
  bo.send(ChatMsg.send, { text: "enough" });
  await until(() => anaHeard.length === lines + 2, 2000, "Bo's line");
  const newcomer = await from("203.0.113.21").joinById(ana.roomId, { name: "New", spectator: true });
  const kept = await history(newcomer);
  const spam = kept.filter((l) => l.name === "Spam").map((l) => l.text);
  expect(spam).toHaveLength(CHAT_HISTORY_PER_SENDER);
  expect(spam.at(-1)).toBe(`spam ${lines - 1}`);
  expect(spam[0]).toBe(`spam ${lines - CHAT_HISTORY_PER_SENDER}`);
  expect(kept[0].text).toBe("welcome");
  expect(kept.at(-1)!.text).toBe("enough");
  await Promise.all([ana, bo, spammer, newcomer].map((r) => r.leave()));
}, 120_000);
