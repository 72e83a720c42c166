/**
 * The cache answers as the rule: over every state of seeded medium-bot games, what the engine asks
 * through cache/ (kept for a list of modules and taken over from the list before, or found anew for
 * a list it did not make) equals what the rule files (modules.ts, colony.ts, build.ts, spaces.ts) say.
 */
import { isDeepStrictEqual } from "node:util";
import { refusalWords } from "../../../src/engine/game";
import { randomFunction } from "../../../src/engine/random";
import { cheeses, type CheesesState } from "../../../src/games/cheeses";
import * as build from "../../../src/games/cheeses/build";
import * as cache from "../../../src/games/cheeses/cache";
import * as colony from "../../../src/games/cheeses/colony";
import * as modules from "../../../src/games/cheeses/modules";
import * as spaces from "../../../src/games/cheeses/spaces";

/** Every bot game's states, one after each accepted action. */
function* botGames(seeds: string[], players: number): Generator<CheesesState> {
  for (const seed of seeds) {
    const rng = randomFunction(`cache-equals-rule-${seed}`);
    let s = cheeses.setup({ players, seed });
    yield s;
    while (cheeses.result(s) === null) {
      const seat = cheeses.awaiting(s)[0];
      const r = cheeses.apply(s, seat, cheeses.bot.choose(cheeses.view(s, seat), seat, rng));
      if (!r.ok) throw new Error(refusalWords(r.error));
      s = r.state;
      yield s;
    }
  }
}

/** Expects `cached` to equal `ruled`; jest's own comparison, slow on thousands of states, only shows a difference. */
function same(what: unknown, cached: unknown, ruled: unknown) {
  if (!isDeepStrictEqual(cached, ruled)) expect([what, cached]).toEqual([what, ruled]);
}

const FIGURES = ["supply", "demand", "capacity", "dairyOutput", "diseases", "pasture"] as const;

function checkState(s: CheesesState) {
  const seats = Array.from({ length: s.players }, (_, seat) => seat);
  const own = seats.map((seat) => modules.own(s, seat));
  const figures = seats.map((seat) => colony.colonyFigures(s, seat));
  // The engine asks in S2 only: whether each seat of the queue has a build (flow.ts) and the awaited seat's builds
  // (legal.ts). The rule's take milliseconds a seat, so each seat's are listed in the 2-seat games only.
  const asked = s.step !== "build" ? [] : s.players === 2 ? seats : cheeses.awaiting(s);
  const builds = asked.map((seat) => build.legalBuilds(s, seat));
  const anyBuild = s.step === "build" ? seats.map((seat) => build.hasAnyBuild(s, seat)) : [];
  const spaceViews = spaces.spacesView(s);
  // The list the engine made (kept, taken over), and a copy it did not make (found anew, as a hand-made state's).
  for (const t of [s, { ...s, modules: s.modules.map((m) => ({ ...m })) }]) {
    same("own", seats.map((seat) => cache.own(t, seat)), own);
    same("colonyFigures", seats.map((seat) => cache.colonyFigures(t, seat)), figures);
    same(["legalBuilds", asked], asked.map((seat) => cache.legalBuilds(t, seat)), builds);
    if (anyBuild.length) same("hasAnyBuild", seats.map((seat) => cache.hasAnyBuild(t, seat)), anyBuild);
    same("spacesView", cache.spacesView(t), spaceViews);
  }
  const view = cheeses.view(s, null);
  same("view's spaces", view.spaces, spaceViews);
  same("view's figures", view.figures.map((f) => Object.fromEntries(FIGURES.map((k) => [k, f[k]]))), figures);
}

describe("what the engine asks through cache/ is what the rule says (modules.ts, colony.ts, build.ts, spaces.ts)", () => {
  it.each([
    [4, ["a", "b"]],
    [3, ["c", "d"]],
    [2, ["e", "f", "g", "h"]],
  ])("over every state of %i-seat bot games, each seat's modules, figures and builds and the map's spaces are the rule's", (players, seeds) => {
    let states = 0;
    let kept = 0;
    let takenOver = 0;
    let before: CheesesState | null = null;
    for (const s of botGames(seeds, players)) {
      checkState(s);
      states++;
      if (Object.isFrozen(s.modules)) kept++;
      // A seat whose modules stayed the same objects in a new list keeps the list before's array (changes.ts, own.ts).
      if (before && before.modules !== s.modules && before.players === s.players) {
        for (let seat = 0; seat < s.players; seat++) if (cache.own(s, seat) === cache.own(before, seat)) takenOver++;
      }
      before = s;
    }
    expect(states).toBeGreaterThan(250);
    expect(kept / states).toBeGreaterThan(0.9);
    expect(takenOver).toBeGreaterThan(50);
  });
});
