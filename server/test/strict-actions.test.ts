import { matchMaker } from "colyseus";
import type { Room } from "colyseus.js";
import { games, type AnyGame } from "@space/shared";
import { useServer, collectErrors, gameOf, seatsOf, until, keepSeatToken } from "./helpers";
import type { GameRoom } from "../src/rooms/game-room";

/** Every game refuses an action with a key its schema does not have, and stores only what the engine parsed. */
const server = useServer({ botDelayMs: 0, limits: { messagesPerSecond: 100 } });

async function myTurn(room: Room, game: AnyGame): Promise<{ type: string }> {
  // Only me: in a simultaneous step the bots decide first, so nothing else moves while I am refused.
  await until(() => { const w = Array.from(room.state.awaiting as number[]); return w.length === 1 && w[0] === 0; }, 5000, "my turn, bots done");
  const view = { ...gameOf(room), private: seatsOf(room)[0].secret };
  const legal = game.legalActionsInView(view, 0);
  expect(legal.length).toBeGreaterThan(0);
  return legal[0];
}

describe.each(Object.values(games).map((g) => [g!.id, g!] as const))("%s", (id, game) => {
  it("refuses an action with an extra key, then stores the accepted action exactly as the engine parsed it", async () => {
    const room = keepSeatToken(await server.client().create(id, { name: "Ana", seats: game.minPlayers, bots: game.minPlayers - 1 }));
    await until(() => room.state?.seats?.length > 0, 3000, "first state");
    room.send("start");
    await until(() => room.state.status === "playing", 3000, "start");
    const errors = collectErrors(room);
    const legal = await myTurn(room, game);
    const moves = room.state.moves;

    room.send("action", { ...legal, junk: "x".repeat(1000) });
    await until(() => errors.length === 1, 3000, "refusal");
    expect(errors[0].code).toMatch(/bad.action/);
    expect(room.state.moves).toBe(moves);

    room.send("action", legal);
    await until(() => room.state.moves > moves, 3000, "accepted");
    expect(errors).toHaveLength(1);
    const record = (matchMaker.getLocalRoomById(room.roomId) as unknown as GameRoom).getRecord();
    const mine = record.actions.filter((a) => a.seat === 0);
    expect(mine.at(-1)!.action).toEqual(legal);
    expect(JSON.stringify(record.actions)).not.toContain("junk");
    await room.leave();
  });
});
