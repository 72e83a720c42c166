import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Room } from "colyseus.js";
import { CloseCode, SEAT_MOVED_AWAY, type DeviceLinkMessage } from "@space/shared";
import { SqliteGameStore } from "../src/store";
import { hashSeatToken } from "../src/rooms/seat-token";
import { createRoom, joinRoom, seatTokenOf, seatsOf, startServer, until, type TestServer } from "./helpers";

/**
 * "Continue on another device" (docs/server.md, "Seats and seat tokens"): the link carries a
 * one-use ticket, never the seat's token. Whoever uses it gets a new token and the old one stops
 * holding the seat; the device it moved away from may take it back once, which ends the link holder's hold.
 */
let server: TestServer;
let file: string;
beforeAll(async () => {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "device-link-")), "games.sqlite");
  server = await startServer({ store: new SqliteGameStore(file) });
});
afterAll(async () => { await server.close(); });

async function table(): Promise<{ ana: Room; bo: Room; code: string; anaToken: string }> {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  return { ana, bo, code: ana.roomId, anaToken: await seatTokenOf(ana) };
}

async function askLink(room: Room): Promise<DeviceLinkMessage> {
  return new Promise((resolve) => room.onMessage("deviceLink", resolve));
}

function closeCodeOf(room: Room): () => number {
  let code = 0;
  room.onLeave((c) => { code = c; });
  return () => code;
}

async function storedSeat(code: string, seat: number) {
  const reader = new SqliteGameStore(file);
  try {
    return (await reader.load(code))!.seats[seat];
  } finally {
    await reader.close();
  }
}

it("a link works once: its device gets a new token, the old token stops holding the seat", async () => {
  const { ana, bo, code, anaToken } = await table();
  const anaClosed = closeCodeOf(ana);
  const answer = askLink(ana);
  ana.send("deviceLink", {});
  const { ticket, expiresAt } = await answer;
  expect(ticket).not.toBe(anaToken);
  expect(expiresAt).toBeGreaterThan(Date.now());

  const phone = await joinRoom(server.client(), code, { name: "Ana", seatTicket: ticket });
  const phoneToken = await seatTokenOf(phone);
  expect(phoneToken).not.toBe(anaToken);
  await until(() => anaClosed() !== 0, 3000, "the laptop told");
  expect(anaClosed()).toBe(CloseCode.seatMoved);
  expect(seatsOf(bo)[0].connected).toBe(true);

  // The link is spent.
  await expect(server.client().joinById(code, { name: "Eve", seatTicket: ticket })).rejects.toThrow(/used or is out of date.*\(link_used\)$/);
  // The old token no longer plays the seat: it is told the seat moved, and may take it back.
  await expect(server.client().joinById(code, { name: "Ana", seatToken: anaToken })).rejects.toThrow(`${SEAT_MOVED_AWAY} (seat_moved_away)`);
  // The store knows the new token, and the old one only as the one that may take the seat back.
  expect(await storedSeat(code, 0)).toMatchObject({ tokenHash: hashSeatToken(phoneToken), previousHash: hashSeatToken(anaToken) });
  await Promise.all([phone, bo].map((r) => r.leave()));
});

it("a leaked link's holder loses the seat for good once its owner takes it back", async () => {
  const { ana, bo, code, anaToken } = await table();
  const answer = askLink(ana);
  ana.send("deviceLink", {});
  const { ticket } = await answer;
  const thief = await joinRoom(server.client(), code, { name: "Eve", seatTicket: ticket });
  const thiefToken = await seatTokenOf(thief);
  const thiefClosed = closeCodeOf(thief);

  const back = await joinRoom(server.client(), code, { name: "Ana", seatToken: anaToken, takeBack: true });
  const newToken = await seatTokenOf(back);
  expect(newToken).not.toBe(anaToken);
  await until(() => thiefClosed() !== 0, 3000, "the thief cut off");
  expect(thiefClosed()).toBe(CloseCode.seatTakenBack);
  await until(() => seatsOf(bo)[0].connected, 3000, "Ana back");

  // Neither the thief's token, nor the link, nor taking back again gets the seat any more.
  await expect(server.client().joinById(code, { name: "Eve", seatToken: thiefToken, takeBack: true })).rejects.toThrow(/belongs to no seat.*\(no_such_seat\)$/);
  await expect(server.client().joinById(code, { name: "Eve", seatTicket: ticket })).rejects.toThrow(/used or is out of date.*\(link_used\)$/);
  await expect(server.client().joinById(code, { name: "Ana", seatToken: anaToken, takeBack: true })).rejects.toThrow(/belongs to no seat.*\(no_such_seat\)$/);
  expect(await storedSeat(code, 0)).toEqual({ name: "Ana", kind: "human", tokenHash: hashSeatToken(newToken) });
  await Promise.all([back, bo].map((r) => r.leave()));
});

it("only a seated player gets a link; a spectator is refused", async () => {
  const { ana, bo, code } = await table();
  const watcher = await joinRoom(server.client(), code, { name: "Cy", spectator: true });
  const refused = new Promise<{ code: string }>((resolve) => watcher.onMessage("error", resolve));
  let linked = false;
  watcher.onMessage("deviceLink", () => { linked = true; });
  watcher.send("deviceLink", {});
  expect((await refused).code).toBe("spectator");
  expect(linked).toBe(false);
  await Promise.all([ana, bo, watcher].map((r) => r.leave()));
});
