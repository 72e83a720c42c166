import { type Room } from "colyseus.js";
import { TestClient } from "./test-client";
import { randomFunction, type AnyGame } from "@space/shared";
import { createGameServer, type GameServer } from "../../src/app";
import { vapidKeys } from "../../src/notify/vapid";
import { SqliteGameStore } from "../../src/store";
import { gameOf, keepSeatToken, logOf, seatTokenOf, seatsOf, until, UNLIMITED_HTTP } from "../helpers";
import { makeCertificate, SINK_HOST, startSink, type Sink } from "../notify/sink";
import { generate } from "selfsigned";
import { PUSH_HOST, startPushService, type TestPushService } from "./push-service";

/**
 * Whole turn-based games of each game with three players who are never there together: each plays
 * when told it is their turn (a webhook and a push reach them), then leaves; the table sleeps in the
 * store between visits and wakes for each visit and each deadline, on a fake clock.
 */
const H = 3_600_000;
const NAMES = ["Ana", "Bo", "Cy"];
const TURN = 24 * H;
const BANK = 48 * H;

interface Told {
  seat: number;
  kind: string;
  text: string;
  link: string;
}


async function table() {
  const certificate = await makeCertificate();
  const store = new SqliteGameStore(":memory:");
  const clock = { now: Date.UTC(2026, 10, 28, 9) };
  const told: Told[] = [];
  const sink: Sink = await startSink((req, res, body) => {
    const seat = Number(/\/seat\/(\d)$/.exec(req.url ?? "")?.[1]);
    const json = JSON.parse(body) as { kind: string; text: string; link: string };
    told.push({ seat, kind: json.kind, text: json.text, link: json.link });
    res.writeHead(204).end();
  }, certificate);
  const { publicKey } = await vapidKeys(store);
  // One certificate for the three push services: a client trusts one certificate per name.
  const pushCertificate = await generate([{ name: "commonName", value: PUSH_HOST }], {
    keySize: 2048, algorithm: "sha256", extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: PUSH_HOST }] }],
  });
  const pushes: TestPushService[] = await Promise.all(NAMES.map(() => startPushService(publicKey, pushCertificate)));
  const server: GameServer = createGameServer({
    store, now: () => clock.now, wakeEveryMs: 0, botDelayMs: 0, http: UNLIMITED_HTTP, siteUrl: "https://play.example.test",
    limits: { roomIdleMs: 50, messagesPerSecond: 1000 },
    outbound: {
      lookup: async () => [{ address: "127.0.0.1", family: 4 }],
      extraPorts: [sink.port, ...pushes.map((p) => p.port)],
      testOnly: { loopback: true, ca: [certificate.cert, pushCertificate.cert].join("\n") },
    },
  });
  const port = await server.listen(0, "127.0.0.1");
  const url = `http://127.0.0.1:${port}`;
  const client = () => new TestClient(`ws://127.0.0.1:${port}`);
  /** Rooms this process holds, seen from the outside. */
  const rooms = async () => ((await (await fetch(`${url}/healthz`)).json()) as { rooms: number }).rooms;
  const close = async () => {
    await server.close();
    await sink.close();
    await Promise.all(pushes.map((p) => p.close()));
  };
  return { store, clock, told, sink, pushes, server, url, client, rooms, close };
}

type Table = Awaited<ReturnType<typeof table>>;

/** Seats the three players, each choosing a webhook and a push subscription, starts, and everyone leaves. */
async function seatEveryone(t: Table, game: AnyGame): Promise<{ code: string; tokens: string[] }> {
  const rooms: Room[] = [];
  rooms.push(keepSeatToken(await t.client().create(game.id, { name: "Ana", seats: 3, pace: "turn-based", turnSeconds: TURN / 1000, bankSeconds: BANK / 1000 })));
  await until(() => Boolean(rooms[0].state?.code), 3000, "first state");
  const code = rooms[0].roomId;
  for (const name of NAMES.slice(1)) rooms.push(keepSeatToken(await t.client().joinById(code, { name })));
  const states = rooms.map((room) => {
    const got: unknown[] = [];
    room.onMessage("error", (e) => { throw new Error(`refused: ${JSON.stringify(e)}`); });
    room.onMessage("notifyState", (m) => got.push(m));
    return got;
  });
  rooms.forEach((room, seat) => room.send("notify", {
    webhook: { url: `https://${SINK_HOST}:${t.sink.port}/seat/${seat}`, format: "json" },
    push: t.pushes[seat].subscription,
  }));
  await until(() => states.every((s) => s.some((m) => (m as { push: boolean }).push)), 3000, "every seat's channels kept");
  expect(states[1].at(-1)).toEqual({ push: true, webhook: { host: `${SINK_HOST}:${t.sink.port}`, format: "json", off: null, failures: 0 }, email: null, mail: false });
  rooms[0].send("start");
  await until(() => rooms[0].state.status === "playing", 3000, "start");
  const tokens = await Promise.all(rooms.map((r) => seatTokenOf(r)));
  await Promise.all(rooms.map((r) => r.leave()));
  return { code, tokens };
}

/** The player at `seat` comes back with the token, plays every step the game waits for them, and leaves; returns the log they saw on arrival. */
async function visit(t: Table, game: AnyGame, code: string, seat: number, token: string, rng: () => number): Promise<string[]> {
  const restore = await fetch(`${t.url}/api/rooms/${code}/restore`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
  expect(restore.status).toBe(200);
  const room = await t.client().joinById(code, { name: NAMES[seat], seatToken: token });
  await until(() => room.state?.status === "playing" || room.state?.status === "ended", 3000, "the table");
  const seen = logOf(room);
  const errors: unknown[] = [];
  room.onMessage("error", (e) => errors.push(e));
  room.onMessage("notifyState", () => {});
  for (let step = 0; room.state.status === "playing" && Array.from(room.state.awaiting as number[]).includes(seat); step++) {
    const view = { ...gameOf(room), private: seatsOf(room)[seat].secret ?? null };
    const moves = room.state.moves;
    room.send("action", game.bot.choose(view, seat, rng));
    await until(() => room.state.moves > moves || errors.length > 0, 5000, `${NAMES[seat]}'s step ${step}`);
    expect(errors).toEqual([]);
  }
  await room.leave();
  return seen;
}

/**
 * The whole game, as turn-based-<game>.test.ts run it: every player visits only when told, the
 * table sleeps between visits, and once Cy's clock and reserve run out while the table sleeps.
 */
export async function playTurnBased(game: AnyGame): Promise<void> {
    const t = await table();
    const { code, tokens } = await seatEveryone(t, game);
    const rng = randomFunction(`turn-based-${game.id}`);
    let handled = 0;
    let visits = 0;
    let deadlineScenario = false;
    /** Set once Cy's clock ran out: the next visitor's log must say so. */
    let ranOut = false;
    const awaitingNow = async () => (await t.store.tables([code]))[0].summary?.awaiting ?? [];
    const finished = async () => (await t.store.tables([code]))[0].finished;
    const asleep = () => until(async () => (await t.rooms()) === 0, 3000, "the table to leave memory");

    await asleep();
    while (!(await finished())) {
      await until(async () => t.told.length > handled || (await finished()), 5000, "a notice");
      if (await finished()) break;
      const notice = t.told[handled++];
      if (notice.kind !== "your-turn") continue;
      expect(notice.link).toBe(`https://play.example.test/?room=${code}`);
      const awaiting = await awaitingNow();
      // A notice in flight when the table fell asleep goes again when it wakes (the store kept it
      // as due): the same words again, already answered. (Two turns of a seat may have the same words.)
      if (!awaiting.includes(notice.seat) && t.told.slice(0, handled - 1).some((n) => n.seat === notice.seat && n.text === notice.text)) continue;
      expect(awaiting).toContain(notice.seat);

      if (!deadlineScenario && notice.seat === 2 && visits > 3 && awaiting.length === 1) {
        deadlineScenario = true;
        // Cy is away: the table wakes for a quarter of the clock left, for the bank, and for the rules.
        t.clock.now += 19 * H;
        expect(await t.server.wakeDue()).toBe(1);
        await until(() => t.told.some((n, i) => i >= handled && n.seat === 2 && n.kind === "reminder"), 5000, "the reminder");
        await asleep();
        t.clock.now += 6 * H;
        expect(await t.server.wakeDue()).toBe(1);
        await asleep();
        t.clock.now += BANK;
        expect(await t.server.wakeDue()).toBe(1);
        await asleep();
        expect(await awaitingNow()).not.toEqual([2]);
        ranOut = true;
        continue;
      }

      const seen = await visit(t, game, code, notice.seat, tokens[notice.seat], rng);
      visits++;
      if (ranOut) {
        ranOut = false;
        const said = seen.join("\n");
        // The table woke an hour after the move's clock ran out: that hour is gone from the 2-day reserve.
        expect(said).toContain("Cy's clock for this move ran out; their reserve runs now (1 d 2");
        expect(said).toContain("Cy's time and reserve ran out; the rules played for them:");
      }
      // Nothing hidden: a name, the game, the table, and the log's last line, which everyone sees.
      const last = new RegExp(`^${NAMES[notice.seat]}, it is your turn in ${game.name} at table ${code}\\. Last: (.*)$`).exec(notice.text);
      expect(last).not.toBeNull();
      expect(seen).toContain(last![1]);
      await asleep();
      t.clock.now += 11 * 60_000;
    }

    expect(deadlineScenario).toBe(true);
    // Every turn reached its player's webhook and push endpoint, and the game's end reached everyone.
    await until(() => t.told.filter((n) => n.kind === "game-over").length === 3, 5000, "the game's end told");
    for (const seat of [0, 1, 2]) {
      const hooks = t.told.filter((n) => n.seat === seat).map((n) => n.text);
      await until(() => t.pushes[seat].delivered.length === hooks.length, 5000, `${NAMES[seat]}'s pushes`);
      const pushed = t.pushes[seat].delivered.map((d) => JSON.parse(d.payload) as Record<string, string>);
      expect(pushed.map((p) => p.body)).toEqual(hooks);
      for (const p of pushed) expect(Object.keys(p).sort()).toEqual(["body", "tag", "title", "url"]);
      expect(pushed.every((p) => p.url === `/?room=${code}` && p.tag === code)).toBe(true);
      expect(hooks.filter((h) => h.includes("it is your turn")).length).toBeGreaterThan(1);
    }
    await t.close();
  }
