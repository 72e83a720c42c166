import { Rng, newRngState, seedNumber } from "../../src/engine/random";

describe("seeded random generator", () => {
  it("gives the same sequence for the same seed and a different one for another seed", () => {
    const draw = (seed: string) => { const r = new Rng(newRngState(seed)); return Array.from({ length: 8 }, () => r.int(1, 100)); };
    expect(draw("abc")).toEqual(draw("abc"));
    expect(draw("abc")).not.toEqual(draw("abd"));
  });

  it("continues exactly where a stored state left off", () => {
    const a = new Rng(newRngState("x"));
    a.int(1, 6); a.int(1, 6);
    const saved = a.state();
    const next = [a.die(6), a.die(6), a.die(6)];
    const b = new Rng(JSON.parse(JSON.stringify(saved)));
    expect([b.die(6), b.die(6), b.die(6)]).toEqual(next);
  });

  it("keeps dice in range and shuffles into a permutation", () => {
    const r = new Rng(newRngState("dice"));
    const rolls = Array.from({ length: 600 }, () => r.die(6));
    expect(Math.min(...rolls)).toBe(1);
    expect(Math.max(...rolls)).toBe(6);
    const deck = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = r.shuffle(deck);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(deck);
    expect(shuffled).not.toEqual(deck);
    expect(deck).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("hashes seed strings to 32-bit numbers", () => {
    expect(seedNumber("a")).not.toBe(seedNumber("b"));
    expect(Number.isInteger(seedNumber("anything"))).toBe(true);
  });
});
