/**
 * The cache answers as the rule: over every state of seeded bot games, what the engine asks through
 * cache/ (kept and carried over from board to board, or found anew for a board it did not make)
 * equals what the rule files (functional.ts, board.ts) say of the same board.
 */
import { isDeepStrictEqual } from "node:util";
import { randomFunction } from "../../../src/engine/random";
import { base, type BaseState } from "../../../src/games/base";
import * as rule from "../../../src/games/base/board";
import * as cache from "../../../src/games/base/cache";
import * as cached from "../../../src/games/base/cache/functional";
import { isKept } from "../../../src/games/base/cache/kept";
import * as functional from "../../../src/games/base/functional";
import { MAP_SIZE } from "../../../src/games/base/data";
import type { Pos, Site } from "../../../src/games/base/types";

/** Every bot game's states, one after each accepted action. */
function* botGames(seeds: string[], players: number): Generator<BaseState> {
  for (const seed of seeds) {
    const rng = randomFunction(`cache-equals-rule-${seed}`);
    let s = base.setup({ players, seed });
    yield s;
    while (base.result(s) === null) {
      const seat = base.awaiting(s)[0];
      const r = base.apply(s, seat, base.bot.choose(base.view(s, seat), seat, rng));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      yield s;
    }
  }
}

/** What functional status answers of a board: each site's status, F's keys, each seat's income. */
function functionalStatus(sites: readonly Site[], players: number, ask: typeof functional | typeof cached) {
  return { statuses: ask.statusList(sites), set: ask.functionalSet(sites), incomes: ask.incomes(sites, players) };
}

/** Spaces to ask about: every space next to or under a Shield Generator, and a few others. */
function spacesToAsk(sites: readonly Site[], rnd: () => number): Pos[] {
  const around = sites.filter((s) => s.card === "shield").flatMap((s) => [s, { x: s.x - 1, y: s.y }, { x: s.x + 1, y: s.y }, { x: s.x, y: s.y - 1 }, { x: s.x, y: s.y + 1 }]);
  const any = Array.from({ length: 3 }, () => ({ x: 1 + Math.floor(rnd() * MAP_SIZE), y: 1 + Math.floor(rnd() * MAP_SIZE) }));
  return [...around, ...any];
}

/** Expects `cached` to equal `ruled`; jest's own comparison, slow on thousands of boards, only shows a difference. */
function same(what: unknown, cached: unknown, ruled: unknown) {
  if (!isDeepStrictEqual(cached, ruled)) expect([what, cached]).toEqual([what, ruled]);
}

function checkBoard(s: BaseState, rnd: () => number) {
  const ruled = functionalStatus(s.sites, s.players, functional);
  const spaces = spacesToAsk(s.sites, rnd);
  const shielded = spaces.map((p) => functional.shielded(s.sites, p));
  const seats = Array.from({ length: s.players }, (_, seat) => seat);
  const buildableAt = spaces.flatMap((p) => seats.map((seat) => rule.buildable(s.sites, seat, p)));
  const empty = rule.emptySpaces(s.sites);
  const inOrder = rule.inBoardOrder(s.sites);
  const buildable = Array.from({ length: s.players }, (_, seat) => {
    const own = s.sites.filter((t) => rule.controller(t) === seat);
    const except = own.length > 0 ? own[Math.floor(rnd() * own.length)] : undefined;
    return { seat, except, spaces: rule.buildableSpaces(s.sites, seat), without: rule.buildableSpaces(s.sites, seat, except) };
  });
  // The board the engine made (kept, carried over), and a copy it did not make (found anew, as a bot's candidate board is).
  for (const sites of [s.sites, s.sites.map((t) => ({ ...t }))]) {
    same("functional status", functionalStatus(sites, s.players, cached), ruled);
    same("statuses by key", cache.statuses(sites), new Map(sites.map((t, i) => [rule.key(t), ruled.statuses[i]])));
    same("income", Array.from({ length: s.players }, (_, seat) => cache.income(sites, seat)), ruled.incomes);
    same(["shielded", spaces], spaces.map((p) => cache.shielded(sites, p)), shielded);
    same(["siteAt", spaces], spaces.map((p) => cache.siteAt(sites, p)), spaces.map((p) => rule.siteAt(sites, p)));
    same(["buildable", spaces], spaces.flatMap((p) => seats.map((seat) => cache.buildable(sites, seat, p))), buildableAt);
    same("emptySpaces", cache.emptySpaces(sites), empty);
    same("inBoardOrder", cache.inBoardOrder(sites), inOrder);
    for (const { seat, except, spaces: allowed, without } of buildable) {
      same(["buildableSpaces", seat], cache.buildableSpaces(sites, seat), allowed);
      same(["buildableSpaces", seat, except], cache.buildableSpaces(sites, seat, except), without);
    }
  }
  // The board's part of the view: each site with its status, and each seat's income.
  const view = base.view(s, null);
  same("view", view.sites, s.sites.map((t, i) => Object.freeze({ x: t.x, y: t.y, card: t.card, owner: t.owner, damage: t.damage, ...ruled.statuses[i] })));
  same("view income", view.income, Object.freeze(ruled.incomes));
}

describe("what the engine asks through cache/ is what the rule says (functional.ts, board.ts)", () => {
  it.each([
    [4, ["a", "b", "c", "d", "e"]],
    [3, ["f", "g", "h"]],
    [2, ["i", "j", "k"]],
  ])("over every state of %i-seat bot games, each board's statuses, income, shields and spaces are the rule's", (players, seeds) => {
    const rnd = randomFunction(`cache-equals-rule-ask-${players}`);
    let states = 0;
    let kept = 0;
    for (const s of botGames(seeds, players)) {
      checkBoard(s, rnd);
      states++;
      if (isKept(s.sites)) kept++;
    }
    expect(states).toBeGreaterThan(500);
    expect(kept / states).toBeGreaterThan(0.9);
  });
});
