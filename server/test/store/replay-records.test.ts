import { createHash } from "node:crypto";
import { games, replay, type AnyGame } from "@space/shared";
import { randomFunction } from "@space/shared";
import { SqliteGameStore } from "../../src/store";

/**
 * Event sourcing holds: for many random games of each game and player count, the record the store
 * gives back (seed and the engine's parsed actions, through SQLite and JSON) replays to exactly the
 * final state the game reached, compared by SHA-256 of the whole state, hidden parts included.
 */
const hash = (state: unknown) => createHash("sha256").update(JSON.stringify(state)).digest("hex");

const CASES = (["zoo", "base", "cheeses"] as const).flatMap((id) =>
  [2, 3, 4].filter((n) => n >= games[id]!.minPlayers && n <= games[id]!.maxPlayers)
    .flatMap((players) => [0, 1, 2].map((k) => ({ id, players, seed: `records-${id}-${players}-${k}` }))));

let store: SqliteGameStore;
beforeAll(() => { store = new SqliteGameStore(":memory:"); });
afterAll(async () => { await store.close(); });

test.each(CASES)("$id, $players players, seed $seed: the stored record replays to the same final state", async ({ id, players, seed }) => {
  const game = games[id] as AnyGame;
  const rng = randomFunction(`bots:${seed}`);
  const code = createHash("sha1").update(seed).digest("hex").slice(0, 5).toUpperCase();
  await store.createGame({ code, gameId: id, seed, options: {}, seats: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, kind: "bot" as const })), createdAt: 0 });
  let state = game.setup({ players, seed });
  let moves = 0;
  for (; game.awaiting(state).length && moves < 5000; moves++) {
    const awaiting = game.awaiting(state);
    const seat = awaiting[Math.floor(rng() * awaiting.length)];
    // Now and then the clock's move, as a room stores it.
    const chosen = rng() < 0.05 ? { type: "timeout" } : game.bot.choose(game.view(state, seat), seat, rng);
    const r = game.apply(state, seat, chosen);
    if (!r.ok) throw new Error(`move ${moves}: ${r.error.message}`);
    await store.appendAction(code, moves, { seat, action: r.action });
    state = r.state;
  }
  expect(game.result(state)).not.toBeNull();
  await store.finishGame(code);

  const stored = (await store.load(code))!;
  expect(stored.actions).toHaveLength(moves);
  const replayed = replay(game, { players: stored.seats.length, seed: stored.seed }, stored.actions);
  expect(hash(replayed.state)).toBe(hash(state));
  expect(game.result(replayed.state)).toEqual(game.result(state));
  // A whole game played by the medium bot: about a second alone, several on a machine busy with other tests.
}, 60_000);

test("a record with one action changed does not replay to the same state", async () => {
  const game = games.zoo as AnyGame;
  const rng = randomFunction("bots:tamper");
  let state = game.setup({ players: 3, seed: "tamper" });
  const actions: { seat: number; action: unknown }[] = [];
  while (game.awaiting(state).length) {
    const seat = game.awaiting(state)[0];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(r.error.message);
    actions.push({ seat, action: r.action });
    state = r.state;
  }
  // Swap the first two players' opening choices: still legal, a different game.
  const tampered = actions.map((a) => ({ ...a }));
  [tampered[0].action, tampered[1].action] = [tampered[1].action, tampered[0].action];
  const other = (() => { try { return replay(game, { players: 3, seed: "tamper" }, tampered).state; } catch { return null; } })();
  expect(other === null || hash(other) !== hash(state)).toBe(true);
});
