/** Setup (§1.2): $100 each, a random first player, fixed clockwise turn order, turn 1 starts at S1. */
import type { SetupContext } from "../../engine/game";
import { Rng, newRngState } from "../../engine/random";
import { MAX_PLAYERS, MIN_PLAYERS, START_MONEY } from "./data";
import { emptyInventory } from "./colony";
import { enter, settle } from "./flow";
import { sheetsFor } from "./map";
import type { CheesesState } from "./types";

/** Options: `firstPlayer` (seat number) fixes the otherwise random first player. */
export function setup({ players, seed, options }: SetupContext): CheesesState {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new Error(`Space Colony Cheeses needs ${MIN_PLAYERS}-${MAX_PLAYERS} players, not ${players}.`);
  }
  const rng = new Rng(newRngState(seed));
  const wanted = options?.firstPlayer;
  const first = typeof wanted === "number" && Number.isInteger(wanted) && wanted >= 0 && wanted < players
    ? wanted : rng.int(0, players - 1);
  const seats = Array.from({ length: players }, (_, i) => i);
  const state: CheesesState = {
    players,
    sheets: sheetsFor(players),
    order: seats.map((i) => (first + i) % players),
    turn: 1,
    step: "move",
    queue: [],
    deciders: [],
    submitted: seats.map(() => false),
    money: seats.map(() => START_MONEY),
    inventory: seats.map(() => emptyInventory()),
    modules: [],
    nextId: 1,
    builds: 0,
    builtThisStep: [],
    eventRolls: seats.map(() => null),
    basePrices: null,
    rng: [],
    pending: seats.map(() => null),
  };
  enter(state, "move", rng, []);
  settle(state, rng, []);
  state.rng = rng.state();
  return state;
}
