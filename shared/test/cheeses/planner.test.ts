import { cheeses } from "../../src/games/cheeses";
import { adjacent, spaceAt } from "../../src/games/cheeses/map";
import { planner } from "../../src/games/cheeses/planner";
import type { CheesesAction, CheesesState } from "../../src/games/cheeses/types";
import { randomFunction } from "../../src/engine/random";
import { stateWith, type ModuleSpecInput } from "./helpers";
import { refusalWords } from "../../src/engine/game";

const choose = (s: CheesesState, seat = 0): CheesesAction => planner.choose(cheeses.view(s, seat), seat, randomFunction("plan"));
const building = (modules: ModuleSpecInput[], money = 200, turn = 3) =>
  stateWith({ modules: [...modules, ["startUp", 20, 12, { owner: 1 }]], money: [money, 100], turn, step: "build" });

describe("the hard bot's colony plan (Cheeses)", () => {
  it("builds a Processing Plant first, where it has the most free neighbours (lush ones count twice)", () => {
    const a = choose(building([["startUp", 4, 6]]));
    expect(a).toMatchObject({ type: "build", module: "processingPlant" });
    // An octagon: eight neighbours, not a square's four.
    if (a.type === "build") expect(spaceAt(1, a.x, a.y)!.kind).toBe("octagon");
  });

  it("then a herd on a lush pasture next to the plant, then a Space Port away from the plant's spaces", () => {
    const barn = choose(building([["startUp", 4, 6], ["processingPlant", 4, 4]]));
    expect(barn).toMatchObject({ type: "build", module: "barn" });
    if (barn.type === "build") expect(spaceAt(1, barn.x, barn.y)!.feature).toBe("lush");
    const port = choose(building([["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4]]));
    expect(port).toMatchObject({ type: "build", module: "spacePort" });
    if (port.type === "build") expect(adjacent(4, 4, port.x, port.y)).toBe(false);
  });

  it("adds storage until it holds the herds' whole output, Cheese and Beef first", () => {
    const colony: ModuleSpecInput[] = [["startUp", 4, 6], ["geothermal", 2, 0], ["processingPlant", 4, 4], ["barn", 2, 4], ["spacePort", 6, 6]];
    expect(choose(building(colony))).toMatchObject({ type: "build", module: "cheeseStorage" });
    // 10 stored for the lush Barn's 7: the next herd, a Mega-Barn.
    expect(choose(building([...colony, ["cheeseStorage", 5, 5]]))).toMatchObject({ type: "build", module: "megaBarn" });
  });

  it("builds energy first when the next module would leave the colony short", () => {
    // Supply 5 (Start-Up); demand 2 + 1 + 1 + 1 = 5: the next consumer would go short.
    const colony: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["spacePort", 6, 6], ["cheeseStorage", 5, 5]];
    const a = choose(building(colony));
    expect(a.type === "build" && ["geothermal", "solar"].includes(a.module)).toBe(true);
  });

  it("builds nothing that cannot pay back: passes in the last turn once the output is stored", () => {
    const colony: ModuleSpecInput[] = [["startUp", 4, 6], ["processingPlant", 4, 4], ["barn", 2, 4], ["spacePort", 6, 6], ["cheeseStorage", 5, 5]];
    expect(choose(building(colony, 200, 15))).toEqual({ type: "pass" });
  });

  it("fills Cheese and Beef in pairs when gift boxes can sell them", () => {
    const s = stateWith({
      modules: [["startUp", 4, 6], ["processingPlant", 4, 4], ["megaBarn", 2, 4], ["spacePort", 6, 6], ["catalogStore", 6, 8],
        ["cheeseStorage", 5, 5], ["beefStorage", 3, 3], ["milkStorage", 5, 3], ["startUp", 20, 12, { owner: 1 }]],
      turn: 3, step: "dairy",
    });
    // A Mega-Barn on the lush (2,4) makes 14: 7 Cheese and 7 Beef, none left for Milk.
    expect(choose(s)).toEqual({ type: "dairy", allocation: { cheese: 7, beef: 7 } });
  });

  it("wins most games against the medium bot", () => {
    let wins = 0;
    const games = 10;
    for (let g = 0; g < games; g++) {
      let s = cheeses.setup({ players: 2, seed: `plan-${g}` });
      const rng = randomFunction(`plan-${g}`);
      while (!cheeses.result(s)) {
        const seat = cheeses.awaiting(s)[0];
        const level = seat === g % 2 ? planner : cheeses.bot;
        const r = cheeses.apply(s, seat, level.choose(cheeses.view(s, seat), seat, rng));
        if (!r.ok) throw new Error(refusalWords(r.error));
        s = r.state;
      }
      if (cheeses.result(s)!.winners.includes(g % 2)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(8);
  });
});
