import { cheeses } from "../../src/games/cheeses";
import { botGame } from "./helpers";

describe("bot", () => {
  it("bots play whole games legally, build colonies and sell", () => {
    const { s, events } = botGame(3, "bots");
    for (let seat = 0; seat < 3; seat++) expect(s.modules.filter((m) => m.owner === seat).length).toBeGreaterThan(5);
    expect(events.some((e) => e.type === "sold")).toBe(true);
    expect(cheeses.result(s)!.winners.length).toBeGreaterThan(0);
  });
});
