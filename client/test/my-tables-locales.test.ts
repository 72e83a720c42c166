import type { MyTable } from "@space/shared";
import { tableRow } from "../src/screens/table-rows";
import { readIn } from "./support/read-in";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = 1_800_000_000_000;

function table(t: Partial<MyTable>): MyTable {
  return { code: "ABCDE", gameId: "base", pace: "turn-based", status: "playing", seat: 0,
    players: [{ name: "Ana", kind: "human" }, { name: "Bo", kind: "human" }, { name: "Cy", kind: "bot" }],
    awaiting: [], deadline: 0, lastMove: "", moves: 0, updatedAt: NOW, ...t };
}

it("My tables reads in German: whose turn, the others listed the German way, the time left", async () => {
  await readIn("de");
  expect(tableRow(table({ awaiting: [1], deadline: NOW + 2 * DAY + 3 * HOUR }), NOW))
    .toMatchObject({ pace: "Rundenbasiert", turn: "Bo ist dran", others: "mit Bo und Cy (Bot)", timeLeft: "noch 2 Tg. 3 Std." });
});

it("My tables reads in Polish: names stay undeclined, days take their plural", async () => {
  await readIn("pl");
  expect(tableRow(table({ seat: 2, awaiting: [0, 1], deadline: NOW + 5 * DAY }), NOW))
    .toMatchObject({ turn: "Grają: Ana i Bo", others: "współgracze: Ana i Bo", timeLeft: "jeszcze 5 dni" });
});
