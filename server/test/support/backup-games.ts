import { games } from "@space/shared";
import { randomFunction } from "@space/shared";
import type { GameStore } from "../../src/store";

const DAY = 24 * 60 * 60 * 1000;

/**
 * Stores a few real games (engine bot moves): finished ones of each game (with their results), running
 * ones, one with no action and one the retention closed; a seat that moved devices, a hard bot. Resolves with their codes.
 */
export async function fillStore(store: GameStore): Promise<string[]> {
  const plan: { code: string; id: "zoo" | "base" | "cheeses"; moves: number | "all" }[] = [
    { code: "ZOOAA", id: "zoo", moves: "all" }, { code: "BASEB", id: "base", moves: 40 },
    { code: "CHEES", id: "cheeses", moves: "all" }, { code: "ZOOBB", id: "zoo", moves: 5 }, { code: "EMPTY", id: "base", moves: 0 },
  ];
  for (const [k, p] of plan.entries()) {
    const game = games[p.id]!;
    const rng = randomFunction(`backup:${p.code}`);
    const seats = [{ name: "Ana", kind: "human" as const, tokenHash: `hash-${k}`, ...(k === 0 ? { previousHash: "moved-from" } : {}) },
      { name: "Bot 1", kind: "bot" as const, level: "hard" as const }];
    await store.createGame({ code: p.code, gameId: p.id, seed: `seed-${p.code}`, options: { seats: 2, fairness: { salt: "s", fixedSeed: false } }, seats, createdAt: 1_000 + k });
    let state = game.setup({ players: 2, seed: `seed-${p.code}` });
    for (let i = 0; game.awaiting(state).length && (p.moves === "all" || i < p.moves); i++) {
      const seat = game.awaiting(state)[0];
      const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
      if (!r.ok) throw new Error(r.error.message);
      await store.appendAction(p.code, i, { seat, action: r.action });
      state = r.state;
    }
    if (p.moves === "all") await store.finishGame(p.code, game.result(state)!);
  }
  await store.abandonIdle(Date.now() + DAY); // closes whatever runs: then start two more that run
  for (const code of ["LIVEA", "LIVEB"]) {
    await store.createGame({ code, gameId: "zoo", seed: `seed-${code}`, options: {}, seats: [{ name: "Cy", kind: "human" }], createdAt: 2_000 });
    await store.appendAction(code, 0, { seat: 0, action: { type: "choose", phase: "funding" } });
  }
  return store.codes();
}

/** Both stores hold the same games, whole. */
export async function sameGames(a: GameStore, b: GameStore): Promise<void> {
  const codes = await a.codes();
  expect(await b.codes()).toEqual(codes);
  expect(codes.length).toBeGreaterThan(5);
  for (const code of codes) expect(await b.dump(code)).toEqual(await a.dump(code));
}
