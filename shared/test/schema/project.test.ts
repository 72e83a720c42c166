import { Encoder, Reflection } from "@colyseus/schema";
import { games, randomFunction } from "../../src";
import { RoomState, SeatSlot, project } from "../../src/schema";

/** A room state of `players` seats, its encoder and a client's decoder of it. */
function table(players: number) {
  const state = new RoomState();
  for (let seat = 0; seat < players; seat++) state.seats.push(Object.assign(new SeatSlot(), { seat }));
  const encoder = new Encoder(state);
  const decoder = Reflection.decode(Reflection.encode(encoder));
  decoder.decode(encoder.encodeAll());
  encoder.discardChanges();
  const decoded = () => decoder.state as unknown as RoomState;
  const patch = (): boolean => {
    const changed = encoder.hasChanges;
    decoder.decode(encoder.encode());
    encoder.discardChanges();
    return changed;
  };
  return { state, decoded, patch };
}

describe("project: the awaited seats, winners and scores", () => {
  test("follow the game through a whole bot game, and an unchanged game writes nothing", () => {
    const game = games.zoo!;
    const { state, decoded, patch } = table(4);
    const random = randomFunction("project");
    let gameState = game.setup({ players: 4, seed: "project" });
    let awaitedChanges = 0;
    for (let move = 0; move < 500 && !game.result(gameState); move++) {
      const before = [...decoded().awaiting];
      project(state, game, gameState);
      patch();
      expect([...decoded().awaiting]).toEqual(game.awaiting(gameState));
      if (before.join() !== game.awaiting(gameState).join()) awaitedChanges++;
      // The same game again: nothing to send.
      project(state, game, gameState);
      expect(patch()).toBe(false);
      const seat = game.awaiting(gameState)[0];
      const applied = game.apply(gameState, seat, game.bot.choose(game.view(gameState, seat), seat, random));
      if (!applied.ok) throw new Error(applied.error.message);
      gameState = applied.state;
    }
    project(state, game, gameState);
    patch();
    const result = game.result(gameState)!;
    expect(result).not.toBeNull();
    expect([...decoded().winners]).toEqual(result.winners);
    expect([...decoded().scores]).toEqual(result.scores);
    expect([...decoded().awaiting]).toEqual(game.awaiting(gameState));
    expect(awaitedChanges).toBeGreaterThan(10);
  });
});
