import { PickDraft } from "../src/boards/common/draft";

describe("PickDraft (a several-tap decision kept until confirmed)", () => {
  test("picks up to its size, takes back the last pick first, and is ready only when full", () => {
    const d = new PickDraft(["solar", "mine", "solar", "shield"], 2);
    expect(d.toggle(0)).toBe(true);
    expect(d.ready).toBe(false);
    expect(d.toggle(3)).toBe(true);
    expect(d.ready).toBe(true);
    expect(d.toggle(1)).toBe(false); // full
    expect(d.values()).toEqual(["solar", "shield"]);
    expect(d.undo()).toBe(true);
    expect(d.values()).toEqual(["solar"]);
    expect(d.undo()).toBe(true);
    expect(d.undo()).toBe(false);
    expect(d.picked).toEqual([]);
  });

  test("a second tap on a picked item takes it back; indices out of the list are refused", () => {
    const d = new PickDraft(["a", "b", "c"], 3);
    d.toggle(1);
    d.toggle(2);
    expect(d.toggle(1)).toBe(true);
    expect(d.values()).toEqual(["c"]);
    expect(d.toggle(3)).toBe(false);
    expect(d.toggle(-1)).toBe(false);
  });

  test("fill matches items to distinct copies, last copies first, within the size", () => {
    const d = new PickDraft(["solar", "mine", "solar", "shield"], 2);
    d.fill(["solar", "solar", "mine"]);
    expect(d.picked).toEqual([2, 0]);
    expect(d.ready).toBe(true);
    d.clear();
    expect(d.picked).toEqual([]);
  });
});
