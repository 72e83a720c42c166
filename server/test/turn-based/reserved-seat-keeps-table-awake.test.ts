import { matchMaker } from "colyseus";
import { createGameServer, type GameServer } from "../../src/app";
import { SqliteGameStore } from "../../src/store";
import { keepSeatToken, seatTokenOf, sleep, UNLIMITED_HTTP, until } from "../helpers";
import type { SeatReservation } from "colyseus.js";
import { TestClient } from "../support/test-client";

/**
 * A woken turn-based table does not fall asleep under a player whose seat is reserved and whose
 * WebSocket is still on its way (a slow phone, a busy host): the join finds the table, not "seat
 * reservation expired". Once nobody is there nor on the way, it sleeps again.
 */
const IDLE_MS = 100;
const store = new SqliteGameStore(":memory:");
let server: GameServer;
let url = "";
const client = () => new TestClient(url.replace("http", "ws"));
const open = async (code: string) => (await matchMaker.query({ roomId: code })).length > 0;

beforeAll(async () => {
  server = createGameServer({ store, wakeEveryMs: 0, botDelayMs: 0, http: UNLIMITED_HTTP, limits: { roomIdleMs: IDLE_MS } });
  url = `http://127.0.0.1:${await server.listen(0, "127.0.0.1")}`;
});
afterAll(async () => {
  await server.close();
  await store.close();
});

it("a table stays awake while a seat is reserved for a player on their way, and sleeps once they leave", async () => {
  const ana = keepSeatToken(await client().create("base", { name: "Ana", seats: 2, pace: "turn-based", turnSeconds: 24 * 3600 }));
  await until(() => Boolean(ana.state?.code), 3000, "first state");
  const code = ana.roomId;
  const bo = keepSeatToken(await client().joinById(code, { name: "Bo" }));
  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  const [anaToken, boToken] = await Promise.all([seatTokenOf(ana), seatTokenOf(bo)]);
  await Promise.all([ana.leave(), bo.leave()]);
  await until(async () => !(await open(code)), 3000, "the table to sleep");

  // Ana wakes the table and leaves again: it is idle, with nobody on the way.
  const restore = await fetch(`${url}/api/rooms/${code}/restore`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: anaToken }) });
  expect(restore.status).toBe(200);
  await (await client().joinById(code, { name: "Ana", seatToken: anaToken })).leave();

  // Bo's seat is reserved, and his WebSocket takes several idle periods to arrive.
  const reserved = await fetch(`${url}/matchmake/joinById/${code}`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Bo", seatToken: boToken }),
  });
  expect(reserved.status).toBe(200);
  await sleep(IDLE_MS * 5);
  expect(await open(code)).toBe(true);
  const boAgain = await client().consumeSeatReservation(await reserved.json() as SeatReservation);
  await until(() => boAgain.state?.status === "playing", 3000, "Bo at the table");

  await boAgain.leave();
  await until(async () => !(await open(code)), 3000, "the table to sleep again");
});
