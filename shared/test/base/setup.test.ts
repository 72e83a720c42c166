import { base } from "../../src/games/base";
import { cornerZone } from "../../src/games/base/board";
import { DECK_SIZE, drawDeck } from "../../src/games/base/data";
import { at, cardCount, play, reject } from "./helpers";

describe("§1 setup", () => {
  it("B1 Outposts go within Manhattan distance 2 of the own corner", () => {
    const s = base.setup({ players: 2, seed: "b1", options: { firstPlayer: 0 } });
    expect(base.awaiting(s)).toEqual([0]);
    const spots = base.legalActions(s, 0).map((a) => (a.type === "placeOutpost" ? `${a.at.x},${a.at.y}` : "?")).sort();
    expect(spots).toEqual(["1,1", "1,2", "1,3", "2,1", "2,2", "3,1"]);
    expect(reject(s, 0, { type: "placeOutpost", at: at(2, 3) }).code).toBe("illegal");
    expect(reject(s, 0, { type: "placeOutpost", at: at(3, 3) }).code).toBe("illegal");
    const s2 = play(s, 0, { type: "placeOutpost", at: at(2, 2) }).state;
    expect(base.awaiting(s2)).toEqual([1]);
    expect(reject(s2, 1, { type: "placeOutpost", at: at(1, 1) }).code).toBe("illegal");
    const p2 = base.legalActions(s2, 1).map((a) => (a.type === "placeOutpost" ? `${a.at.x},${a.at.y}` : "?")).sort();
    expect(p2).toEqual(["10,10", "10,8", "10,9", "8,10", "9,10", "9,9"]);
    const s3 = play(s2, 1, { type: "placeOutpost", at: at(9, 9) }).state;
    expect(s3.sites.map((t) => [t.card, t.x, t.y, t.owner])).toEqual([["outpost", 2, 2, 0], ["outpost", 9, 9, 1]]);
    expect(s3.round).toBe(1);
  });

  it("corner zones for the 3rd and 4th player are (10,1) and (1,10), 6 spaces each", () => {
    expect(cornerZone(2).map((p) => `${p.x},${p.y}`).sort()).toEqual(["10,1", "10,2", "10,3", "8,1", "9,1", "9,2"]);
    expect(cornerZone(3).map((p) => `${p.x},${p.y}`).sort()).toEqual(["1,10", "1,8", "1,9", "2,10", "2,9", "3,10"]);
  });

  it("the deck has 115 cards: 95 sites and 20 action cards, no Outposts", () => {
    const deck = drawDeck();
    expect(deck).toHaveLength(DECK_SIZE);
    expect(deck.filter((c) => c === "transfer" || c === "control")).toHaveLength(20);
    expect(deck).not.toContain("outpost");
    expect(deck.filter((c) => c === "volcano")).toHaveLength(8);
    expect(deck.filter((c) => c === "spaceport")).toHaveLength(2);
  });

  it("each player starts with 50 credits and 5 hidden cards", () => {
    for (const players of [2, 3, 4]) {
      const s = base.setup({ players, seed: `start-${players}` });
      expect(s.credits).toEqual(Array(players).fill(50));
      expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(5));
      expect(s.deck).toHaveLength(DECK_SIZE - 5 * players);
      expect(cardCount(s)).toBe(DECK_SIZE);
      expect(s.phase).toBe("outpost");
      expect(base.view(s, null).handCounts).toEqual(Array(players).fill(5));
    }
  });

  it("the firstPlayer option fixes the first player; turn order runs on from there", () => {
    const s = base.setup({ players: 3, seed: "fp", options: { firstPlayer: 2 } });
    expect(s.order).toEqual([2, 0, 1]);
    expect(base.awaiting(s)).toEqual([2]);
    expect(reject(s, 0, { type: "placeOutpost", at: at(1, 1) }).code).toBe("not-your-turn");
    const after = play(s, 2, { type: "placeOutpost", at: at(1, 1) }).state;
    // Seat 0 is second in turn order and so takes the (10,10) corner.
    expect(base.legalActions(after, 0).map((a) => a.type === "placeOutpost" && `${a.at.x},${a.at.y}`)).toContain("10,10");
  });

  it("without the option the first player is drawn from the seed (same seed, same player)", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) firsts.add(base.setup({ players: 4, seed: `r${i}` }).order[0]);
    expect(firsts.size).toBeGreaterThan(1);
    expect(base.setup({ players: 4, seed: "same" }).order).toEqual(base.setup({ players: 4, seed: "same" }).order);
  });

  it("setup is deterministic in the seed", () => {
    expect(base.setup({ players: 3, seed: "x" })).toEqual(base.setup({ players: 3, seed: "x" }));
    expect(base.setup({ players: 3, seed: "x" }).deck).not.toEqual(base.setup({ players: 3, seed: "y" }).deck);
  });

  it("the timeout default puts the Outpost on the corner", () => {
    const s = base.setup({ players: 2, seed: "t", options: { firstPlayer: 1 } });
    expect(base.timeoutAction(s, 1)).toEqual({ type: "placeOutpost", at: at(1, 1) });
    const s2 = play(s, 1, base.timeoutAction(s, 1)).state;
    expect(base.timeoutAction(s2, 0)).toEqual({ type: "placeOutpost", at: at(10, 10) });
  });

  it("rejects 1 or 5 players", () => {
    expect(() => base.setup({ players: 1, seed: "a" })).toThrow();
    expect(() => base.setup({ players: 5, seed: "a" })).toThrow();
  });
});
