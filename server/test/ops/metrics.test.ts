import { startServer, createRoom, until, gameOf, seatsOf, type TestServer } from "../helpers";
import { handGame } from "../fixtures/hand-game";
import { SqliteGameStore } from "../../src/store";

/** `/metrics` as Prometheus and a stranger see it: the series move with real play, the token guards them. */
const TOKEN = "a-long-metrics-token-for-tests";
// One server per file: colyseus's matchMaker is per process (metrics-off.test.ts has the other).
let server: TestServer;
beforeAll(async () => { server = await startServer({ metricsToken: TOKEN, store: new SqliteGameStore(":memory:") }); });
afterAll(async () => { await server.close(); });

const scrape = async (token = TOKEN) => fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });

/** The value of one sample line, e.g. `tabletop_actions_total{game="hand"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test("only with the bearer token", async () => {
  expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
  expect((await scrape("a-long-metrics-token-for-tesTS")).status).toBe(401);
  expect((await scrape(`${TOKEN}x`)).status).toBe(401);
  const ok = await scrape();
  expect(ok.status).toBe(200);
  expect(ok.headers.get("content-type")).toMatch(/^text\/plain/);
});

test("rooms, clients, accepted and refused actions, action-to-patch and store times, event loop and memory", async () => {
  const before = await (await scrape()).text();
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 });
  ana.send("start");
  await until(() => ana.state.status === "playing" && Array.from(ana.state.awaiting as number[]).includes(0), 3000, "Ana's turn");
  const moves = ana.state.moves;
  ana.send("action", handGame.legalActionsInView({ ...gameOf(ana), private: seatsOf(ana)[0].secret }, 0)[0]);
  await until(() => ana.state.moves > moves, 3000, "Ana's move");
  ana.send("action", { type: "no-such-move" });
  await new Promise((r) => setTimeout(r, 200));

  const text = await (await scrape()).text();
  expect(sample(text, 'tabletop_rooms{game="hand"}')).toBe(1);
  expect(sample(text, 'tabletop_clients{game="hand"}')).toBe(1);
  expect(sample(text, 'tabletop_actions_total{game="hand"}')).toBeGreaterThan(sample(before, 'tabletop_actions_total{game="hand"}'));
  expect(sample(text, 'tabletop_rejected_total{code="bad_action"}') + sample(text, 'tabletop_rejected_total{code="not_your_turn"}')).toBeGreaterThan(0);
  expect(sample(text, 'tabletop_action_to_patch_seconds_count{game="hand"}')).toBeGreaterThanOrEqual(1);
  expect(sample(text, "tabletop_store_write_seconds_count")).toBeGreaterThanOrEqual(2);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  expect(text).toMatch(/^process_resident_memory_bytes /m);

  await ana.leave();
  await until(async () => sample(await (await scrape()).text(), 'tabletop_clients{game="hand"}') === 0, 3000, "the client gone");
});
