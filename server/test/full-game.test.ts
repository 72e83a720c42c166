import { games, randomFunction, type AnyGame } from "@space/shared";
import { startServer, until, seatsOf, gameOf, logOf, type TestServer } from "./helpers";

/** Every game, played to its end through a real room: one human (driven by the game's bot on its own view) and bots. */
let server: TestServer;
beforeAll(async () => { server = await startServer({ limits: { messagesPerSecond: 1000 } }); });
afterAll(async () => { await server.close(); });

describe.each((Object.values(games) as AnyGame[]).map((g) => [g.id, g] as const))("%s", (id, game) => {
  it("a whole game with 1 player and bots reaches the winner", async () => {
    const room = await server.client().create(id, { name: "Ana", seats: 3, bots: 2 });
    await until(() => room.state?.code !== undefined && room.state.code !== "", 3000, "first state");
    room.send("start");
    await until(() => room.state.status === "playing", 3000, "start");
    const rng = randomFunction(`full-${id}`);
    const errors: unknown[] = [];
    room.onMessage("error", (e) => errors.push(e));
    while (room.state.status !== "ended") {
      // Only Ana awaited: every bot has moved, so the next move the room counts is hers (a bot's
      // move counted as hers would send her next action from a stale view).
      await until(() => room.state.status === "ended" || Array.from(room.state.awaiting as number[]).join() === "0", 20_000, "Ana's turn");
      if (room.state.status === "ended") break;
      const view = { ...gameOf(room), private: seatsOf(room)[0].secret ?? null };
      const moves = room.state.moves;
      room.send("action", game.bot.choose(view, 0, rng));
      await until(() => room.state.moves > moves || errors.length > 0, 5000, "Ana's move");
      expect(errors).toEqual([]);
    }
    expect(Array.from(room.state.winners as number[]).length).toBeGreaterThan(0);
    expect(Array.from(room.state.scores as number[])).toHaveLength(3);
    expect(logOf(room).length).toBeGreaterThan(10);
    await room.leave();
  }, 120_000);
});
