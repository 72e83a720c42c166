import { zoo, type ZooState } from "../../src/games/zoo";
import { A, B, C, act, chooseAll, edit, expandScene, newGame } from "./helpers";

/** Every array and object of a value, changed in place: what a careless reader of a view might do. */
function scribble(value: unknown): void {
  if (Array.isArray(value)) {
    value.forEach(scribble);
    value.push("scribbled");
  } else if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) scribble(v);
    (value as Record<string, unknown>).scribbled = true;
  }
}

/** What a seat sees of the table: the client draws the board from it, the bots decide from it. */
describe("a seat's view", () => {
  it("is a copy: changing any part of it changes neither the state nor the next view", () => {
    const states: ZooState[] = [newGame(3, A)];
    states.push(chooseAll(states[0], ["sell", "build", "research"]).state);
    const over = edit(states[0], (s) => { s.stage = { kind: "over", winners: [A], scores: [10, 4, 2] }; });
    states.push(over);
    for (const state of states) {
      const before = JSON.stringify(state);
      const fresh = JSON.stringify(zoo.view(state, A));
      scribble(zoo.view(state, A));
      scribble(zoo.view(state, null));
      expect(JSON.stringify(state)).toBe(before);
      expect(JSON.stringify(zoo.view(state, A))).toBe(fresh);
    }
  });

  it("the order: every seat while cards are chosen, the phase's participants in a phase, nobody once the game is over", () => {
    const s = newGame(3, B);
    expect(zoo.view(s, null).order).toEqual([A, B, C]);
    const research = chooseAll(edit(s, (s) => { for (const seat of [A, B, C]) s.players[seat].coins = 9; }), ["research", "research", "trade"]).state;
    expect(zoo.view(research, null).stage).toBe("research");
    expect(zoo.view(research, null).order).toEqual([B, A]);
    const over = edit(s, (s) => { s.stage = { kind: "over", winners: [A], scores: [10, 4, 2] }; });
    expect(zoo.view(over, null).order).toEqual([]);
  });

  it("the 1st player token is in the box only during Funding, while nobody has taken it", () => {
    const s = newGame(3, C);
    expect(zoo.view(s, null).tokenInBox).toBe(false);
    const funding = chooseAll(edit(s, (s) => { s.fundingBox = 3; }), ["funding", "trade", "trade"]).state;
    expect(zoo.view(funding, null).tokenInBox).toBe(true);
    const taken = act(funding, A, { type: "takeToken" }).state;
    expect(zoo.view(taken, null).tokenInBox).toBe(false);
  });

  it("Stellar Cartography shows as used only in the Expand phase where a planet was revealed", () => {
    expect(zoo.view(newGame(2, A), null).cartographyUsed).toBe(false);
    let s = expandScene(1, (s) => { s.players[A].research = ["cartography"]; });
    expect(zoo.view(s, null).cartographyUsed).toBe(false);
    s = act(s, A, { type: "reveal" }).state;
    expect(zoo.view(s, null).cartographyUsed).toBe(true);
  });

  it("the result: none while playing; the winners and every seat's score once the game is over", () => {
    const s = newGame(3, A);
    expect(zoo.view(s, null).result).toBeNull();
    const over = edit(s, (s) => { s.stage = { kind: "over", winners: [B], scores: [3, 10, 2] }; });
    expect(zoo.view(over, null).result).toEqual({ winners: [B], scores: [3, 10, 2] });
    expect(zoo.result(over)).toEqual({ winners: [B], scores: [3, 10, 2] });
  });

  it("a seat sees its own hand and pick; a spectator and a seat not at the table see nothing private", () => {
    const s = act(newGame(3, A), A, { type: "choose", phase: "sell" }).state;
    expect(zoo.view(s, A).private).toMatchObject({ choice: "sell" });
    expect(zoo.view(s, B).private).toMatchObject({ choice: null });
    for (const outsider of [null, -1, 3, 1.5]) expect(zoo.view(s, outsider as number | null).private).toBeNull();
  });
});
