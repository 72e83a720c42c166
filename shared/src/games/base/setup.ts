import type { SetupContext } from "../../engine/game";
import { newRngState, Rng } from "../../engine/random";
import { drawDeck, MAX_PLAYERS, MIN_PLAYERS, START_CREDITS, START_HAND } from "./data";
import type { BaseState } from "./types";

/**
 * §1.4. Options: `firstPlayer` (seat number) fixes the first player, which is otherwise random (D22).
 * The game then awaits the Outpost placements in turn order.
 */
export function setup(ctx: SetupContext): BaseState {
  const players = Math.trunc(ctx.players);
  if (!(players >= MIN_PLAYERS && players <= MAX_PLAYERS)) {
    throw new Error(`Space Base needs ${MIN_PLAYERS}-${MAX_PLAYERS} players`);
  }
  const rng = new Rng(newRngState(ctx.seed));
  const opt = ctx.options?.firstPlayer;
  const first = typeof opt === "number" && Number.isInteger(opt) && opt >= 0 && opt < players ? opt : rng.int(0, players - 1);
  const order = Array.from({ length: players }, (_, i) => (first + i) % players);
  const deck = rng.shuffle(drawDeck());
  const hands: BaseState["hands"] = Array.from({ length: players }, () => []);
  for (let round = 0; round < START_HAND; round++) {
    for (const seat of order) hands[seat].push(deck.pop()!);
  }
  return {
    players,
    order,
    round: 0,
    turn: 0,
    phase: "outpost",
    sites: [],
    hands,
    deck,
    discard: [],
    credits: Array(players).fill(START_CREDITS),
    finalRound: false,
    stealTarget: null,
    stolen: Array(players).fill(null),
    lastMeteor: null,
    rng: rng.state(),
  };
}
