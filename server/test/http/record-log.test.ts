import { games, randomFunction, type AnyGame } from "@space/shared";
import { SqliteGameStore } from "../../src/store";
import { startServer, type TestServer } from "../helpers";

/** A finished game's readable log, in the language asked for: the server words it, never the store. */
let server: TestServer;
const store = new SqliteGameStore(":memory:");
const CODE = "PGQ42";

beforeAll(async () => {
  const zoo = games.zoo as AnyGame;
  const seed = "record-log";
  await store.createGame({ code: CODE, gameId: "zoo", seed, options: { seats: 3, bots: 3, turnSeconds: 0, reconnectSeconds: 0, fairness: { salt: "s", fixedSeed: true } },
    seats: [{ name: "Ania", kind: "bot" }, { name: "Bolek", kind: "bot" }, { name: "Celina", kind: "bot" }], createdAt: 0 });
  const rng = randomFunction(seed);
  let state = zoo.setup({ players: 3, seed });
  for (let i = 0; zoo.awaiting(state).length; i++) {
    const seat = zoo.awaiting(state)[0];
    const r = zoo.apply(state, seat, zoo.bot.choose(zoo.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(r.error.code);
    await store.appendAction(CODE, i, { seat, action: r.action });
    state = r.state;
  }
  await store.finishGame(CODE, zoo.result(state)!);
  server = await startServer({ store });
});
afterAll(async () => { await server.close(); });

const logIn = async (query: string) => {
  const response = await fetch(`${server.url}/api/records/${CODE}/log${query}`);
  expect(response.status).toBe(200);
  return (await response.text()).trimEnd().split("\n");
};

it("a record's readable log is worded in the language asked for (Polish here), English by default, with the seats' names", async () => {
  const pl = await logIn("?lang=pl");
  const en = await logIn("");
  expect(pl[0]).toBe("Gra zaczyna się: Ania, Bolek i Celina");
  expect(en[0]).toBe("The game begins with Ania, Bolek and Celina");
  expect(pl).toHaveLength(en.length);
  expect(pl.length).toBeGreaterThan(50);
  expect(pl.filter((l) => /^[a-z]+\.[a-z]/.test(l) || l.includes("{") || l.includes("undefined"))).toEqual([]);
  expect((await logIn("?lang=xx"))[0]).toBe(en[0]);
});

it("a running or unknown game has no readable log here", async () => {
  expect((await fetch(`${server.url}/api/records/ZZZZ2/log`)).status).toBe(404);
});
