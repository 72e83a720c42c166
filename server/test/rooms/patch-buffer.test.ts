import { Encoder, StateView } from "@colyseus/schema";
import { matchMaker } from "colyseus";
import { games, mergeRuns, randomFunction, type AnyGame } from "@space/shared";
import { LOG_LINES, RoomState, SeatSlot, project } from "@space/shared/schema";
import { patchBufferBytes } from "../../src/rooms/patch-buffer";
import { createRoom, joinRoom, keepSeatToken, seatsOf, until, useServer } from "../helpers";
import { handGame } from "../fixtures/hand-game";

const all = Object.values(games) as AnyGame[];
// The longest names a player may take: 20 letters of 4 bytes each in UTF-8.
const LONGEST_NAME = "𝔸".repeat(20);

/** The largest full state (with a seat's view) of a room, over whole bot games at the most seats, every 5 moves. */
function largestState(game: AnyGame, seed: string): number {
  const players = game.maxPlayers;
  const names = Array.from({ length: players }, (_, i) => LONGEST_NAME.slice(0, -2) + "𝔹".repeat(i + 1).slice(-2));
  const room = new RoomState();
  for (let i = 0; i < players; i++) room.seats.push(new SeatSlot().assign({ seat: i, name: names[i], kind: "human" }));
  Encoder.BUFFER_SIZE = 1024 * 1024;
  const encoder = new Encoder(room);
  const rng = randomFunction(seed);
  let state = game.setup({ players, seed });
  const lines: string[] = [];
  let largest = 0;
  for (let moves = 1; !game.result(state); moves++) {
    const seat = game.awaiting(state)[0];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    for (const event of mergeRuns(game, r.events)) lines.push(game.describeEvent(event, names));
    if (moves % 5 !== 0) continue;
    project(room, game, state);
    // The log the room keeps holds its last lines; the longest lines of the game so far bound it.
    room.log.clear();
    for (const line of [...lines].sort((a, b) => b.length - a.length).slice(0, LOG_LINES)) room.log.push(line);
    const full = encoder.encodeAll();
    largest = Math.max(largest, full.length);
    for (const slot of room.seats) {
      const view = new StateView();
      view.add(slot.secret);
      largest = Math.max(largest, encoder.encodeAllView(view, full.length, { offset: full.length }).length);
    }
  }
  return largest;
}

describe.each(all.map((g) => [g.id, g] as const))("%s: a room's patch buffer", (_id, game) => {
  it("holds at least twice the largest state of whole games with the longest names and log lines", () => {
    const largest = Math.max(...[0, 1, 2].map((g) => largestState(game, `buffer-${game.id}-${g}`)));
    expect(largest).toBeGreaterThan(8 * 1024);
    expect(patchBufferBytes(game) / largest).toBeGreaterThanOrEqual(2);
  });
});

describe("the rooms the server builds", () => {
  const server = useServer();
  type Built = { _serializer: { fullEncodeBuffer: Buffer; encoder: { sharedBuffer: Buffer } } };
  const built = (roomId: string) => matchMaker.getLocalRoomById(roomId) as unknown as Built;

  it("share one pair of encode buffers, large enough for every game", async () => {
    const rooms = await Promise.all([...all, handGame].map(async (game) => keepSeatToken(await server.client().create(game.id, { name: "Ana" }))));
    const [first, ...others] = rooms.map((r) => built(r.roomId)._serializer);
    for (const other of others) {
      expect(other.encoder.sharedBuffer).toBe(first.encoder.sharedBuffer);
      expect(other.fullEncodeBuffer).toBe(first.fullEncodeBuffer);
    }
    for (const game of [...all, handGame]) {
      expect(first.encoder.sharedBuffer.byteLength).toBeGreaterThanOrEqual(patchBufferBytes(game as AnyGame));
      expect(first.fullEncodeBuffer.byteLength).toBeGreaterThanOrEqual(patchBufferBytes(game as AnyGame));
    }
    await Promise.all(rooms.map((r) => r.leave()));
  });

  it("a room's full state is its own, whatever another room encoded meanwhile in the shared buffers", async () => {
    const ana = await createRoom(server.client(), { name: "Ana", seats: 3 });
    const bo = await createRoom(server.client(), { name: "Bo", seats: 3 });
    const serializer = (built(ana.roomId) as unknown as { _serializer: { getFullState(client: object): Buffer } })._serializer;
    const before = Buffer.from(serializer.getFullState({ view: new StateView() }));
    // Bo's room changes: its patch and Ben's full state are encoded into the same buffers.
    const ben = await joinRoom(server.client(), bo.roomId, { name: "Ben" });
    await until(() => bo.state.seats[1]?.name === "Ben", 2000, "Ben seated");
    // Nothing changed in Ana's room: the same bytes (a cache of the shared buffer would now hold Bo's).
    expect(serializer.getFullState({ view: new StateView() }).equals(before)).toBe(true);
    // And a newcomer decodes Ana's room.
    const watcher = await joinRoom(server.client(), ana.roomId, { name: "Wes", spectator: true });
    expect(watcher.state.code).toBe(ana.roomId);
    expect(seatsOf(watcher).map((s) => s.name)).toEqual(seatsOf(ana).map((s) => s.name));
    await Promise.all([ana, bo, ben, watcher].map((r) => r.leave()));
  });
});
