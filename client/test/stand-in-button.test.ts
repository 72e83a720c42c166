import { mayAskStandIn } from "../src/panels/players";

const playing = { status: "playing" as const, mySeat: 0 };
const gone = { kind: "human" as const, connected: false, sessionId: "", standIn: false };

it("a player may ask for a bot only for a seat whose player is gone for good", () => {
  expect(mayAskStandIn(playing, gone)).toBe(true);
  // Within the reconnection window the seat is still held for the player's session: a blip is not leaving.
  expect(mayAskStandIn(playing, { ...gone, sessionId: "s-bo" })).toBe(false);
  expect(mayAskStandIn(playing, { ...gone, connected: true, sessionId: "s-bo" })).toBe(false);
  expect(mayAskStandIn(playing, { ...gone, standIn: true })).toBe(false);
  expect(mayAskStandIn(playing, { ...gone, kind: "bot" })).toBe(false);
});

it("a spectator, a lobby or a finished game offers no ask", () => {
  expect(mayAskStandIn({ status: "playing", mySeat: null }, gone)).toBe(false);
  expect(mayAskStandIn({ status: "lobby", mySeat: 0 }, gone)).toBe(false);
  expect(mayAskStandIn({ status: "ended", mySeat: 0 }, gone)).toBe(false);
});
