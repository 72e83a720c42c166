import type { SetupContext } from "../../engine/game";
import { newRngState, Rng } from "../../engine/random";
import { CARD_KINDS, drawDeck, MAX_PLAYERS, MIN_PLAYERS, START_CREDITS, START_HAND, type CardKind } from "./data";
import type { BaseState } from "./types";

/** `options.deck`: a fixed draw deck, top first (unknown card names are dropped). */
function fixedDeck(option: unknown): CardKind[] | null {
  if (!Array.isArray(option)) return null;
  return option.filter((c): c is CardKind => typeof c === "string" && (CARD_KINDS as readonly string[]).includes(c));
}

/**
 * §1.4. Options (for tests and replays):
 * - `firstPlayer` (seat number) fixes the first player, which is otherwise random (base-D22);
 * - `deck` (card kinds, top first) fixes the draw deck before dealing, which is otherwise shuffled.
 * Hands are dealt from the top of the deck, one card at a time in turn order.
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
  const deck = fixedDeck(ctx.options?.deck) ?? rng.shuffle(drawDeck());
  const hands: BaseState["hands"] = Array.from({ length: players }, () => []);
  for (let round = 0; round < START_HAND; round++) {
    for (const seat of order) if (deck.length > 0) hands[seat].push(deck.shift()!);
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
