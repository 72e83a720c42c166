import type { ArraySchema } from "@colyseus/schema";
import type { AnyGame, GameResult } from "../engine/game";
import { publicPart } from "../engine/play";
import { reconcile } from "./reconcile";
import type { RoomState } from "./room-state";

/**
 * Projects a game's state into the room's synced state: the public view for everyone, each seat's
 * private part into its own secret node, the awaited seats and, once the game is over, its result.
 */
export function project(room: RoomState, game: AnyGame, gameState: unknown): GameResult | null {
  reconcile(room.game, publicPart(game.view(gameState, null)));
  room.seats.forEach((slot) => {
    const secret = game.secret ? game.secret(gameState, slot.seat) : game.view(gameState, slot.seat).private;
    reconcile(slot.secret, secret === null || secret === undefined ? {} : typeof secret === "object" ? secret : { value: secret });
  });
  setNumbers(room.awaiting, game.awaiting(gameState));
  const result = game.result(gameState);
  if (result) {
    room.status = "ended";
    setNumbers(room.winners, result.winners);
    setNumbers(room.scores, result.scores);
    room.deadline = 0;
  }
  return result;
}

/** What `setNumbers` last wrote into each list: reading an `ArraySchema` by index goes through a Proxy. */
const written = new WeakMap<ArraySchema<number>, number[]>();

function setNumbers(list: ArraySchema<number>, values: number[]): void {
  let last = written.get(list);
  if (!last) written.set(list, (last = []));
  if (sameNumbers(last, values)) return;
  for (let i = 0; i < values.length; i++) {
    if (i >= last.length) list.push(values[i]);
    else if (last[i] !== values[i]) list[i] = values[i];
  }
  while (list.length > values.length) list.pop();
  // Copied into the same array: a new one each change lived until the room's next action, past a scavenge.
  last.length = values.length;
  for (let i = 0; i < values.length; i++) last[i] = values[i];
}

function sameNumbers(a: number[], b: number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
