import { randomFunction } from "../../src/engine/random";
import { cheeses, type CheesesState } from "../../src/games/cheeses";
import { checkSharing } from "../engine/sharing";
import { refusalWords } from "../../src/engine/game";

/** Random legal games (a random awaited seat acts): each state before an action and after it. */
function* steps(seed: string): Generator<{ before: CheesesState; after: CheesesState }> {
  const rnd = randomFunction(`sharing-${seed}`);
  let s = cheeses.setup({ players: 3, seed });
  while (cheeses.result(s) === null) {
    const awaited = cheeses.awaiting(s);
    const seat = awaited[Math.floor(rnd() * awaited.length)];
    const legal = cheeses.legalActions(s, seat);
    // Passing often, or nearly every action would build.
    const pass = legal.find((a) => a.type === "pass");
    const r = cheeses.apply(s, seat, pass && rnd() < 0.4 ? pass : legal[Math.floor(rnd() * legal.length)]);
    if (!r.ok) throw new Error(refusalWords(r.error));
    yield { before: s, after: r.state };
    s = r.state;
  }
}

describe("Space Colony Cheeses' modules are never changed in place (modules.ts)", () => {
  it("an action leaves the state before it as it was; a new list is frozen; most actions share the list", () => {
    // A module may change and change back within one action: then the list is new, with the same content.
    const { shared, changed } = checkSharing([...steps("a"), ...steps("b")], (s) => s.modules);
    expect(shared).toBeGreaterThan(10);
    expect(changed).toBeGreaterThan(10);
  });

  it("what is kept from a shared list (each seat's modules, the spaces' views) equals it computed anew", () => {
    for (const { after } of steps("c")) {
      // A copy's lists are not frozen, so nothing kept is used for it.
      const copy = structuredClone(after);
      expect(cheeses.view(after, null)).toEqual(cheeses.view(copy, null));
      for (const seat of cheeses.awaiting(after)) expect(cheeses.legalActions(after, seat)).toEqual(cheeses.legalActions(copy, seat));
    }
  });
});
