import type { ChatLine } from "@space/shared";
import { ChatPeople } from "../src/panels/chat-people";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));

function line(id: number, from: string, name: string, seat: number | null = null): ChatLine {
  return { id, from, name, seat, text: "hi", at: id };
}

const seats = [
  { seat: 0, kind: "human" as const, name: "Ana" },
  { seat: 1, kind: "bot" as const, name: "Bot 2" },
  { seat: 2, kind: "open" as const, name: "" },
];

it("players are listed under their seat's key and name, spectators under the server's key, without this page's own", () => {
  const people = new ChatPeople();
  people.hear(line(1, "seat:0", "Ana", 0));
  people.hear(line(2, "watch:k1", "Eve"));
  expect(people.list(seats, null)).toEqual([["seat:0", "Ana"], ["watch:k1", "Eve (watching)"]]);
  expect(people.list(seats, "seat:0")).toEqual([["watch:k1", "Eve (watching)"]]);
});

it("a spectator who rejoined under another name is one entry under the newer name, whatever order the lines came in", () => {
  const people = new ChatPeople();
  people.hear(line(7, "watch:k1", "Zoe"));
  people.hear(line(3, "watch:k1", "Ann")); // the history, arriving after a newer line
  expect(people.list([], null)).toEqual([["watch:k1", "Zoe (watching)"]]);
});

it("two spectators with one name are two entries: the key is the server's, not the name", () => {
  const people = new ChatPeople();
  people.hear(line(1, "watch:k1", "Ann"));
  people.hear(line(2, "watch:k2", "Ann"));
  expect(people.list([], null).map(([key]) => key)).toEqual(["watch:k1", "watch:k2"]);
});
