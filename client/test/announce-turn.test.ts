import { turnNews } from "../src/table/announce-turn";
import { readIn } from "./support/read-in";

const NAMES = ["Ana", "Bo", "Cy"];
const names = (seats: number[]) => seats.map((s) => NAMES[s]).join(" and ");
const playing = (...awaiting: number[]) => ({ status: "playing", awaiting });

beforeAll(() => readIn("en"));

test("the decision becoming the player's is the one urgent news", () => {
  expect(turnNews(playing(1), playing(0), 0, names)).toEqual({ urgent: "Your turn." });
});

test("the player's turn is said once, not again with every state while it lasts", () => {
  expect(turnNews(playing(0), playing(0), 0, names)).toEqual({});
  expect(turnNews(playing(0, 1), playing(0), 0, names)).toEqual({});
});

test("another player's turn is said politely, by name", () => {
  expect(turnNews(playing(0), playing(1), 0, names)).toEqual({ polite: "Waiting for Bo." });
});

test("a simultaneous phase shrinking as players decide says nothing", () => {
  expect(turnNews(playing(0, 1, 2), playing(1, 2), 0, names)).toEqual({});
});

test("the first state says whose turn it is; a game that is over says no turn", () => {
  expect(turnNews(null, playing(0), 0, names)).toEqual({ urgent: "Your turn." });
  expect(turnNews(null, playing(2), 0, names)).toEqual({ polite: "Waiting for Cy." });
  expect(turnNews(playing(1), { status: "ended", awaiting: [] }, 0, names)).toEqual({});
});

test("a spectator hears every turn politely", () => {
  expect(turnNews(playing(1), playing(0), null, names)).toEqual({ polite: "Waiting for Ana." });
});
