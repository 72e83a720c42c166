import { refusalWords, type GameEvent } from "../../src/engine/game";
import { zoo, type ZooAction, type ZooState } from "../../src/games/zoo";
import { planetCard, type CardKind, type Phase } from "../../src/games/zoo/data";

/** Seats by letter, as in the spec's §7 table. */
export const A = 0, B = 1, C = 2, D = 3;

export function newGame(players: number, firstPlayer = A, options: Record<string, unknown> = {}): ZooState {
  return zoo.setup({ players, seed: "zoo-test", options: { firstPlayer, ...options } });
}

/** Applies an action that must be accepted; returns the new state and the events. */
export function act(state: ZooState, seat: number, action: ZooAction): { state: ZooState; events: GameEvent[] } {
  const r = zoo.apply(state, seat, action);
  if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} rejected: ${r.error.code} ${refusalWords(r.error)}`);
  return { state: r.state, events: r.events };
}

/** Applies an action that must be rejected; returns the error code. Every refusal must say why. */
export function reject(state: ZooState, seat: number, action: unknown): string {
  return refusal(state, seat, action).code;
}

/** Applies an action that must be rejected, without changing the state; returns the error. */
export function refusal(state: ZooState, seat: number, action: unknown): { code: string; message: string } {
  const before = JSON.stringify(state);
  const r = zoo.apply(state, seat, action);
  if (r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} was accepted`);
  if (JSON.stringify(state) !== before) throw new Error("a rejected action changed the state");
  const message = refusalWords(r.error);
  if (message.trim().length < 10) throw new Error(`the refusal ${r.error.code} does not say why: "${message}"`);
  return { code: r.error.code, message };
}

/** Every seat chooses its card in action selection (seat order). */
export function chooseAll(state: ZooState, choices: Phase[]): { state: ZooState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  choices.forEach((phase, seat) => {
    const r = act(s, seat, { type: "choose", phase });
    s = r.state;
    events.push(...r.events);
  });
  return { state: s, events };
}

/** A copy of the state with changes made by `edit` (for building scenarios). */
export function edit(state: ZooState, change: (s: ZooState) => void): ZooState {
  const s = structuredClone(state);
  change(s);
  return s;
}

/** Puts planets with the given ids (and camp owners) as the available planets, in this order. */
export function setPlanets(s: ZooState, planets: { id: string; camps?: number[]; tokens?: number }[]): void {
  s.planetDeck = s.planetDeck.concat(s.planets.map((p) => p.id)).filter((id) => !planets.some((p) => p.id === id));
  s.planets = planets.map((p) => ({ id: p.id, camps: p.camps ?? [], tokens: p.tokens ?? planetCard(p.id).herd }));
}

/** Makes a player unable to act in any phase (no coins, ore, camps in supply or research). */
export function idle(s: ZooState, seat: number): void {
  Object.assign(s.players[seat], { coins: 0, ore: 0, supply: 0, research: [] as CardKind[] });
}

/** A game with every player idle, edited by `change`, then one card chosen per seat (the number of cards is the player count). */
export function scene(choices: Phase[], change: (s: ZooState) => void, first = A): { state: ZooState; events: GameEvent[] } {
  const s = edit(newGame(choices.length, first), (s) => {
    s.players.forEach((_, seat) => idle(s, seat));
    change(s);
  });
  return chooseAll(s, choices);
}

/** 2 players, both idle but A with `supply` camps, in Expand with only A taking part (B chose Trade Route). */
export function expandScene(supply: number, change: (s: ZooState) => void = () => {}): ZooState {
  const s = edit(newGame(2, A, { planetDeck: ["P01", "P02", "P03", "P15"] }), (s) => {
    idle(s, A);
    idle(s, B);
    s.players[A].supply = supply;
    change(s);
  });
  return chooseAll(s, ["expand", "trade"]).state;
}

/** Plays the spec's timeout default for an awaited seat through the public apply. */
export function timeout(state: ZooState, seat: number): { state: ZooState; events: GameEvent[] } {
  const r = zoo.apply(state, seat, { type: "timeout" });
  if (!r.ok) throw new Error(`timeout of seat ${seat} rejected: ${r.error.code} ${refusalWords(r.error)}`);
  return { state: r.state, events: r.events };
}
