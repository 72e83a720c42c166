import { games, type AnyGame } from "@space/shared";
import { playTurnBased } from "../support/turn-based-game";

it("three players who are never there together play a whole turn-based game of Space Base, each told when it is their turn", async () => {
  await playTurnBased(games.base as AnyGame);
}, 240_000);
