import { toPlainState } from "../src/state";

/** What colyseus.js hands the page after reflection decoding: maps with forEach, arrays as iterables. */
class FakeMap<T> {
  constructor(private entries: [string, T][]) {}
  forEach(callback: (value: T, key: string) => void): void {
    for (const [k, v] of this.entries) callback(v, k);
  }
}

function node(plain: Record<string, unknown> | unknown[]): unknown {
  const leaves: [string, string][] = [];
  const nodes: [string, unknown][] = [];
  const entries = Array.isArray(plain) ? plain.map((v, i) => [String(i), v] as const) : Object.entries(plain);
  for (const [k, v] of entries) {
    if (v !== null && typeof v === "object") nodes.push([k, node(v as Record<string, unknown>)]);
    else leaves.push([k, JSON.stringify(v)]);
  }
  return { kind: Array.isArray(plain) ? "array" : "object", length: Array.isArray(plain) ? plain.length : 0,
    leaves: new FakeMap(leaves), nodes: new FakeMap(nodes) };
}

function seat(n: number, name: string, sessionId: string, secret?: unknown) {
  return { seat: n, name, kind: "human", connected: true, host: n === 0, sessionId, ...(secret ? { secret } : {}) };
}

const decoded = {
  code: "ABCDE",
  gameId: "zoo",
  status: "playing",
  seats: [seat(0, "Ana", "s-ana"), seat(1, "Bo", "s-bo", node({ hand: [3, 9] })), { ...seat(2, "Bot 3", ""), kind: "bot", level: "hard" }],
  spectators: 2,
  game: node({ turn: 4, scores: [1, 2], board: { planets: [{ id: "p1" }] } }),
  awaiting: new Set([1]),
  log: ["The game begins with Ana, Bo"],
  winners: [],
  scores: [],
  deadline: 1234,
  moves: 7,
};

test("the merged view is the public game plus my own secret", () => {
  const state = toPlainState(decoded, "s-bo");
  expect(state.mySeat).toBe(1);
  expect(state.game).toEqual({ turn: 4, scores: [1, 2], board: { planets: [{ id: "p1" }] } });
  expect(state.view).toEqual({ turn: 4, scores: [1, 2], board: { planets: [{ id: "p1" }] }, private: { hand: [3, 9] } });
  expect(state.awaiting).toEqual([1]);
  expect(state).toMatchObject({ code: "ABCDE", gameId: "zoo", status: "playing", spectators: 2, deadline: 1234, moves: 7 });
});

test("another seat's page has no private part, and a spectator has no seat", () => {
  expect(toPlainState(decoded, "s-ana")).toMatchObject({ mySeat: 0, view: { private: null } });
  expect(toPlainState(decoded, "watcher")).toMatchObject({ mySeat: null, view: { private: null } });
});

test("seats come out as plain records without the secret", () => {
  const state = toPlainState(decoded, "s-bo");
  expect(state.seats).toEqual([
    { seat: 0, name: "Ana", kind: "human", connected: true, host: true, sessionId: "s-ana", standIn: false, level: "" },
    { seat: 1, name: "Bo", kind: "human", connected: true, host: false, sessionId: "s-bo", standIn: false, level: "" },
    { seat: 2, name: "Bot 3", kind: "bot", connected: true, host: false, sessionId: "", standIn: false, level: "hard" },
  ]);
});

test("a state that has not arrived yet reads as an empty lobby", () => {
  const state = toPlainState({}, "x");
  expect(state).toMatchObject({ code: "", status: "lobby", seats: [], game: null, mySeat: null, log: [] });
});
