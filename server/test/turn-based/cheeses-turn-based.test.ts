import { games, type AnyGame } from "@space/shared";
import { playTurnBased } from "../support/turn-based-game";

it("three players who are never there together play a whole turn-based game of Space Colony Cheeses, each told when it is their turn", async () => {
  await playTurnBased(games.cheeses as AnyGame);
}, 240_000);
