import type { Room } from "colyseus.js";
import { createRoom, joinRoom, until, seatsOf, logOf, collectErrors, useServer } from "./helpers";

/**
 * Asking a bot to play for an absent player (docs/server.md, "Absent players"): only once the
 * player is gone for good (their reconnection window is over), and once per player per away seat.
 * The grace before the automatic stand-in is long here, so every stand-in below is an ask's.
 */
const server = useServer({ limits: { standInMs: 60_000, messagesPerSecond: 1000 } });

/** A started table of `names`, each player's reconnection window one second. */
async function table(...names: string[]): Promise<Room[]> {
  const host = await createRoom(server.client(), { name: names[0], seats: names.length, reconnectSeconds: 1 });
  const others: Room[] = [];
  for (const name of names.slice(1)) others.push(await joinRoom(server.client(), host.roomId, { name }));
  await until(() => seatsOf(host).every((s: { kind: string }) => s.kind === "human"), 2000, "seated");
  host.send("start");
  await until(() => others.every((r) => r.state.status === "playing"), 2000, "start");
  return [host, ...others];
}

const goneForGood = (room: Room, seat: number) => until(() => room.state.seats[seat].sessionId === "", 5000, "the window over");

it("a network blip is not leaving: no bot while the player's reconnection window runs", async () => {
  const [ana, bo] = await table("Ana", "Bo");
  const errors = collectErrors(ana);
  ana.send("standIn", { seat: 1 });
  await until(() => errors.length === 1, 2000, "refused while Bo is here");
  expect(errors[0].code).toBe("not_away");
  await bo.leave(false); // dropped: the window runs
  await until(() => seatsOf(ana)[1].connected === false, 2000, "Bo away");
  ana.send("standIn", { seat: 1 });
  await until(() => errors.length === 2, 2000, "refused within the window");
  expect(errors[1]).toMatchObject({ code: "not_away", message: "Bo may still come back: wait for their reconnection window to end" });
  expect(seatsOf(ana)[1].standIn).toBe(false);
  // Once the window is over, the host's ask puts a bot in at once, at the level asked.
  await goneForGood(ana, 1);
  ana.send("standIn", { seat: 1, level: "easy" });
  await until(() => seatsOf(ana)[1].standIn === true, 2000, "stand-in at the host's ask");
  expect(seatsOf(ana)[1].level).toBe("easy");
  await ana.leave();
});

it("a player who is not the host asks once: asking again is refused and writes nothing", async () => {
  const [ann, ben, cat] = await table("Ann", "Ben", "Cat");
  await cat.leave(false);
  await goneForGood(ben, 2);
  const refused = collectErrors(ben);
  const before = logOf(ben).length;
  ben.send("standIn", { seat: 2 });
  await until(() => logOf(ben).some((l) => /Ben asks for a bot to play for Cat \(1 of 2\)/.test(l)), 2000, "first vote");
  for (let i = 0; i < 20; i++) ben.send("standIn", { seat: 2 });
  await until(() => refused.length === 20, 2000, "the repeated asks refused");
  expect(refused.every((e) => e.code === "already_asked" && e.message === "you already asked for a bot to play for Cat")).toBe(true);
  expect(logOf(ben).length).toBe(before + 1);
  expect(seatsOf(ben)[2].standIn).toBe(false);
  const watcher = await joinRoom(server.client(), ben.roomId, { name: "Eve", spectator: true });
  const watcherErrors = collectErrors(watcher);
  watcher.send("standIn", { seat: 2 });
  await until(() => watcherErrors.length === 1, 2000, "spectator refused");
  expect(watcherErrors[0].code).toBe("spectator");
  // The host's ask completes it; an ask for a seat a bot already plays is refused too.
  ann.send("standIn", { seat: 2 });
  await until(() => seatsOf(ben)[2].standIn === true, 2000, "the host's ask");
  const logged = logOf(ben).length;
  ben.send("standIn", { seat: 2 });
  await until(() => refused.length === 21, 2000, "the ask after the bot came refused");
  expect(refused[20]).toMatchObject({ code: "already_asked", message: "a bot already plays for Cat" });
  // The bot may already play Cat's turn meanwhile: what must not be written is another ask.
  expect(logOf(ben).slice(logged).filter((l) => /asks for a bot/.test(l))).toEqual([]);
  await Promise.all([ann.leave(), ben.leave(), watcher.leave()]);
});

it("asking again goes through once the ask carries: the asker has become the host", async () => {
  const [ann, ben, cat] = await table("Ann", "Ben", "Cat");
  await cat.leave(false);
  await goneForGood(ben, 2);
  ben.send("standIn", { seat: 2 });
  await until(() => logOf(ben).some((l) => /Ben asks for a bot to play for Cat \(1 of 2\)/.test(l)), 2000, "first vote");
  await ann.leave(); // for good: Ben is the host now
  await until(() => seatsOf(ben)[1].host === true, 2000, "Ben the host");
  const refused = collectErrors(ben);
  ben.send("standIn", { seat: 2 });
  await until(() => seatsOf(ben)[2].standIn === true, 2000, "the new host's ask");
  expect(logOf(ben).some((l) => /The host asked a medium bot to play for Cat/.test(l))).toBe(true);
  expect(refused).toEqual([]);
  await ben.leave();
});
