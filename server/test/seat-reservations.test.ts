import { randomBytes } from "node:crypto";
import type { Room } from "colyseus.js";
import { UNLIMITED_HTTP, createRoom, joinRoom, seatTokenOf, seatsOf, until, useServer } from "./helpers";

/**
 * What a stranger's seat reservations over plain HTTP (`POST /matchmake/joinById`, no WebSocket
 * ever opened) can do to a room: nothing that keeps a friend out of a lobby or a player out of
 * their seat. Behind one trusted proxy, so a test can speak from several addresses.
 */
const server = useServer({ limits: { maxSpectators: 4 }, http: { ...UNLIMITED_HTTP, trustProxy: 1 } });

async function reserve(code: string, options: Record<string, unknown>, from = "203.0.113.9"): Promise<any> {
  const response = await fetch(`${server.url()}/matchmake/joinById/${code}`, {
    method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": from }, body: JSON.stringify(options),
  });
  return response.json();
}

/** Spends `count` reservations, `batch` at a time. */
async function reserveMany(count: number, make: (i: number) => [Record<string, unknown>, string], batch = 50): Promise<any[]> {
  const answers: any[] = [];
  for (let i = 0; i < count; i += batch) {
    answers.push(...await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, j) => reserve(...withCode(make(i + j))))));
  }
  return answers;
  function withCode([options, from]: [Record<string, unknown>, string]): [string, Record<string, unknown>, string] {
    return [code, options, from];
  }
}

let code = "";
const madeUpToken = () => randomBytes(32).toString("base64url");

/** Connects a WebSocket for each reservation; the ones the room still honours join. */
async function takeUp(reservations: any[]): Promise<Room[]> {
  const joined = await Promise.all(reservations.filter((r) => r.sessionId)
    .map((r) => server.client().consumeSeatReservation(r).catch(() => null)));
  return joined.filter((r): r is Room => r !== null);
}

it("a made-up seat token counts as no token: spectators with one stay within maxSpectators", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  code = ana.roomId;
  const answers = await reserveMany(40, (i) => [{ name: "Spy", spectator: true, seatToken: madeUpToken() }, `198.51.100.${i}`]);
  const watching = await takeUp(answers);
  expect(watching.length).toBeLessThanOrEqual(4);
  await until(() => ana.state.spectators === watching.length, 3000, "spectators counted");
  expect(ana.state.spectators).toBeLessThanOrEqual(4);
  await Promise.all([...watching, ana].map((r) => r.leave()));
});

it("reservations with made-up tokens never lock a dropped player out of their seat", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  code = ana.roomId;
  const bo = await joinRoom(server.client(), code, { name: "Bo" });
  const token = await seatTokenOf(bo);
  ana.send("start", {});
  await until(() => ana.state.status === "playing", 3000, "game started");
  await bo.leave(false);
  // More pending joins than colyseus's maxClients (1,000), which would lock the room.
  const answers = await reserveMany(1_050, (i) => [{ name: "Mob", seatToken: madeUpToken() }, `198.51.${i >> 8}.${i & 255}`]);
  expect(answers.filter((a) => /locked|full/.test(a.error ?? ""))).toEqual([]);
  const back = await joinRoom(server.client(), code, { name: "Bo", seatToken: token });
  await until(() => seatsOf(ana)[1].connected, 3000, "Bo back in his seat");
  await Promise.all([ana, back].map((r) => r.leave()));
});

it("newcomers' reservations from two addresses never keep a friend out of a lobby", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 3 });
  code = ana.roomId;
  const flood = await reserveMany(40, (i) => [{ name: "Mob" }, i % 2 ? "192.0.2.1" : "192.0.2.2"]);
  expect(flood.every((a) => a.sessionId)).toBe(true);
  const bo = await joinRoom(server.client(), code, { name: "Bo" });
  await until(() => seatsOf(ana)[1].kind === "human" && seatsOf(ana)[1].name === "Bo", 3000, "Bo seated");
  await Promise.all([bo, ana].map((r) => r.leave()));
});

it("a spectator's link still watches while strangers hold pending spectator reservations", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  code = ana.roomId;
  await reserveMany(20, (i) => [{ name: "Spy", spectator: true }, `192.0.2.${i}`]);
  const friend = await joinRoom(server.client(), code, { name: "Cy", spectator: true });
  await until(() => ana.state.spectators === 1, 3000, "Cy watching");
  await Promise.all([friend, ana].map((r) => r.leave()));
});
