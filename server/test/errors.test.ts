import type { Room } from "colyseus.js";
import { CloseCode, MAX_FRAME_BYTES, MAX_MESSAGE_BYTES } from "@space/shared";
import { useServer, createRoom, joinRoom, collectErrors, snapshot, until, sleep, TEST_SEED } from "./helpers";
import { Mirror } from "./fixtures/mirror";
import { playOut } from "./support/play-out";

const server = useServer({ limits: { messagesPerSecond: 40 } });


interface Table {
  ana: Room;
  bo: Room;
  watcher: Room;
  errors: Map<Room, { code: string; message: string }[]>;
  mirror: Mirror;
}

async function table(start: boolean): Promise<Table> {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  const watcher = await joinRoom(server.client(), ana.roomId, { name: "Cy", spectator: true });
  const errors = new Map([ana, bo, watcher].map((r) => [r, collectErrors(r)]));
  if (start) {
    ana.send("start");
    await until(() => [ana, bo, watcher].every((r) => r.state.status === "playing"), 2000, "start");
  }
  await until(() => [ana, bo, watcher].every((r) => r.state.spectators === 1 && r.state.seats[1]?.kind === "human"), 2000, "table");
  return { ana, bo, watcher, errors, mirror: new Mirror(2, TEST_SEED) };
}

/**
 * Sends one bad message from `sender` and checks: exactly one `error` with `code` comes back to
 * the sender, nobody else gets an error, and no client's decoded state changed.
 */
async function expectRejected(t: Table, sender: Room, send: () => void, code: string, about?: string): Promise<void> {
  const rooms = [t.ana, t.bo, t.watcher];
  const before = rooms.map(snapshot);
  const counts = rooms.map((r) => t.errors.get(r)!.length);
  send();
  const mine = t.errors.get(sender)!;
  const start = counts[rooms.indexOf(sender)];
  await until(() => mine.length > start, 2000, `error ${code}`);
  await sleep(60); // anything else (a patch, a second error) would have arrived by now
  // The refusal names the refused message's type (none for a type the room does not know).
  expect(mine.slice(start)).toEqual([about ? { code, message: expect.any(String), about } : { code, message: expect.any(String) }]);
  rooms.forEach((r, i) => {
    if (r !== sender) expect(t.errors.get(r)!.length).toBe(counts[i]);
    expect(snapshot(r)).toEqual(before[i]);
  });
}

async function leave(t: Table): Promise<void> {
  await Promise.all([t.ana.leave(), t.bo.leave(), t.watcher.leave()]);
}

describe("every bad message gets an error to its sender only and changes nothing", () => {
  it("in the lobby", async () => {
    const t = await table(false);
    await expectRejected(t, t.ana, () => t.ana.send("fly", { to: "moon" }), "unknown_message");
    await expectRejected(t, t.bo, () => t.bo.send(42 as unknown as string, "x"), "unknown_message");
    await expectRejected(t, t.ana, () => t.ana.send("start", { now: true }), "bad_message", "start");
    await expectRejected(t, t.ana, () => t.ana.send("addBot", { seat: 9 }), "bad_message", "addBot");
    await expectRejected(t, t.ana, () => t.ana.send("addBot", "seat 1"), "bad_message", "addBot");
    await expectRejected(t, t.ana, () => t.ana.send("removeBot"), "bad_message", "removeBot");
    await expectRejected(t, t.ana, () => t.ana.send("removeBot", { seat: 1 }), "not_a_bot", "removeBot");
    await expectRejected(t, t.ana, () => t.ana.send("addBot", { seat: 1 }), "no_open_seat", "addBot");
    await expectRejected(t, t.bo, () => t.bo.send("start"), "not_host", "start");
    await expectRejected(t, t.watcher, () => t.watcher.send("addBot"), "not_host", "addBot");
    await expectRejected(t, t.ana, () => t.ana.send("action", t.mirror.move(0)), "not_started", "action");
    await leave(t);
  });

  it("during play", async () => {
    const t = await table(true);
    const { ana, bo, watcher, mirror } = t;
    await expectRejected(t, ana, () => ana.send("action", {}), "bad_message", "action");
    await expectRejected(t, ana, () => ana.send("action", "pick"), "bad_message", "action");
    await expectRejected(t, ana, () => ana.send("action", { type: "x".repeat(100) }), "bad_message", "action");
    await expectRejected(t, ana, () => ana.send("action", { type: "pick", card: "ace" }), "bad_action", "action");
    await expectRejected(t, ana, () => ana.send("action", { type: "play", card: mirror.move(0).card }), "illegal", "action");
    const notMine = mirror.state.hands[1][0];
    await expectRejected(t, ana, () => ana.send("action", { type: "pick", card: notMine }), "illegal", "action");
    await expectRejected(t, watcher, () => watcher.send("action", mirror.move(0)), "spectator", "action");
    await expectRejected(t, ana, () => ana.send("start"), "not_in_lobby", "start");

    // Ana picks; now she is not awaited any more.
    const pick = mirror.move(0);
    ana.send("action", pick);
    mirror.apply(0, pick);
    await until(() => [ana, bo, watcher].every((r) => r.state.moves === 1), 2000, "pick");
    await expectRejected(t, ana, () => ana.send("action", mirror.move(1)), "not_your_turn", "action");
    // A seat can only act for itself: no field of a message names another seat (an action with one is not an action).
    await expectRejected(t, ana, () => ana.send("action", { ...mirror.move(1), seat: 1 }), "bad_action", "action");

    // Play to the end, then everything is refused.
    await playOut(mirror, [ana, bo], [ana, bo, watcher]);
    await until(() => [ana, bo, watcher].every((r) => r.state.status === "ended"), 2000, "end");
    await expectRejected(t, bo, () => bo.send("action", { type: "play", card: 1 }), "game_over", "action");
    await leave(t);
  });

  it("messages over the budget are dropped unparsed and answered rate_limited, without cutting the client", async () => {
    const t = await table(false);
    const flood = t.ana;
    let closed = 0;
    flood.onLeave((code) => { closed = code; });
    for (let i = 0; i < 50; i++) flood.send("fly");
    const mine = t.errors.get(flood)!;
    await until(() => mine.length === 50, 3000, "50 replies");
    expect(mine.filter((e) => e.code === "unknown_message")).toHaveLength(40);
    expect(mine.filter((e) => e.code === "rate_limited")).toHaveLength(10);
    expect(t.errors.get(t.bo)).toEqual([]);
    await sleep(300);
    expect(closed).toBe(0);
    expect(flood.connection.isOpen).toBe(true);
    await leave(t);
  });

  it("a message over 4 KB is answered bad_message and the connection stays; a frame over 16 KB closes it with 1009", async () => {
    const t = await table(false);
    let closed = 0;
    t.bo.onLeave((code) => { closed = code; });
    t.bo.send("action", { type: "play", pad: "x".repeat(MAX_MESSAGE_BYTES) });
    await until(() => t.errors.get(t.bo)!.length === 1, 2000, "the refusal");
    expect(t.errors.get(t.bo)![0]).toMatchObject({ code: "bad_message", message: "a message may be at most 4 KB" });
    await sleep(100);
    expect(closed).toBe(0);
    expect(t.bo.connection.isOpen).toBe(true);
    t.bo.send("action", { type: "play", pad: "x".repeat(MAX_FRAME_BYTES) });
    await until(() => closed !== 0, 2000, "closed");
    expect(closed).toBe(CloseCode.tooBig);
    expect(t.errors.get(t.ana)).toEqual([]);
    await Promise.all([t.ana.leave(), t.watcher.leave()]);
  });

  it("a client flooding past twice its budget is cut off at once; the others play on", async () => {
    const t = await table(true);
    let closed = 0;
    t.bo.onLeave((code) => { closed = code; });
    const started = Date.now();
    for (let i = 0; i < 2000; i++) t.bo.send("action", { type: "pick", card: 1 });
    await until(() => closed !== 0, 1000, "flooder cut");
    expect(closed).toBe(CloseCode.flooding);
    expect(Date.now() - started).toBeLessThan(1000 * 3);
    // The far fewer replies than messages: the room did not answer the flood.
    expect(t.errors.get(t.bo)!.length).toBeLessThanOrEqual(80);
    const pick = t.mirror.move(0);
    t.ana.send("action", pick);
    await until(() => t.ana.state.moves === 1, 2000, "Ana still plays");
    await Promise.all([t.ana.leave(), t.watcher.leave()]);
  });

  it("a client whose messages keep being refused is cut off", async () => {
    const t = await table(false);
    let closed = 0;
    t.bo.onLeave((code) => { closed = code; });
    for (let i = 0; i < 45; i++) {
      t.bo.send("start");
      await sleep(60);
      if (closed) break;
    }
    await until(() => closed !== 0, 2000, "refused client cut");
    expect(closed).toBe(CloseCode.flooding);
    expect(t.errors.get(t.bo)!.filter((e) => e.code === "not_host").length).toBeLessThanOrEqual(40);
    await Promise.all([t.ana.leave(), t.watcher.leave()]);
  });
});
