import type { AuthContext } from "colyseus";
import type { AnyGame } from "@space/shared";
import { GameRoom, checkRoomOptions, type RoomSettings } from "./game-room";
import { joinAuth, type JoinAuth } from "./join-auth";

/** A room class with `game` bound: the engine always comes from the server, never from client options. */
export function roomFor(game: AnyGame, settings: RoomSettings): typeof GameRoom {
  return class extends GameRoom {
    protected game = game;
    protected settings = settings;

    /** Runs before colyseus builds a room or reserves a seat, so bad options fail cleanly; the joiner's address goes with the reservation. */
    static async onAuth(_token: string, options: unknown, context?: AuthContext): Promise<JoinAuth> {
      checkRoomOptions(game, settings, options);
      return joinAuth(context);
    }
  };
}
