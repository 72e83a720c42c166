import { base } from "../../src/games/base";
import { cornerZone } from "../../src/games/base/board";
import { CARDS, DECK_SIZE, drawDeck, type CardKind } from "../../src/games/base/data";
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

  it("the card list: counts and incomes as printed, 119 cards with the 4 Outposts", () => {
    const table: [CardKind, number, number][] = [
      ["outpost", 4, 1], ["volcano", 8, 0], ["metal", 9, 0], ["radioactives", 6, 0], ["ice", 9, 0],
      ["extractor", 8, 1], ["solar", 8, 0], ["geothermal", 6, 0], ["refinery", 4, 2], ["reactor", 4, 3],
      ["hydroponics", 5, 2], ["factory", 5, 3], ["hub", 4, 0], ["shield", 4, 0], ["research", 4, 1],
      ["colony", 4, 3], ["hightech", 3, 4], ["biomed", 2, 4], ["spaceport", 2, 5], ["transfer", 10, 0], ["control", 10, 0],
    ];
    for (const [kind, count, income] of table) expect([kind, CARDS[kind].count, CARDS[kind].income]).toEqual([kind, count, income]);
    expect(Object.keys(CARDS).sort()).toEqual(table.map(([k]) => k).sort());
    expect(table.reduce((n, [, count]) => n + count, 0)).toBe(119);
    const deck = drawDeck();
    for (const [kind, count] of table) expect(deck.filter((c) => c === kind)).toHaveLength(kind === "outpost" ? 0 : count);
    expect(deck.filter((c) => CARDS[c].type !== "A")).toHaveLength(95);
  });

  it("the deck option fixes the draw deck, top first; hands are dealt from the top in turn order", () => {
    const deck: CardKind[] = ["colony", "metal", "solar", "ice", "hub", "shield", "research", "factory", "volcano", "control", "transfer", "spaceport"];
    const s = base.setup({ players: 2, seed: "deck", options: { firstPlayer: 1, deck } });
    // Seat 1 is first in turn order, so it gets the 1st, 3rd, 5th... card.
    expect(s.hands[1]).toEqual(["colony", "solar", "hub", "research", "volcano"]);
    expect(s.hands[0]).toEqual(["metal", "ice", "shield", "factory", "control"]);
    expect(s.deck).toEqual(["transfer", "spaceport"]);
    expect(base.view(s, null).deckCount).toBe(2);
    // The seed does not change a fixed deck.
    expect(base.setup({ players: 2, seed: "other", options: { firstPlayer: 1, deck } }).hands).toEqual(s.hands);
  });

  it("B28 through setup: with 12 cards in the deck, P2 draws the last one in round 1 and the game ends after P2's Build", () => {
    const deck: CardKind[] = Array(10).fill("metal").concat(["volcano", "solar"]);
    let s = base.setup({ players: 2, seed: "b28", options: { firstPlayer: 0, deck } });
    s = play(s, 0, { type: "placeOutpost", at: at(1, 1) }).state;
    s = play(s, 1, { type: "placeOutpost", at: at(10, 10) }).state;
    // P1 holds only Metal and the Volcano it drew: it may build, so it decides now.
    expect(base.awaiting(s)).toEqual([0]);
    expect(s.phase).toBe("build");
    expect(s.hands[0]).toEqual(["metal", "metal", "metal", "metal", "metal", "volcano"]);
    expect(s.finalRound).toBe(false);
    s = play(s, 0, { type: "pass" }).state;
    expect(base.awaiting(s)).toEqual([1]);
    expect(s.phase).toBe("build");
    expect(s.hands[1].at(-1)).toBe("solar");
    expect(s.deck).toEqual([]);
    expect(s.finalRound).toBe(true);
    expect(base.result(s)).toBeNull();
    s = play(s, 1, { type: "build", card: "solar", at: at(10, 9) }).state;
    expect(s.phase).toBe("build");
    const end = play(s, 1, { type: "pass" });
    expect(end.state.phase).toBe("over");
    expect(end.events.map((e) => e.type)).toEqual(["gameOver"]);
    expect(base.result(end.state)).not.toBeNull();
  });

  it("4 players place their Outposts in turn order in the zones of (1,1), (10,10), (10,1), (1,10)", () => {
    let s = base.setup({ players: 4, seed: "four", options: { firstPlayer: 3 } });
    expect(s.order).toEqual([3, 0, 1, 2]);
    const zones: string[][] = [];
    for (const seat of s.order) {
      expect(base.awaiting(s)).toEqual([seat]);
      zones.push(base.legalActions(s, seat).map((a) => (a.type === "placeOutpost" ? `${a.at.x},${a.at.y}` : "?")).sort());
      s = play(s, seat, base.timeoutAction(s, seat)).state;
    }
    expect(zones[2]).toEqual(["10,1", "10,2", "10,3", "8,1", "9,1", "9,2"]);
    expect(zones[3]).toEqual(["1,10", "1,8", "1,9", "2,10", "2,9", "3,10"]);
    expect(s.sites.map((t) => [t.owner, t.x, t.y])).toEqual([[3, 1, 1], [0, 10, 10], [1, 10, 1], [2, 1, 10]]);
    expect(s.round).toBe(1);
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
    expect(reject(s, 0, { type: "placeOutpost", at: at(1, 1) }).code).toBe("not_your_turn");
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

describe("setup options (tests and replays)", () => {
  it("firstPlayer fixes the first player only when it is a seat of the game; otherwise the draw decides", () => {
    const drawn = (players: number) => base.setup({ players, seed: "first" }).order;
    expect(base.setup({ players: 3, seed: "first", options: { firstPlayer: 2 } }).order).toEqual([2, 0, 1]);
    expect(base.setup({ players: 3, seed: "first", options: { firstPlayer: 0 } }).order).toEqual([0, 1, 2]);
    for (const bad of [3, -1, 1.5, "1", null]) {
      expect(base.setup({ players: 3, seed: "first", options: { firstPlayer: bad } }).order).toEqual(drawn(3));
    }
  });

  it("a fixed deck keeps its known cards in order and drops the rest; a short deck deals what it has", () => {
    const s = base.setup({ players: 2, seed: "deck", options: { firstPlayer: 0, deck: ["colony", "nonsense", 7, "metal", "ice"] } });
    expect(s.hands).toEqual([["colony", "ice"], ["metal"]]);
    expect(s.deck).toEqual([]);
    expect(s.stolen).toEqual([null, null]);
  });

  it("refuses a player count the game does not have, naming the range", () => {
    for (const players of [1, 5]) expect(() => base.setup({ players, seed: "n" })).toThrow("Space Base needs 2-4 players");
  });
});
