import { ANSWER_TIMEOUT_MS, Moves, REFUSAL_CAP, routeError, type Refusal } from "../src/net/moves";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));

/** A transport that records what went out; `up` false plays a dropped connection. */
function transport(up = true) {
  const sent: { type: string; message: unknown }[] = [];
  return { sent, send: (type: string, message?: unknown) => (up ? (sent.push({ type, message }), true) : false) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("sends a move as an `action` and holds further moves back while it is in flight", () => {
  const t = transport();
  const moves = new Moves(t);
  expect(moves.send({ type: "buy", position: 2 })).toBe(true);
  expect(moves.inFlight).toBe(true);
  expect(moves.send({ type: "buy", position: 3 })).toBe(false);
  expect(t.sent).toEqual([{ type: "action", message: { type: "buy", position: 2 } }]);
});

it("opens the lock on the next state", () => {
  const t = transport();
  const moves = new Moves(t);
  moves.send({ type: "pass" });
  moves.settled();
  expect(moves.inFlight).toBe(false);
  expect(moves.send({ type: "takeCoin" })).toBe(true);
  expect(t.sent).toHaveLength(2);
});

it("opens the lock at once on a refusal and tells the listeners the reason as a sentence, with the move", () => {
  const t = transport();
  const moves = new Moves(t);
  const heard: Refusal[] = [];
  moves.onRefused((r) => heard.push(r));
  moves.send({ type: "buy", position: 5 });
  routeError({ code: "too_poor", message: "not enough coins: that card costs 5 €, you have 3 € (too_poor)", about: "action" }, moves, () => {
    throw new Error("a refused move is not a toast");
  });
  expect(heard).toEqual([{ code: "too_poor", reason: "Not enough coins: that card costs 5 €, you have 3 €.", action: { type: "buy", position: 5 } }]);
  expect(moves.inFlight).toBe(false);
  expect(moves.send({ type: "pass" })).toBe(true);
});

it("other errors still go to the toast, and leave the move's lock alone", () => {
  const t = transport();
  const moves = new Moves(t);
  const heard: Refusal[] = [];
  moves.onRefused((r) => heard.push(r));
  const toasts: string[] = [];
  moves.send({ type: "pass" });
  routeError({ code: "chat_too_fast", message: "you are chatting too fast; wait 3 seconds", about: "chat.send" }, moves, (m) => toasts.push(m));
  routeError({ code: "unknown_message", message: "unknown message type \"x\"" }, moves, (m) => toasts.push(m));
  expect(toasts).toEqual(["You are chatting too fast; wait 3 seconds.", "Unknown message type \"x\"."]);
  expect(heard).toEqual([]);
  expect(moves.inFlight).toBe(true);
});

it("a refused move with no board listening becomes a toast", () => {
  const moves = new Moves(transport());
  const toasts: string[] = [];
  moves.send({ type: "pass" });
  routeError({ code: "not_your_turn", message: "the game is not waiting for you", about: "action" }, moves, (m) => toasts.push(m));
  expect(toasts).toEqual(["The game is not waiting for you."]);
  expect(moves.inFlight).toBe(false);
});

it("a stop function ends a listener", () => {
  const moves = new Moves(transport());
  const heard: Refusal[] = [];
  const stop = moves.onRefused((r) => heard.push(r));
  stop();
  moves.send({ type: "pass" });
  expect(moves.refused({ code: "x", message: "no" })).toBe(false);
  expect(heard).toEqual([]);
});

it("nothing sent (not connected) takes no lock", () => {
  const moves = new Moves(transport(false));
  expect(moves.send({ type: "pass" })).toBe(false);
  expect(moves.inFlight).toBe(false);
});

it("an unanswered move opens the lock after ANSWER_TIMEOUT_MS, and whenFree resolves then", async () => {
  const moves = new Moves(transport());
  moves.send({ type: "pass" });
  let free = false;
  const waiting = moves.whenFree().then(() => { free = true; });
  jest.advanceTimersByTime(ANSWER_TIMEOUT_MS - 1);
  await Promise.resolve();
  expect(free).toBe(false);
  expect(moves.inFlight).toBe(true);
  jest.advanceTimersByTime(1);
  await waiting;
  expect(free).toBe(true);
  expect(moves.inFlight).toBe(false);
});

it("past REFUSAL_CAP refusals in the window the page answers itself and sends nothing more", () => {
  let now = 0;
  const t = transport();
  const moves = new Moves(t, () => now);
  const heard: Refusal[] = [];
  moves.onRefused((r) => heard.push(r));
  for (let i = 0; i < REFUSAL_CAP; i++) {
    expect(moves.send({ type: "buy", position: 5 })).toBe(true);
    moves.refused({ code: "too_poor", message: "not enough coins" });
    now += 100;
  }
  expect(moves.send({ type: "buy", position: 5 })).toBe(false);
  expect(t.sent).toHaveLength(REFUSAL_CAP);
  expect(heard.at(-1)).toMatchObject({ code: "too_many_refused", reason: expect.stringMatching(/^Too many moves were refused/) });
  now += 10_000;
  expect(moves.send({ type: "buy", position: 5 })).toBe(true);
});
