import { ActivePlayers, INVALID_MOVE } from "boardgame.io/core";
import type { Game } from "boardgame.io";
import { original } from "immer";
import { zoo } from "@space/shared/zoo";

type ZooState = ReturnType<typeof zoo.setup>;

const seatOf = (playerID: string | null | undefined): number | null => (playerID === null || playerID === undefined ? null : Number(playerID));

/**
 * Space Zoo as a boardgame.io game, written as its documentation teaches: every player may move at
 * any time (the engine says who is awaited and refuses the rest), one move `act` that runs only on
 * the server (`client: false`: the engine's hidden information stays there) and is taken even when
 * sent from an older state (`ignoreStaleStateID`), each player's view
 * by `playerView`, the end by `endIf`. The seed comes from boardgame.io's own PRNG.
 */
export const ZooGame: Game<ZooState> = {
  name: "zoo",
  minPlayers: zoo.minPlayers,
  maxPlayers: zoo.maxPlayers,
  setup: ({ ctx, random }) => zoo.setup({ players: ctx.numPlayers, seed: String(random.Number()) }),
  turn: { activePlayers: ActivePlayers.ALL },
  moves: {
    act: {
      move: ({ G, playerID }, action: unknown) => {
        // The state itself, not boardgame.io's immer draft of it: the engine copies what it changes.
        const played = zoo.apply(original(G) ?? G, Number(playerID), action);
        return played.ok ? played.state : INVALID_MOVE;
      },
      client: false,
      // Players choose at the same time in the simultaneous steps: a move sent from an older state is
      // still the player's (the engine judges it), as in this project's server.
      ignoreStaleStateID: true,
    },
  },
  playerView: ({ G, playerID }) => zoo.view(G, seatOf(playerID)) as unknown as ZooState,
  endIf: ({ G }) => zoo.result(G) ?? undefined,
};
