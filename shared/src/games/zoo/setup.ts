import type { SetupContext } from "../../engine/game";
import { Rng, newRngState } from "../../engine/random";
import { BLACK_CARDS, BLUE_CARDS, MARKET_START, PLANETS, RULES, TRACK_COSTS, planetCard, type CardKind } from "./data";
import type { ZooPlayer, ZooState } from "./types";
import { advance } from "./flow";

/**
 * Options (all optional, for tests and replays that must fix a random draw):
 * - firstPlayer: seat that gets the 1st player token.
 * - planetDeck: planet ids in deck order (top first); the first N are revealed.
 * - blueCards: the 5 starter cards in track order, positions 1–5.
 * - pile: the black-backed pile, top first.
 */
export function setup(ctx: SetupContext): ZooState {
  const n = ctx.players;
  if (!Number.isInteger(n) || n < RULES.minPlayers || n > RULES.maxPlayers) {
    throw new Error(`Space Zoo is for ${RULES.minPlayers}–${RULES.maxPlayers} players`);
  }
  const options = ctx.options ?? {};
  const rng = new Rng(newRngState(ctx.seed));

  const first = typeof options.firstPlayer === "number" && Number.isInteger(options.firstPlayer)
    && options.firstPlayer >= 0 && options.firstPlayer < n
    ? options.firstPlayer
    : rng.int(0, n - 1);

  const players: ZooPlayer[] = Array.from({ length: n }, (_, seat) => {
    const position = (seat - first + n) % n; // 0 = 1st player, 1 = 2nd, ...
    const supply = RULES.startSupply[position];
    return {
      coins: RULES.startCoins[position],
      ore: RULES.startOre,
      supply,
      bank: RULES.campsPerPlayer - supply,
      research: [],
      locked: null,
      played: null,
    };
  });

  const pile = Array.isArray(options.pile) ? (options.pile as CardKind[]).slice() : rng.shuffle(BLACK_CARDS);
  const starters = Array.isArray(options.blueCards) ? (options.blueCards as (CardKind | null)[]) : rng.shuffle(BLUE_CARDS);
  // Always 5 positions; a shorter option list leaves the last positions empty.
  const track = TRACK_COSTS.map((_, i) => starters[i] ?? null);
  const deck = Array.isArray(options.planetDeck)
    ? (options.planetDeck as string[]).filter((id) => PLANETS.some((p) => p.id === id))
    : rng.shuffle(PLANETS.map((p) => p.id));
  const revealed = deck.splice(0, n);

  const state: ZooState = {
    players,
    turn: 1,
    phase: 0,
    stage: { kind: "select", choices: Array(n).fill(null) },
    holder: first,
    fundingBox: n - 1,
    miningBox: n,
    markets: { ...MARKET_START },
    track,
    pile,
    discarded: [],
    planetDeck: deck,
    planets: revealed.map((id) => ({ id, tokens: planetCard(id).herd, camps: [] })),
    rng: rng.state(),
  };
  advance(state, []);
  return state;
}
