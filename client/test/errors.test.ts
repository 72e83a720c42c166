import { describeFailure, gameHasStarted, sentence } from "../src/net/errors";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));

it("server words become a sentence, never a raw code", () => {
  expect(sentence("the game is not waiting for you")).toBe("The game is not waiting for you.");
  expect(sentence("too many messages; slow down (rate_limited)")).toBe("Too many messages; slow down.");
  expect(sentence("Room closed (code 4216)")).toBe("Room closed.");
  expect(sentence("Done!")).toBe("Done!");
});

it("a failed join says what to check, without a number", () => {
  const notFound = Object.assign(new Error('room "ABCDE" not found'), { code: 4212 });
  expect(describeFailure(notFound)).toMatch(/^There is no open room with that code/);
  const started = Object.assign(new Error("the game has already started; join as a spectator to watch"), { code: 4216 });
  expect(describeFailure(started)).toBe("The game has already started; join as a spectator to watch.");
  expect(describeFailure(undefined)).toBe("The game server could not be reached.");
});

it("the lobby tells a started game's refusal from the others, to watch instead (issue 39)", () => {
  const started = describeFailure(Object.assign(new Error("the game has already started; join as a spectator to watch"), { code: 4216 }));
  expect(gameHasStarted(`Could not join room ABCDE: ${started}`)).toBe(true);
  expect(gameHasStarted("Could not join room ABCDE: The room is full; join as a spectator to watch.")).toBe(false);
  expect(gameHasStarted("Could not join room ABCDE: That seat token belongs to no seat of this game.")).toBe(false);
});
