import { matchMaker } from "colyseus";
import { games, TURN_BASED_DEFAULTS, type AnyGame } from "@space/shared";
import { createGameServer, type GameServer } from "../../src/app";
import { hashSeatToken, newSeatToken } from "../../src/rooms/seat-token";
import { SqliteGameStore } from "../../src/store";
import { UNLIMITED_HTTP, until } from "../helpers";
import { playedGame } from "../support/stored-game";

/**
 * A sleeping turn-based table of each game woken from its wake snapshot (rooms/wake-snapshot.ts)
 * against the same table woken by replaying every action: the engine's state, the whole log with
 * the notes said between moves, the synced state and the clock are the same; a snapshot that does
 * not match (garbage, a wrong move count, one behind the moves) is replayed past or ignored.
 */
const H = 3_600_000;
const ADMIN = "admin-password-for-this-test";
const clock = { now: Date.UTC(2026, 10, 28, 9) };
const store = new SqliteGameStore(":memory:");
let server: GameServer;
let url = "";

beforeAll(async () => {
  server = createGameServer({ store, now: () => clock.now, wakeEveryMs: 0, http: UNLIMITED_HTTP, limits: { roomIdleMs: 600_000 }, adminPassword: ADMIN });
  url = `http://127.0.0.1:${await server.listen(0, "127.0.0.1")}`;
});
afterAll(async () => {
  await server.close();
  await store.close();
});

/** What a room holds, read inside the process. */
interface Inside {
  state: { moves: number; toJSON(): unknown };
  table: { gameState: unknown; turns: { clock: { state: unknown }; notes: unknown[] } };
  journal: { all: string[]; linesByMove(): string[][] };
  disconnect(): Promise<unknown>;
}

const roomOf = (code: string) => matchMaker.getLocalRoomById(code) as unknown as Inside | undefined;

/** Everything the woken table is, for comparing two wakes. */
function table(code: string) {
  const room = roomOf(code)!;
  return { state: room.table.gameState, log: room.journal.all.slice(), byMove: room.journal.linesByMove(), synced: room.state.toJSON(),
    clock: room.table.turns.clock.state, notes: room.table.turns.notes.slice() };
}

async function sleep(code: string): Promise<void> {
  await roomOf(code)!.disconnect();
  await until(async () => !roomOf(code) && (await matchMaker.query({ roomId: code })).length === 0, 5000, "the table to sleep");
}

/** Wakes the table by the restore route; resolves with how many actions the engine applied meanwhile. */
async function wake(game: AnyGame, code: string, token: string, moves: number): Promise<number> {
  const apply = jest.spyOn(game, "apply");
  try {
    const res = await fetch(`${url}/api/rooms/${code}/restore`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
    expect(await res.json()).toEqual({ ok: true, restored: true });
    await until(() => roomOf(code)?.state.moves === moves, 3000, "the woken table");
    return apply.mock.calls.length;
  } finally {
    apply.mockRestore();
  }
}

const codes: Record<string, string> = { zoo: "WAKEZ", base: "WAKEB", cheeses: "WAKEC" };

for (const game of Object.values(games) as AnyGame[]) {
  it(`${game.name}: a table woken from its snapshot is the table replayed from its actions (state, log, clock)`, async () => {
    const code = codes[game.id];
    const players = Math.min(game.maxPlayers, 4);
    const seed = `sleeper-${game.id}`;
    const whole = playedGame(game, players, seed).actions;
    const actions = whole.slice(0, Math.floor(whole.length * 0.6));
    const token = newSeatToken();
    await store.createGame({ code, gameId: game.id, seed, createdAt: clock.now,
      options: { seats: players, bots: 0, botLevel: "medium", reconnectSeconds: 120, fairness: { salt: "salt", fixedSeed: false },
        pace: "turn-based", turnSeconds: TURN_BASED_DEFAULTS.turnSeconds, bankSeconds: TURN_BASED_DEFAULTS.bankSeconds },
      seats: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, kind: "human" as const, tokenHash: hashSeatToken(i === 0 ? token : newSeatToken()) })) });
    for (const [i, a] of actions.entries()) await store.appendAction(code, i, a);
    const n = actions.length;
    const started = clock.now;

    // First wake: no snapshot yet. Falling asleep, the table keeps its turn and a snapshot.
    expect(await wake(game, code, token, n)).toBeGreaterThanOrEqual(n);
    await sleep(code);
    expect(await store.snapshot(code)).toMatch(/^\{"format":1,/);

    // Its clock runs out while it sleeps: the waker wakes it and a note is said at the table (kept with its turn).
    clock.now += TURN_BASED_DEFAULTS.turnSeconds * 1000 + H;
    expect(await server.wakeDue()).toBe(1);
    await until(() => (roomOf(code)?.table.turns.notes.length ?? 0) > 0, 3000, "the bank's note");
    await sleep(code);

    // Woken from the snapshot: no action replayed.
    expect(await wake(game, code, token, n)).toBe(0);
    const fromSnapshot = table(code);
    expect(fromSnapshot.notes.length).toBeGreaterThan(0);
    await sleep(code);
    const kept = (await store.snapshot(code))!;

    // The same table replayed: the snapshot unreadable.
    await store.saveSnapshot(code, "garbage");
    expect(await wake(game, code, token, n)).toBeGreaterThanOrEqual(n);
    const replayed = table(code);
    expect(fromSnapshot).toStrictEqual(replayed);
    expect(replayed.byMove).toHaveLength(n);
    await sleep(code);

    // A wrong move count in an otherwise good snapshot: replayed.
    const [head, body] = kept.split("\n");
    await store.saveSnapshot(code, `${JSON.stringify({ ...JSON.parse(head), moves: n - 1 })}\n${body}`);
    expect(await wake(game, code, token, n)).toBeGreaterThanOrEqual(n);
    expect(table(code)).toStrictEqual(replayed);
    await sleep(code);
    // The next game's table wakes alone.
    clock.now = started;
  }, 60_000);
}

it("moves played after a wake are in the next snapshot; one behind the stored moves (a crash after them) is played on from", async () => {
  const game = games.base as AnyGame;
  const code = codes.base;
  const before = await store.snapshot(code);
  const stored = (await store.load(code))!;
  const token = newSeatToken();
  await store.saveSeats(code, stored.seats.map((s, i) => (i === 0 ? { ...s, tokenHash: hashSeatToken(token) } : s)));
  const n = stored.actions.length;
  expect(await wake(game, code, token, n)).toBe(0);
  const whole = table(code);
  const apply = jest.spyOn(game, "apply");
  // Three more moves, as the players play them, with the store's snapshot still the one before them.
  const room = roomOf(code) as unknown as { table: { act(seat: number, action: unknown): Promise<void>; gameState: unknown } };
  const rng = Math.random;
  for (let i = 0; i < 3; i++) {
    const state = room.table.gameState;
    const seat = game.awaiting(state)[0];
    await room.table.act(seat, game.bot.choose(game.view(state, seat), seat, rng));
  }
  apply.mockRestore();
  expect(whole.byMove).toHaveLength(n);
  // As the players left it (the synced state's maps hold the same entries in another order after a wake, replayed or not).
  const played = { ...table(code), synced: null };
  await sleep(code);
  expect(await wake(game, code, token, n + 3)).toBe(0);
  expect({ ...table(code), synced: null }).toStrictEqual(played);

  // A SIGKILL after the three moves: the store has them, and the snapshot from before them.
  await sleepWithout(code);
  await store.saveSnapshot(code, before!);
  expect(await wake(game, code, token, n + 3)).toBe(3);
  const woken = table(code);
  expect({ ...woken, synced: null }).toStrictEqual(played);
  expect(woken.synced).toMatchObject({ moves: n + 3 });
  // ...and as replayed from the start.
  await sleepWithout(code);
  await store.saveSnapshot(code, "garbage");
  expect(await wake(game, code, token, n + 3)).toBeGreaterThanOrEqual(n + 3);
  expect(table(code)).toStrictEqual(woken);
  await sleep(code);
});

/** Closes the room as a killed process would: without the snapshot it would write falling asleep. */
async function sleepWithout(code: string): Promise<void> {
  const room = roomOf(code) as unknown as { keepSnapshot(): Promise<void> };
  room.keepSnapshot = async () => {};
  await sleep(code);
}

it("the snapshot never leaves the server: not in what the restore, record and admin routes answer", async () => {
  // Space Zoo's table of the first test, asleep with its snapshot.
  const code = codes.zoo;
  const stored = (await store.load(code))!;
  const token = newSeatToken();
  await store.saveSeats(code, stored.seats.map((s, i) => (i === 0 ? { ...s, tokenHash: hashSeatToken(token) } : s)));
  const kept = (await store.snapshot(code))!;
  const [head] = kept.split("\n");
  const { build, body } = JSON.parse(head) as { build: string; body: string };
  const hidden = (text: string) => [/snapshot/i.test(text), text.includes(build), text.includes(body), text.includes(head)];
  const answers: string[] = [];
  const get = async (path: string, init?: RequestInit) => answers.push(await (await fetch(`${url}${path}`, init)).text());
  const admin = { headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN}`).toString("base64")}` } };

  await get(`/api/rooms/${code}/restore`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
  await until(() => roomOf(code)?.state.moves === stored.actions.length, 3000, "the woken table");
  await get(`/api/records/${code}`);
  await get("/admin/", admin);
  await get("/healthz");
  await sleep(code);
  expect(await store.snapshot(code)).not.toBeNull();
  // Once the game is over its record is public, and the snapshot is gone.
  await store.finishGame(code);
  expect(await store.snapshot(code)).toBeNull();
  await get(`/api/records/${code}`);
  await get(`/api/records/${code}/log`);
  expect(answers[0]).toBe(JSON.stringify({ ok: true, restored: true }));
  expect(answers[2]).toMatch(new RegExp(code));
  expect(JSON.parse(answers[4])).toMatchObject({ code, actions: stored.actions });
  for (const text of answers) expect(hidden(text)).toEqual([false, false, false, false]);
});
