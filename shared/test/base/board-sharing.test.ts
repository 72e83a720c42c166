import { randomFunction } from "../../src/engine/random";
import { base, type BaseState } from "../../src/games/base";
import { isKept } from "../../src/games/base/cache/kept";
import { checkSharing } from "../engine/sharing";

/** Random legal games: each step's state before the action, the state after, and the action. */
function* steps(seed: string): Generator<{ before: BaseState; after: BaseState }> {
  const rnd = randomFunction(`sharing-${seed}`);
  let s = base.setup({ players: 3, seed });
  while (base.result(s) === null) {
    const seat = base.awaiting(s)[0];
    const legal = base.legalActions(s, seat);
    const moves = legal.filter((a) => a.type !== "pass");
    const pick = moves.length > 0 && rnd() < 0.8 ? moves : legal;
    const r = base.apply(s, seat, pick[Math.floor(rnd() * pick.length)]);
    if (!r.ok) throw new Error(r.error.message);
    yield { before: s, after: r.state };
    s = r.state;
  }
}

describe("Space Base's board is never changed in place (sites.ts)", () => {
  it("an action leaves the state before it as it was; a new board is a list the game keeps, of frozen sites; an unchanged board is shared", () => {
    const { shared, changed, sameContent } = checkSharing([...steps("a"), ...steps("b")], (s) => s.sites, isKept);
    expect(sameContent).toBe(0);
    expect(shared).toBeGreaterThan(10);
    expect(changed).toBeGreaterThan(10);
  });

  it("what is kept from a shared board (functional status, income, site views, taken spaces) equals it computed anew", () => {
    for (const { after } of steps("c")) {
      // A copy's lists were not made by the game, so nothing kept is used for it.
      const copy = structuredClone(after);
      expect(base.view(after, null)).toEqual(base.view(copy, null));
      for (const seat of base.awaiting(after)) expect(base.legalActions(after, seat)).toEqual(base.legalActions(copy, seat));
    }
  });
});
