import { siteAt } from "../../src/games/base/board";
import { faceValue, meteor } from "../../src/games/base/meteor";
import type { GameEvent } from "../../src/engine/game";
import { at, makeState, play } from "./helpers";
import { rigMeteor } from "./spec-helpers";

/** A d10 that shows the given faces in order and fails if rolled more often. */
function dice(...faces: number[]) {
  let i = 0;
  const roll = () => {
    if (i >= faces.length) throw new Error("rolled too often");
    return faces[i++];
  };
  return Object.assign(roll, { used: () => i });
}

describe("§3.3 Meteor phase", () => {
  const b19 = () => makeState({
    sites: [["solar", 5, 4], ["shield", 5, 5], ["solar", 6, 4], ["research", 6, 5], ["research", 7, 5]],
  });

  it("B19 a functional Shield protects itself and its neighbours; (7,5) takes 7 damage", () => {
    const s = b19();
    const ev: GameEvent[] = [];
    expect(meteor(s, 0, dice(6, 5), ev).outcome).toBe("shielded");
    expect(meteor(s, 0, dice(5, 5), ev).outcome).toBe("shielded");
    const d = dice(7, 5, 7);
    expect(meteor(s, 0, d, ev)).toMatchObject({ x: 7, y: 5, outcome: "damaged", damageRoll: 7 });
    expect(d.used()).toBe(3);
    expect(siteAt(s.sites, at(7, 5))!.damage).toBe(7);
    expect(siteAt(s.sites, at(6, 5))!.damage).toBe(0);
    expect(ev.map((e) => e.outcome)).toEqual(["shielded", "shielded", "damaged"]);
  });

  it("B21 empty spaces, resources and volcanoes are unaffected; faces 0 and 3 target (10,3)", () => {
    const s = makeState({ sites: [["metal", 4, 4], ["volcano", 5, 5]] });
    for (const [x, y, outcome] of [[4, 4, "resource"], [5, 5, "volcano"], [6, 6, "empty"]] as const) {
      const d = dice(x, y);
      expect(meteor(s, 0, d, []).outcome).toBe(outcome);
      expect(d.used()).toBe(2);
    }
    expect(s.sites.every((t) => t.damage === 0)).toBe(true);
    expect(meteor(s, 0, dice(0, 3), [])).toMatchObject({ x: 10, y: 3, faces: [0, 3] });
    expect(faceValue(0)).toBe(10);
    expect(faceValue(7)).toBe(7);
  });

  it("an unpowered or damaged Shield Generator protects nothing", () => {
    const s = makeState({ sites: [["shield", 5, 5], ["research", 6, 5]] });
    expect(meteor(s, 0, dice(6, 5, 2), []).outcome).toBe("damaged");
    const t = makeState({ sites: [["solar", 5, 4], ["shield", 5, 5, 0, 1], ["research", 6, 5]] });
    expect(meteor(t, 0, dice(6, 5, 2), []).outcome).toBe("damaged");
  });

  it("an opponent's Shield protects my site; a Hub does not extend shielding; diagonals are not shielded", () => {
    const s = makeState({ sites: [["solar", 5, 4, 1], ["shield", 5, 5, 1], ["research", 6, 5], ["hub", 5, 6, 1], ["research", 5, 7], ["solar", 6, 6]] });
    expect(meteor(s, 0, dice(6, 5), []).outcome).toBe("shielded");
    // (5,7) is next to the Hub, which is next to the Shield: not protected.
    expect(meteor(s, 0, dice(5, 7, 1), []).outcome).toBe("damaged");
    expect(meteor(s, 0, dice(6, 6, 1), []).outcome).toBe("damaged");
  });

  it("damage accumulates without limit and never destroys a site", () => {
    const s = makeState({ sites: [["colony", 3, 3]] });
    meteor(s, 0, dice(3, 3, 0), []);
    meteor(s, 0, dice(3, 3, 9), []);
    expect(siteAt(s.sites, at(3, 3))).toMatchObject({ card: "colony", damage: 19 });
  });

  it("one meteor falls in every player's turn, with its dice in a public event", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["outpost", 10, 10, 1]], phase: "build", deck: ["metal", "metal"] });
    const r = play(s, 0, { type: "pass" });
    const meteors = r.events.filter((e) => e.type === "meteor");
    expect(meteors).toHaveLength(1);
    expect(meteors[0].seat).toBe(1);
    const [fx, fy] = meteors[0].faces as number[];
    expect(meteors[0]).toMatchObject({ x: faceValue(fx), y: faceValue(fy) });
    expect(r.state.lastMeteor).toMatchObject({ seat: 1, x: meteors[0].x, y: meteors[0].y });
  });
});

const prod = (events: { type: string }[]) => events.find((e) => e.type === "production") as { amount: number; seat: number } | undefined;

describe("§3.3 Meteor phase", () => {
  it("X-3.3-1 a meteor in P1's turn damages P2's unshielded installation (4 damage, P2's credits unchanged)", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1], ["outpost", 10, 10, 1], ["research", 9, 10, 1]], phase: "repair" }), 9, 10, 4);
    const r = play(s, 0, { type: "pass" });
    expect(r.events.find((e) => e.type === "meteor")).toMatchObject({ x: 9, y: 10, outcome: "damaged", owner: 1, damage: 4 });
    expect(siteAt(r.state.sites, at(9, 10))!.damage).toBe(4);
    expect(r.state.credits).toEqual([51, 50]);
  });

  it("X-3.3-2 the meteor falls before Production: hitting the own Extractor makes this turn's income +1 instead of +2", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1], ["extractor", 1, 2], ["metal", 1, 3]], phase: "repair" }), 1, 2, 3);
    const r = play(s, 0, { type: "pass" });
    expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(["meteor", "production"]);
    expect(prod(r.events)!.amount).toBe(1);
    expect(r.state.credits[0]).toBe(51);
  });

  it("X-3.3-3 a damage face 0 adds 10 to 3 damage: 13, and the site stays on the map", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1], ["research", 4, 4, 0, 3]], phase: "repair", credits: [0, 50] }), 4, 4, 10);
    const r = play(s, 0, { type: "pass" });
    expect(r.events.find((e) => e.type === "meteor")).toMatchObject({ faces: [4, 4], damageRoll: 10, damage: 13 });
    expect(siteAt(r.state.sites, at(4, 4))).toMatchObject({ card: "research", damage: 13, owner: 0 });
  });

  it("X-3.3-4 an unpowered Shield Generator hit by a meteor takes the damage itself (5)", () => {
    const s = rigMeteor(makeState({ sites: [["outpost", 1, 1], ["shield", 6, 6]], phase: "repair" }), 6, 6, 5);
    const r = play(s, 0, { type: "pass" });
    expect(siteAt(r.state.sites, at(6, 6))!.damage).toBe(5);
  });
});
