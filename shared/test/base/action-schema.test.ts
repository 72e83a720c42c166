import { base } from "../../src/games/base";

/** The schema is strict, nested positions included, and `apply` hands back the parsed action, the form a room stores and replays. */
describe("action schema", () => {
  const state = base.setup({ players: 3, seed: "schema" });
  const seat = base.awaiting(state)[0];
  const legal = base.legalActions(state, seat)[0];
  if (legal.type !== "placeOutpost") throw new Error(`expected an Outpost placement, got ${legal.type}`);

  it("starts from a legal action that is accepted as it is", () => {
    expect(base.apply(state, seat, { ...legal, at: { ...legal.at } }).ok).toBe(true);
  });

  it("refuses the same action with an extra top-level key and changes nothing", () => {
    const before = JSON.stringify(state);
    const r = base.apply(state, seat, { ...legal, extra: 1 });
    expect(r).toMatchObject({ ok: false, error: { code: "bad_action" } });
    expect(JSON.stringify(state)).toBe(before);
  });

  it("refuses an extra key inside the position", () => {
    const before = JSON.stringify(state);
    const r = base.apply(state, seat, { ...legal, at: { ...legal.at, extra: 1 } });
    expect(r).toMatchObject({ ok: false, error: { code: "bad_action" } });
    expect(JSON.stringify(state)).toBe(before);
  });

  it("returns the parsed action: equal to the legal one, sharing no object with what was sent", () => {
    const sent = { ...legal, at: { ...legal.at } };
    const r = base.apply(state, seat, sent);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.action).toEqual(legal);
    expect(r.action).not.toBe(sent);
    expect(r.action).toMatchObject({ type: "placeOutpost" });
    if (r.action.type === "placeOutpost") expect(r.action.at).not.toBe(sent.at);
  });
});
