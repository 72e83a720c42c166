import { games, replay, verifyGame, type AnyGame, type GameFile, type GameResult } from "@space/shared";
import { SqliteGameStore, type GameStore } from "../../src/store";
import { handGame, type HandState } from "../fixtures/hand-game";
import { createRoom, gameOf, seatsOf, sleep, startServer, until, type TestServer } from "../helpers";
import { playedGame, storeFinished } from "../support/stored-game";

/**
 * A finished game's record (`GET /api/records/CODE`) is built from what the store kept at the
 * game's end: a request never runs the engine, so what it costs does not grow with the game's
 * length. A game stored without its result (older servers, the retention's abandoned games) is
 * replayed once, however many ask for it at once.
 */

/** A store one network round trip away, as Redis is: a load reads at once and its answer arrives 20 ms later. */
function distant(near: GameStore): GameStore {
  return new Proxy(near, {
    get(target, key) {
      if (key === "load") return async (code: string) => { const answer = await target.load(code); await sleep(20); return answer; };
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

let server: TestServer;
let store: SqliteGameStore;
beforeAll(async () => {
  store = new SqliteGameStore(":memory:");
  server = await startServer({ fixedSeed: undefined, store: distant(store), limits: { messagesPerSecond: 1000 } });
});
afterAll(async () => { await server.close(); });
afterEach(() => { jest.restoreAllMocks(); });

const withHand = { ...games, hand: handGame } as Parameters<typeof verifyGame>[1];

async function record(code: string): Promise<GameFile> {
  const response = await fetch(`${server.url}/api/records/${code}`);
  expect(response.status).toBe(200);
  return (await response.json()) as GameFile;
}

/** Counts the engine's runs: a replay is a setup and then one apply per stored action. */
function engineRuns(game: AnyGame): { setups: () => number; applies: () => number } {
  const setup = jest.spyOn(game, "setup");
  const apply = jest.spyOn(game, "apply");
  return { setups: () => setup.mock.calls.length, applies: () => apply.mock.calls.length };
}

/** A two-seat hand game (a player and a bot) played to its end through a real client; resolves with its code. */
async function finishedHandGame(): Promise<string> {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 });
  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  while (ana.state.status !== "ended") {
    await until(() => ana.state.status === "ended" || Array.from(ana.state.awaiting as number[]).includes(0), 3000, "Ana's turn");
    if (ana.state.status === "ended") break;
    const moves = ana.state.moves;
    ana.send("action", handGame.legalActionsInView({ ...gameOf(ana), private: seatsOf(ana)[0].secret } as never, 0)[0]);
    await until(() => ana.state.moves > moves, 3000, "Ana's move");
  }
  const code = ana.roomId;
  await ana.leave();
  return code;
}

/** A two-seat Space Base game of random legal moves (about 180), played once for the tests that store it. */
const baseGame = playedGame(games.base as AnyGame, 2, "cost-base");

/** Stores the Space Base game under `code`; `kept`: with its result kept at the end, as now, or not, as before. */
async function storedBaseGame(code: string, kept: boolean): Promise<{ moves: number; result: GameResult }> {
  await storeFinished(store, code, games.base as AnyGame, "cost-base", baseGame, kept);
  return { moves: baseGame.actions.length, result: baseGame.result };
}

it("a game finished in a room is answered from the result kept at its end: the engine does not run on request", async () => {
  const code = await finishedHandGame();
  const runs = engineRuns(handGame);
  const files: GameFile[] = [];
  for (let i = 0; i < 10; i++) files.push(await record(code));
  expect(runs.setups()).toBe(0);
  expect(runs.applies()).toBe(0);
  jest.restoreAllMocks();
  // The answer is the one a replay gives, and it verifies.
  expect(files.every((f) => JSON.stringify(f) === JSON.stringify(files[0]))).toBe(true);
  const { state } = replay(handGame, { players: 2, seed: files[0].fairness.seed }, files[0].actions);
  expect(files[0].result).toEqual(handGame.result(state as HandState));
  expect((await verifyGame(files[0], withHand)).ok).toBe(true);
});

it("a record of hundreds of moves costs a request no more of the engine than one of a few: none", async () => {
  const { moves, result } = await storedBaseGame("BASEG", true);
  expect(moves).toBeGreaterThan(150);
  const runs = engineRuns(games.base as AnyGame);
  await Promise.all(Array.from({ length: 20 }, () => record("BASEG")));
  expect(runs.setups()).toBe(0);
  expect(runs.applies()).toBe(0);
  jest.restoreAllMocks();
  const file = await record("BASEG");
  expect(file.result).toEqual(result);
  expect(file.actions).toHaveLength(moves);
  expect((await verifyGame(file, withHand)).ok).toBe(true);
});

it("a game stored without its result is replayed once, by the first of many requests at once, and its result kept", async () => {
  const { moves, result } = await storedBaseGame("PASTG", false);
  expect((await store.load("PASTG"))!.result).toBeUndefined();
  const runs = engineRuns(games.base as AnyGame);
  const files = await Promise.all(Array.from({ length: 20 }, () => record("PASTG")));
  files.push(await record("PASTG"), await record("PASTG"));
  expect(runs.setups()).toBe(1);
  expect(runs.applies()).toBe(moves);
  jest.restoreAllMocks();
  expect(files.every((f) => JSON.stringify(f) === JSON.stringify(files[0]))).toBe(true);
  expect(files[0].result).toEqual(result);
  expect((await store.load("PASTG"))!.result).toEqual(result);
  expect((await verifyGame(files[0], withHand)).ok).toBe(true);
});

it("a game the retention closed unfinished is replayed once too, with an empty result", async () => {
  const game = handGame as unknown as AnyGame;
  await store.createGame({ code: "QUTGM", gameId: "hand", seed: "idle", createdAt: 1,
    options: { seats: 2, fairness: { salt: "salt", fixedSeed: false } }, seats: [{ name: "Ana", kind: "human" }, { name: "Bo", kind: "human" }] });
  const state = game.setup({ players: 2, seed: "idle" });
  const first = game.apply(state, 0, game.legalActions(state, 0)[0]);
  if (!first.ok) throw new Error(first.error.message);
  await store.appendAction("QUTGM", 0, { seat: 0, action: first.action });
  expect(await store.abandonIdle(Number.MAX_SAFE_INTEGER)).toContain("QUTGM");
  const runs = engineRuns(game);
  const files = await Promise.all(Array.from({ length: 5 }, () => record("QUTGM")));
  files.push(await record("QUTGM"));
  expect(runs.setups()).toBe(1);
  jest.restoreAllMocks();
  expect(files.map((f) => [f.abandoned, f.result])).toEqual(files.map(() => [true, { winners: [], scores: [] }]));
  expect((await verifyGame(files[0], withHand)).ok).toBe(true);
});
