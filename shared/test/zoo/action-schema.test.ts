import { refusalWords } from "../../src/engine/game";
import { zoo } from "../../src/games/zoo";

/** The schema is strict and `apply` hands back the parsed action, the form a room stores and replays. */
describe("action schema", () => {
  const state = zoo.setup({ players: 3, seed: "schema" });
  const seat = zoo.awaiting(state)[0];
  const legal = zoo.legalActions(state, seat)[0];

  it("starts from a legal action that is accepted as it is", () => {
    expect(legal).toMatchObject({ type: "choose" });
    expect(zoo.apply(state, seat, { ...legal }).ok).toBe(true);
  });

  it("refuses the same action with an extra top-level key and changes nothing", () => {
    const before = JSON.stringify(state);
    const r = zoo.apply(state, seat, { ...legal, extra: 1 });
    expect(r).toMatchObject({ ok: false, error: { code: "bad_action" } });
    expect(JSON.stringify(state)).toBe(before);
  });

  // Zoo actions hold no nested objects (only strings, numbers, booleans and an array of planet ids).

  it("returns the parsed action: equal to the legal one, not the object that was sent", () => {
    const sent = { ...legal };
    const r = zoo.apply(state, seat, sent);
    if (!r.ok) throw new Error(refusalWords(r.error));
    expect(r.action).toEqual(legal);
    expect(r.action).not.toBe(sent);
  });
});
