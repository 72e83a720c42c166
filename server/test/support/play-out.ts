import type { Room } from "colyseus.js";
import type { Mirror } from "../fixtures/mirror";
import { until } from "../helpers";

/**
 * Plays the hand game to its end: each move the mirror picks is sent by the room at that seat
 * (`seated[seat]`) and applied to the mirror; then waits until every room in `all` has it and
 * `settled` holds, and runs `after`.
 */
export async function playOut(mirror: Mirror, seated: Room[], all: Room[], settled = () => true, after = () => {}): Promise<void> {
  while (mirror.awaiting().length > 0) {
    const seat = mirror.awaiting()[0];
    const action = mirror.move(seat);
    seated[seat].send("action", action);
    mirror.apply(seat, action);
    const moves = seated[0].state.moves + 1;
    await until(() => all.every((r) => r.state.moves === moves) && settled(), 2000, `move ${moves}`);
    after();
  }
}
