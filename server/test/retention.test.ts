import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkWords, games, loadedWords, verifyGame, type GameFile } from "@space/shared";
import { SqliteGameStore } from "../src/store";
import { DEFAULT_RETENTION, sweep } from "../src/store/retention";
import { handGame } from "./fixtures/hand-game";
import { createRoom, gameOf, keepSeatToken, seatTokenOf, seatsOf, startServer, until, type TestServer } from "./helpers";

/**
 * Retention as an operator sees it: a server with its store, games played by real clients, the
 * store's clock moved by days, the sweep run, and the records asked for over HTTP.
 */
const DAY = 24 * 60 * 60 * 1000;
let clock = Date.now();
let store: SqliteGameStore;
let server: TestServer;
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retention-"));
  store = new SqliteGameStore(path.join(dir, "games.sqlite"), () => clock);
  server = await startServer({ fixedSeed: undefined, store });
});
afterAll(async () => { await server.close(); });

const withHand = { ...games, hand: handGame } as Parameters<typeof verifyGame>[1];

/** Ana against a bot in the hand game: `moves` of her moves, or to the end when undefined. Returns the code and her seat token. */
async function play(moves?: number): Promise<{ code: string; token: string }> {
  const ana = keepSeatToken(await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 }));
  ana.send("start");
  await until(() => ana.state.status === "playing", 2000, "start");
  for (let made = 0; ana.state.status !== "ended" && (moves === undefined || made < moves); made++) {
    await until(() => ana.state.status === "ended" || Array.from(ana.state.awaiting as number[]).includes(0), 2000, "Ana's turn");
    if (ana.state.status === "ended") break;
    const before = ana.state.moves;
    ana.send("action", handGame.legalActionsInView({ ...gameOf(ana), private: seatsOf(ana)[0].secret }, 0)[0]);
    await until(() => ana.state.moves > before, 2000, "Ana's move");
  }
  const result = { code: ana.roomId, token: await seatTokenOf(ana) };
  await ana.leave();
  return result;
}

const record = (code: string) => fetch(`${server.url}/api/records/${code}`);

it("closes a game nobody played for the idle days as finished-unfinished, keeps it, then deletes it with the finished ones", async () => {
  const won = await play();
  const idle = await play(1);
  clock += 3 * DAY;
  const recent = await play(1);

  // Five days after the last two: only the first unfinished game has been idle for 7 days.
  clock += 5 * DAY;
  const first = await sweep(store, DEFAULT_RETENTION, clock);
  expect(first).toEqual({ abandoned: [idle.code], deleted: [] });

  // The closed game is on the record, marked, and verifies as a game that was not over; nobody can bring it back.
  const response = await record(idle.code);
  expect(response.status).toBe(200);
  const file = (await response.json()) as GameFile;
  expect(file.abandoned).toBe(true);
  expect(file.actions.length).toBeGreaterThan(0);
  const verdict = await verifyGame(file, withHand);
  expect(verdict.checks.filter((c) => !c.ok)).toEqual([]);
  expect(verdict.checks.at(-1)!.id).toBe("abandoned");
  expect(checkWords(verdict.checks.at(-1)!, loadedWords("en"))).toMatch(/closed unfinished/);
  const restore = await fetch(`${server.url}/api/rooms/${idle.code}/restore`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token: idle.token }),
  });
  expect(restore.status).toBe(404);
  // The recent game is still running and can be brought back by its player.
  expect(await store.unfinished()).toEqual([recent.code]);

  // 30 days after the first game finished and the idle one was closed, both go; the recent one stays.
  clock += 31 * DAY;
  const second = await sweep(store, { ...DEFAULT_RETENTION, closeIdleDays: 0 }, clock);
  expect(second.abandoned).toEqual([]);
  expect(second.deleted.sort()).toEqual([won.code, idle.code].sort());
  expect((await record(won.code)).status).toBe(404);
  expect((await record(idle.code)).status).toBe(404);
  expect(await store.load(recent.code)).toMatchObject({ finished: false, abandoned: false });
});

it("keeps everything when both limits are 0 (forever)", async () => {
  const kept = await play(1);
  clock += 400 * DAY;
  expect(await sweep(store, { ...DEFAULT_RETENTION, keepFinishedDays: 0, closeIdleDays: 0 }, clock)).toEqual({ abandoned: [], deleted: [] });
  expect(await store.load(kept.code)).toMatchObject({ finished: false });
});

it("a tampered abandoned file does not verify", async () => {
  const idle = await play(1);
  clock += 8 * DAY;
  await sweep(store, DEFAULT_RETENTION, clock);
  const file = (await (await record(idle.code)).json()) as GameFile;
  expect((await verifyGame(file, withHand)).ok).toBe(true);
  const claimsAWin = { ...file, abandoned: false, result: { winners: [0], scores: [9, 0] } };
  const verdict = await verifyGame(claimsAWin, withHand);
  expect(verdict.ok).toBe(false);
  expect(verdict.checks.at(-1)).toMatchObject({ ok: false, id: "result", params: { scores: "9, 0" } });
  expect(checkWords(verdict.checks.at(-1)!, loadedWords("en"))).toMatch(/recorded result \(scores 9, 0\)/);
});
