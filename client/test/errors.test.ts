import { describeFailure, gameHasStarted, joinRefusalWords, refusalCode, sentence } from "../src/net/errors";
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
  const started = Object.assign(new Error("the game has already started; join as a spectator to watch (game_started)"), { code: 4216 });
  expect(describeFailure(started)).toBe("The game has already started; join as a spectator to watch.");
  expect(describeFailure(undefined)).toBe("The game server could not be reached.");
});

it("the lobby tells a started game's refusal from the others by its code, to watch instead (issue 39)", () => {
  const started = Object.assign(new Error("the game has already started; join as a spectator to watch (game_started)"), { code: 4216 });
  expect(gameHasStarted(refusalCode(started))).toBe(true);
  expect(gameHasStarted(refusalCode(new Error("the room is full; join as a spectator to watch (room_full)")))).toBe(false);
  expect(gameHasStarted(refusalCode(new Error("the game has already started; join as a spectator to watch")))).toBe(false);
  expect(refusalCode(new Error("that seat token belongs to no seat of this game (no_such_seat)"))).toBe("no_such_seat");
});

describe("a join's refusal in the reader's words (issue 41)", () => {
  afterAll(() => readIn("en"));

  it("by its code, in Polish and German, with the name's limit; an unknown code keeps the server's sentence", async () => {
    await readIn("pl");
    expect(joinRefusalWords("the room is full; join as a spectator to watch (room_full)")).toBe("Pokój jest pełny; dołącz jako widz, aby oglądać.");
    expect(joinRefusalWords("invalid join options: name: name is longer than 20 characters (name_too_long)")).toBe("Nazwa ma więcej niż 20 znaków.");
    expect(describeFailure(new Error("this seat is now open on another device (seat_moved_away)"))).toBe("To miejsce jest teraz otwarte na innym urządzeniu.");
    expect(joinRefusalWords("a turn-based table's clock is 1 hour to 14 days a move (turn_clock_range)")).toBe("Zegar stołu gry turowej to od 1 godziny do 14 dni na ruch.");
    await readIn("de");
    expect(joinRefusalWords("the game has already started; join as a spectator to watch (game_started)"))
      .toBe("Das Spiel hat schon begonnen; tritt als Zuschauer bei, um zuzuschauen.");
    expect(joinRefusalWords("a newer server's refusal (from_the_future)")).toBe("A newer server's refusal.");
    expect(joinRefusalWords("an older server's refusal")).toBe("An older server's refusal.");
  });
});
