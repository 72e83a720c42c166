import { cheeses } from "../../src/games/cheeses";
import { randomFunction } from "../../src/engine/random";
import type { CheesesAction, CheesesState } from "../../src/games/cheeses/types";
import { refusalWords } from "../../src/engine/game";
import { worded } from "./helpers";

/** The schema is strict, product quantities included, and `apply` hands back the parsed action, the form a room stores and replays. */
describe("action schema", () => {
  const state = cheeses.setup({ players: 3, seed: "schema" });
  const seat = cheeses.awaiting(state)[0];
  const legal = cheeses.legalActions(state, seat)[0];

  /** Bots play on from the fresh game until some seat may allocate milk (the first action carrying quantities). */
  function dairyDecision(): { s: CheesesState; seat: number; action: Extract<CheesesAction, { type: "dairy" }> } {
    const rnd = randomFunction("schema");
    let s = state;
    for (let i = 0; i < 500 && cheeses.awaiting(s).length > 0; i++) {
      const who = cheeses.awaiting(s)[0];
      const action = cheeses.legalActions(s, who).find((a) => a.type === "dairy" && Object.keys(a.allocation).length > 0);
      if (action?.type === "dairy") return { s, seat: who, action };
      const r = cheeses.apply(s, who, cheeses.bot.choose(cheeses.view(s, who), who, rnd));
      if (!r.ok) throw new Error(refusalWords(r.error));
      s = r.state;
    }
    throw new Error("no dairy decision reached");
  }

  it("starts from a legal action that is accepted as it is", () => {
    expect(cheeses.apply(state, seat, { ...legal }).ok).toBe(true);
  });

  it("refuses the same action with an extra top-level key and changes nothing", () => {
    const before = JSON.stringify(state);
    const r = cheeses.apply(state, seat, { ...legal, extra: 1 });
    expect(r).toMatchObject({ ok: false, error: { code: "bad_action" } });
    expect(JSON.stringify(state)).toBe(before);
  });

  it("refuses quantities naming an unknown product", () => {
    const { s, seat: who, action } = dairyDecision();
    expect(cheeses.apply(s, who, { ...action, allocation: { ...action.allocation } }).ok).toBe(true);
    const before = JSON.stringify(s);
    const r = cheeses.apply(s, who, { ...action, allocation: { ...action.allocation, gold: 1 } });
    expect(r).toMatchObject({ ok: false, error: { code: "bad_action" } });
    expect(JSON.stringify(s)).toBe(before);
  });

  it("returns the parsed action: equal to the legal one, sharing no object with what was sent", () => {
    const sent = { ...legal };
    const r = cheeses.apply(state, seat, sent);
    if (!r.ok) throw new Error(refusalWords(r.error));
    expect(r.action).toEqual(legal);
    expect(r.action).not.toBe(sent);

    const { s, seat: who, action } = dairyDecision();
    const sentDairy = { ...action, allocation: { ...action.allocation } };
    const d = cheeses.apply(s, who, sentDairy);
    if (!d.ok) throw new Error(refusalWords(d.error));
    expect(d.action).toEqual(action);
    expect(d.action).toMatchObject({ type: "dairy" });
    if (d.action.type === "dairy") expect(d.action.allocation).not.toBe(sentDairy.allocation);
  });
});

describe("action schema: the refusal's text", () => {
  it("an action the schema refuses is told it is not a Space Colony Cheeses action", () => {
    const state = cheeses.setup({ players: 2, seed: "schema-text", options: { firstPlayer: 0 } });
    for (const action of [{ type: "fly" }, null, { type: "build", module: "castle", x: 4, y: 4 }]) {
      const r = cheeses.apply(state, 0, action);
      expect(worded(r)).toMatchObject({ ok: false, error: { code: "bad_action", message: expect.stringMatching(/not a Space Colony Cheeses action/) } });
    }
  });
});
