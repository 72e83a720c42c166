import { breakOut, cureStep, diseaseStep } from "../../src/games/cheeses/disease";
import type { GameEvent } from "../../src/engine/game";
import { scripted, stateWith, type ModuleSpecInput } from "./helpers";

const BARNS: ModuleSpecInput[] = [
  ["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["barn", 3, 5], ["barn", 5, 5], ["megaBarn", 5, 3], ["barn", 3, 3],
];

describe("§4.6 S3 disease", () => {
  it("a roll of 1 makes a random healthy barn sick; other rolls do nothing", () => {
    const s = stateWith({ modules: BARNS });
    const events: GameEvent[] = [];
    diseaseStep(s, scripted([1, 0, 4]), events);
    expect(s.modules.filter((m) => m.sick).map((m) => [m.x, m.y])).toEqual([[2, 4]]);
    expect(events).toContainEqual({ type: "diseaseRoll", seat: 1, roll: 4 });
    const t = stateWith({ modules: BARNS });
    diseaseStep(t, scripted([2, 6]), []);
    expect(t.modules.some((m) => m.sick)).toBe(false);
  });

  it("the sick barn is chosen among the healthy ones only", () => {
    const s = stateWith({ modules: BARNS.map(([t, x, y]) => [t, x, y, { sick: t === "barn" && x === 2 }] as ModuleSpecInput) });
    breakOut(s, 0, scripted([0]), []);
    expect(s.modules.filter((m) => m.sick).map((m) => [m.x, m.y])).toEqual([[2, 4], [3, 5]]);
  });

  it("at most 4 diseases: a fifth is ignored; without a healthy barn a disease is ignored", () => {
    const four: ModuleSpecInput[] = BARNS.map(([t, x, y]) => [t, x, y, { sick: t.endsWith("arn") && !(x === 3 && y === 3) }]);
    const s = stateWith({ modules: four });
    expect(s.modules.filter((m) => m.sick)).toHaveLength(4);
    const events: GameEvent[] = [];
    breakOut(s, 0, scripted([0]), events);
    expect(s.modules.filter((m) => m.sick)).toHaveLength(4);
    expect(events).toEqual([{ type: "diseaseIgnored", seat: 0 }]);
    const none = stateWith({ modules: [["startUp", 4, 6]] });
    breakOut(none, 0, scripted([]), []);
    expect(none.modules.some((m) => m.sick)).toBe(false);
  });
});

describe("§4.12 S10 cure", () => {
  const sickBarn: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4, { sick: true }]];

  it("C18 with a functional Vet a 3 then a 6 cures; without a Vet the 3 alone leaves it sick", () => {
    const vet = stateWith({ modules: [...sickBarn, ["veterinary", 4, 8]] });
    cureStep(vet, scripted([3, 6]), []);
    expect(vet.modules.some((m) => m.sick)).toBe(false);
    const noVet = stateWith({ modules: sickBarn });
    const rolls = [3, 6];
    cureStep(noVet, scripted(rolls), []);
    expect(noVet.modules.some((m) => m.sick)).toBe(true);
    expect(rolls).toEqual([6]);
  });

  it("a 5 cures at once; an energy-short Vet gives no second roll; two Vets do not stack", () => {
    const s = stateWith({ modules: sickBarn });
    cureStep(s, scripted([5]), []);
    expect(s.modules.some((m) => m.sick)).toBe(false);
    const short = stateWith({ modules: [...sickBarn, ["veterinary", 4, 8, { energyShort: true }]] });
    cureStep(short, scripted([4, 6]), []);
    expect(short.modules.some((m) => m.sick)).toBe(true);
    const two = stateWith({ modules: [...sickBarn, ["veterinary", 4, 8], ["veterinary", 6, 6]] });
    const events: GameEvent[] = [];
    cureStep(two, scripted([1, 2, 6]), events);
    expect(two.modules.some((m) => m.sick)).toBe(true);
    expect(events).toEqual([{ type: "cureRoll", seat: 0, module: 3, x: 2, y: 4, rolls: [1, 2], cured: false }]);
  });
});
