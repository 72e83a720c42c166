import { mayAskStandIn } from "../src/panels/players";

const playing = { status: "playing" as const, mySeat: 0, pace: "live" as const };
const gone = { kind: "human" as const, connected: false, sessionId: "", standIn: false, timeouts: 0 };

it("a player may ask for a bot only for a seat whose player is gone for good", () => {
  expect(mayAskStandIn(playing, gone)).toBe(true);
  // Within the reconnection window the seat is still held for the player's session: a blip is not leaving.
  expect(mayAskStandIn(playing, { ...gone, sessionId: "s-bo" })).toBe(false);
  expect(mayAskStandIn(playing, { ...gone, connected: true, sessionId: "s-bo" })).toBe(false);
  expect(mayAskStandIn(playing, { ...gone, standIn: true })).toBe(false);
  expect(mayAskStandIn(playing, { ...gone, kind: "bot" })).toBe(false);
});

it("a spectator, a lobby or a finished game offers no ask", () => {
  expect(mayAskStandIn({ ...playing, mySeat: null }, gone)).toBe(false);
  expect(mayAskStandIn({ ...playing, status: "lobby" }, gone)).toBe(false);
  expect(mayAskStandIn({ ...playing, status: "ended" }, gone)).toBe(false);
});

it("at a turn-based table the ask shows only once the rules played for the seat twice in a row", () => {
  const turnBased = { ...playing, pace: "turn-based" as const };
  expect(mayAskStandIn(turnBased, gone)).toBe(false);
  expect(mayAskStandIn(turnBased, { ...gone, timeouts: 1 })).toBe(false);
  expect(mayAskStandIn(turnBased, { ...gone, timeouts: 2 })).toBe(true);
  expect(mayAskStandIn(turnBased, { ...gone, timeouts: 3 })).toBe(true);
  // Still not for a seat a bot already plays, nor one whose player is at the table.
  expect(mayAskStandIn(turnBased, { ...gone, timeouts: 2, standIn: true })).toBe(false);
  expect(mayAskStandIn(turnBased, { ...gone, timeouts: 2, connected: true, sessionId: "s-bo" })).toBe(false);
});
