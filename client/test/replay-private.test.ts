import { readablePrivate } from "../src/replay/readable";
import { readIn } from "./support/read-in";

const names = ["Ana", "Bo"];

afterAll(() => readIn("en"));

it("a replay's hidden hands read in the reader's language: Space Zoo's phase cards in Polish", async () => {
  await readIn("pl");
  expect(readablePrivate("zoo", { hand: ["funding", "research"], choice: null, build: null }, names)).toEqual(["Ręka (2) Finansowanie, Badania"]);
});

it("a replay's hidden hands read in the reader's language: Space Base's cards in Polish", async () => {
  await readIn("pl");
  expect(readablePrivate("base", { hand: ["volcano", "metal"], stealHand: null, stolen: null }, names)).toEqual(["Ręka (2) Wulkan, Metal"]);
});

it("a replay's hidden choices read in the reader's language: a Cheeses sale's products in German", async () => {
  await readIn("de");
  expect(readablePrivate("cheeses", { submission: { type: "sell", quantities: { milk: 2, cream: 0 } } }, names)).toEqual(["Verkauf: Milch 2"]);
});
