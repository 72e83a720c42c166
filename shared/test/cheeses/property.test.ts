import fc from "fast-check";
import { cheeses } from "../../src/games/cheeses";
import { capacity, components } from "../../src/games/cheeses/colony";
import { own } from "../../src/games/cheeses/modules";
import { MAX_DISEASES, PRODUCTS, TURNS } from "../../src/games/cheeses/data";
import { publicPart } from "../../src/engine/play";
import { randomFunction } from "../../src/engine/random";
import type { CheesesState } from "../../src/games/cheeses/types";
import { refusalWords } from "../../src/engine/game";

/** The broken invariants of `s`, in words (empty when all hold). */
function brokenInvariants(s: CheesesState, quaked: Set<number>, views: boolean): string[] {
  const broken: string[] = [];
  const places = new Set(s.modules.map((m) => `${m.x},${m.y}`));
  if (places.size !== s.modules.length) broken.push("two modules share a space");
  for (let seat = 0; seat < s.players; seat++) {
    if (s.money[seat] < 0) broken.push(`seat ${seat} has negative money`);
    const cap = capacity(s, seat);
    for (const p of PRODUCTS) {
      if (s.inventory[seat][p] < 0 || s.inventory[seat][p] > cap[p]) broken.push(`seat ${seat} ${p} ${s.inventory[seat][p]} outside 0..${cap[p]}`);
    }
    if (own(s, seat).filter((m) => m.sick).length > MAX_DISEASES) broken.push(`seat ${seat} has more than 4 diseases`);
    if (!quaked.has(seat) && own(s, seat).length > 0 && components(own(s, seat)) !== 1) broken.push(`seat ${seat} colony split`);
  }
  if (!views) return broken;
  if (cheeses.view(s, null).private !== null) broken.push("a spectator has a private part");
  const spectator = JSON.stringify(publicPart(cheeses.view(s, null)));
  if (spectator.includes("pending") || spectator.includes("rng")) broken.push("secrets in the public view");
  for (let seat = 0; seat < s.players; seat++) {
    const v = cheeses.view(s, seat);
    if (JSON.stringify(publicPart(v)) !== spectator) broken.push(`seat ${seat} public view differs`);
    if (JSON.stringify(v.private?.submission ?? null) !== JSON.stringify(s.pending[seat])) broken.push(`seat ${seat} private part wrong`);
  }
  return broken;
}

/** Plays one game with a mix of random legal actions, timeouts and bot choices. */
function playGame(players: number, seed: string, check: boolean): CheesesState {
  const rand = randomFunction(seed);
  let s = cheeses.setup({ players, seed });
  const quaked = new Set<number>();
  for (let steps = 0; steps < 5000 && cheeses.result(s) === null; steps++) {
    const waiting = cheeses.awaiting(s);
    if (waiting.length === 0) throw new Error(`${seed}: nobody awaited before the end`);
    const seat = waiting[Math.floor(rand() * waiting.length)];
    const mode = rand();
    let action: unknown;
    if (mode < 0.15) action = cheeses.timeoutAction(s, seat);
    else if (mode < 0.55) action = cheeses.bot.choose(cheeses.view(s, seat), seat, rand);
    else {
      const legal = cheeses.legalActions(s, seat);
      if (legal.length === 0) throw new Error(`${seed}: an awaited seat has no legal action`);
      action = legal[Math.floor(rand() * legal.length)];
    }
    const before = check ? JSON.stringify(s) : "";
    const r = cheeses.apply(s, seat, action);
    if (!r.ok) throw new Error(`${seed}: ${JSON.stringify(action)} rejected: ${refusalWords(r.error)}`);
    if (check && JSON.stringify(s) !== before) throw new Error(`${seed}: apply changed its input`);
    for (const e of r.events) if (e.type === "moduleLost") quaked.add(e.seat!);
    s = r.state;
    const broken = brokenInvariants(s, quaked, check);
    if (broken.length) throw new Error(`${seed} turn ${s.turn} ${s.step}: ${broken.join("; ")}`);
  }
  return s;
}

describe("random games", () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: every game ends after ${TURNS} turns with all invariants`, () => {
      for (let g = 0; g < 34; g++) {
        const s = playGame(players, `prop-${players}-${g}`, g < 3);
        expect(s.turn).toBe(TURNS);
        expect(cheeses.result(s)).not.toBeNull();
        expect(cheeses.awaiting(s)).toEqual([]);
      }
    });
  }

  it("apply never throws on garbage and rejects it without change", () => {
    const s = cheeses.setup({ players: 3, seed: "garbage" });
    fc.assert(fc.property(fc.anything(), fc.integer({ min: -2, max: 5 }), (action, seat) => {
      const r = cheeses.apply(s, seat, action);
      expect(r.ok).toBe(false);
    }), { numRuns: 300 });
  });
});
