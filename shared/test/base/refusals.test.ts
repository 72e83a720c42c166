import { at, makeState, reject, type SiteSpec } from "./helpers";
import type { BaseState } from "../../src/games/base/types";

/** Every refusal names the rule it enforces: a check that is skipped lets a later one answer, in other words. */
const refused = (s: BaseState, seat: number, action: unknown) => reject(s, seat, action).message;

describe("each rule's refusal says why", () => {
  it("§1.4 the Outpost goes in the own corner zone, on an empty space", () => {
    const s = makeState({ sites: [["outpost", 2, 1, 1]], phase: "outpost" });
    expect(refused(s, 0, { type: "placeOutpost", at: at(7, 7) })).toBe("Your Outpost must go within 2 spaces of your corner (1,1); (7,7) is outside it.");
    expect(refused(s, 0, { type: "placeOutpost", at: at(2, 1) })).toBe("(2,1) is already taken.");
  });

  it("§3.1 Transfer: the player's own sites, an empty space next to another of theirs, two different sites, a card", () => {
    const sites: SiteSpec[] = [["outpost", 1, 1], ["solar", 1, 2], ["metal", 5, 5, 1]];
    const s = makeState({ sites, hands: [["transfer"], []], phase: "transfer" });
    expect(refused(s, 0, { type: "move", from: at(5, 5), to: at(2, 1) })).toBe("You do not control a site at (5,5).");
    expect(refused(s, 0, { type: "move", from: at(9, 9), to: at(2, 1) })).toBe("You do not control a site at (9,9).");
    expect(refused(s, 0, { type: "move", from: at(1, 2), to: at(7, 7) }))
      .toBe("A site can only move to an empty space next to another site you control; (7,7) is not one.");
    expect(refused(s, 0, { type: "switch", a: at(1, 1), b: at(1, 1) })).toBe("Switch needs two different sites.");
    expect(refused(s, 0, { type: "switch", a: at(9, 9), b: at(1, 1) })).toBe("You do not control a site at (9,9).");
    expect(refused(s, 0, { type: "switch", a: at(1, 1), b: at(5, 5) })).toBe("You do not control a site at (5,5).");
    const noCard = makeState({ sites, hands: [[], []], phase: "transfer" });
    expect(refused(noCard, 0, { type: "move", from: at(1, 2), to: at(2, 1) })).toBe("You have no Transfer card to play.");
  });

  it("§3.2 Repair: each own damaged installation once, at most its damage, paid in full", () => {
    const s = makeState({ sites: [["outpost", 1, 1, 0, 2], ["solar", 1, 2, 0, 2], ["metal", 2, 1], ["refinery", 5, 5, 1, 3]], credits: [3, 50], phase: "repair" });
    expect(refused(s, 0, { type: "repair", repairs: [{ at: at(1, 2), points: 1 }, { at: at(1, 2), points: 1 }] }))
      .toBe("(1,2) is listed twice; list each site once.");
    expect(refused(s, 0, { type: "repair", repairs: [{ at: at(5, 5), points: 1 }] })).toBe("You can only repair your own installations; (5,5) is not one.");
    expect(refused(s, 0, { type: "repair", repairs: [{ at: at(2, 1), points: 1 }] })).toBe("You can only repair your own installations; (2,1) is not one.");
    expect(refused(s, 0, { type: "repair", repairs: [{ at: at(9, 9), points: 1 }] })).toBe("You can only repair your own installations; (9,9) is not one.");
    expect(refused(s, 0, { type: "repair", repairs: [{ at: at(1, 2), points: 3 }] })).toBe("The site at (1,2) has only 2 damage.");
    const e = reject(s, 0, { type: "repair", repairs: [{ at: at(1, 1), points: 2 }, { at: at(1, 2), points: 2 }] });
    expect(e).toMatchObject({ code: "cannot_afford", reason: "base.refusal.cannotAfford", params: { cost: 4, credits: 3 }, message: "That repair costs 4 credits and you have 3." });
  });

  it("§3.5 Capture: a site, not a volcano, not the player's own, next to one of theirs, with a card", () => {
    const sites: SiteSpec[] = [["outpost", 1, 1], ["metal", 2, 1, 1], ["volcano", 1, 2], ["refinery", 6, 6, 1]];
    const s = makeState({ sites, hands: [["control"], ["metal"]], phase: "control" });
    expect(refused(s, 0, { type: "capture", at: at(9, 9) })).toBe("There is no site at (9,9).");
    expect(refused(s, 0, { type: "capture", at: at(1, 2) })).toBe("Volcanoes are neutral and cannot be captured.");
    expect(refused(s, 0, { type: "capture", at: at(1, 1) })).toBe("You already control that site.");
    expect(refused(s, 0, { type: "capture", at: at(6, 6) })).toBe("You can only capture a site next to one of yours; (6,6) is not.");
    const noCard = makeState({ sites, hands: [[], ["metal"]], phase: "control" });
    expect(refused(noCard, 0, { type: "capture", at: at(2, 1) })).toBe("You have no Control card to play.");
  });

  it("§3.5 Steal: an opponent with cards, a card to play, then a card that hand holds", () => {
    const s = makeState({ players: 3, sites: [["outpost", 1, 1]], hands: [["control"], ["metal"], []], phase: "control" });
    expect(refused(s, 0, { type: "steal", target: 0 })).toBe("Pick an opponent to steal from.");
    expect(refused(s, 0, { type: "steal", target: 3 })).toBe("Pick an opponent to steal from.");
    expect(refused(s, 0, { type: "steal", target: 2 })).toBe("That player has no cards to steal.");
    const noCard = makeState({ players: 3, sites: [["outpost", 1, 1]], hands: [[], ["metal"], []], phase: "control" });
    expect(refused(noCard, 0, { type: "steal", target: 1 })).toBe("You have no Control card to play.");
    const looking: BaseState = { ...makeState({ players: 3, sites: [["outpost", 1, 1]], hands: [[], ["metal"], []], phase: "steal" }), stealTarget: 1 };
    expect(refused(looking, 0, { type: "take", card: "colony" })).toBe("That hand holds no Colony.");
    expect(refused({ ...looking, stealTarget: null }, 0, { type: "take", card: "metal" })).toBe("Pick an opponent to steal from first.");
  });

  it("§3.6 Discard: exactly the cards over 8, from the hand", () => {
    const s = makeState({ hands: [["metal", "metal", "ice", "ice", "ice", "ice", "ice", "ice", "ice", "ice"], []], phase: "discard" });
    expect(refused(s, 0, { type: "discard", cards: ["metal"] })).toBe("Discard exactly 2 cards to keep 8.");
    expect(refused(s, 0, { type: "discard", cards: ["metal", "metal", "metal"] })).toBe("Discard exactly 2 cards to keep 8.");
    expect(refused(s, 0, { type: "discard", cards: ["colony", "metal"] })).toBe("You do not hold that many Colony cards.");
    const one = makeState({ hands: [["metal", "ice", "ice", "ice", "ice", "ice", "ice", "ice", "ice"], []], phase: "discard" });
    expect(refused(one, 0, { type: "discard", cards: ["metal", "ice"] })).toBe("Discard exactly 1 card to keep 8.");
  });

  it("§3.7 Build: a site card from the hand, next to the player's sites; a Volcano on any empty space", () => {
    const s = makeState({ sites: [["outpost", 1, 1], ["metal", 6, 6, 1]], hands: [["transfer", "colony", "volcano"], []], phase: "build" });
    expect(refused(s, 0, { type: "build", card: "transfer", at: at(2, 1) })).toBe("Transfer is an action card; it cannot be placed on the map.");
    expect(refused(s, 0, { type: "build", card: "factory", at: at(2, 1) })).toBe("You have no Factory in your hand.");
    expect(refused(s, 0, { type: "build", card: "colony", at: at(7, 7) }))
      .toBe("A site must go on an empty space next to a site you control; (7,7) is not one.");
    expect(refused(s, 0, { type: "build", card: "colony", at: at(1, 1) }))
      .toBe("A site must go on an empty space next to a site you control; (1,1) is not one.");
    expect(refused(s, 0, { type: "build", card: "volcano", at: at(6, 6) })).toBe("(6,6) is not empty.");
  });
});
