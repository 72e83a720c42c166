import { seedCommitment } from "@space/shared";
import type { Room } from "colyseus.js";
import { useServer, joinRoom, until, seatsOf, gameOf, snapshot, same } from "./helpers";
import { Mirror } from "./fixtures/mirror";
import { playOut } from "./support/play-out";
import { bigHandGame, handGame } from "./fixtures/hand-game";

const SEED_FOR_TEST = "secret-seed-4f1c";
const server = useServer({ extraGames: [handGame, bigHandGame], fixedSeed: SEED_FOR_TEST });

const SEED = SEED_FOR_TEST;

/** What `room` (seated at `mine`, or a spectator) decoded must be exactly the public view plus its own secret. */
function expectOnlyOwnSecret(room: Room, mine: number | null, mirror: Mirror): void {
  expect(gameOf(room)).toEqual(mirror.publicView());
  seatsOf(room).forEach((slot, seat) => {
    if (seat === mine) expect(slot.secret).toEqual(mirror.privateView(seat));
    else expect(slot.secret).toBeUndefined();
  });
  // And nothing else anywhere in the raw decoded state: no seed, no generator, no deck. The seed
  // and its salt are revealed only once the game is over (docs/fairness.md).
  const { revealedSeed, revealedSalt, ...rest } = snapshot(room);
  if (room.state.status !== "ended") expect([revealedSeed, revealedSalt]).toEqual(["", ""]);
  const raw = JSON.stringify(rest);
  expect(raw).not.toContain(SEED);
  expect(raw).not.toMatch(/"(rng|deck|hands|picks|seed)"/);
  room.state.seats.forEach((s: any, seat: number) => {
    if (seat !== mine) expect(s.secret).toBeUndefined();
  });
}

it.each([
  ["hand", handGame],
  ["bighand (a public view over colyseus's default 8 KB buffer)", bigHandGame],
])("%s: hands and pending picks reach their owner only, spectators see neither", async (_, game) => {
  const ana = await server.client().create(game.id, { name: "Ana", seats: 3 });
  await until(() => ana.state?.code === ana.roomId, 3000, "first state");
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  const early = await joinRoom(server.client(), ana.roomId, { name: "Early", spectator: true });
  ana.send("start");
  const all = [ana, bo, early];
  await until(() => all.every((r) => r.state.status === "playing" && r.state.seats[0]?.seat === 0), 2000, "start everywhere");
  const mirror = new Mirror(2, SEED, game);
  const seatOf = new Map<Room, number | null>([[ana, 0], [bo, 1], [early, null]]);
  const synced = () => all.every((r) => r.state.moves === ana.state.moves && same(gameOf(r), mirror.publicView()));
  await until(synced, 2000, "initial sync");
  for (const room of all) expectOnlyOwnSecret(room, seatOf.get(room)!, mirror);
  expect((seatsOf(ana)[0].secret as any).hand).toHaveLength(5);

  // Ana picks: her pick is hers alone until Bo picks too.
  const anaPick = mirror.move(0);
  ana.send("action", anaPick);
  mirror.apply(0, anaPick);
  await until(() => all.every((r) => r.state.moves === 1) && synced(), 2000, "Ana's pick");
  for (const room of all) expectOnlyOwnSecret(room, seatOf.get(room)!, mirror);
  expect((seatsOf(ana)[0].secret as any).pick).toBe(anaPick.card);
  expect(gameOf(bo).picked).toEqual([true, false]);

  // A spectator who arrives mid-step gets the full state: still no secrets.
  const late = await joinRoom(server.client(), ana.roomId, { name: "Late", spectator: true });
  all.push(late);
  seatOf.set(late, null);
  await until(synced, 2000, "late spectator sync");
  expectOnlyOwnSecret(late, null, mirror);

  // Bo picks: both picks are revealed publicly; the play step runs in turn order.
  const boPick = mirror.move(1);
  bo.send("action", boPick);
  mirror.apply(1, boPick);
  await until(() => all.every((r) => r.state.moves === 2) && synced(), 2000, "reveal");
  expect(gameOf(late).revealed).toEqual([anaPick.card, boPick.card]);
  for (const room of all) expectOnlyOwnSecret(room, seatOf.get(room)!, mirror);

  await playOut(mirror, [ana, bo], all, synced, () => {
    for (const room of all) expectOnlyOwnSecret(room, seatOf.get(room)!, mirror);
  });
  await until(() => all.every((r) => r.state.status === "ended"), 2000, "end");
  expect([...ana.state.scores]).toEqual(mirror.state.scores);
  // The end reveals the seed and the salt; they match the commitment every client had since the start.
  expect(ana.state.revealedSeed).toBe(SEED);
  expect(ana.state.seedCommitment).toBe(await seedCommitment(SEED, ana.state.revealedSalt));
  await Promise.all(all.map((r) => r.leave()));
});
