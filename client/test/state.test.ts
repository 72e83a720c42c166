import { toPlainState } from "../src/state";

/** What colyseus.js hands the page after reflection decoding: maps with forEach and get, arrays as iterables. */
class FakeMap<T> {
  private map: Map<string, T>;
  constructor(entries: [string, T][]) {
    this.map = new Map(entries);
  }
  forEach(callback: (value: T, key: string) => void): void {
    this.map.forEach(callback);
  }
  get(key: string): T | undefined {
    return this.map.get(key);
  }
}

/**
 * A decoded node, written by hand in the documented format (shared/src/schema/plain.ts): one map of
 * entries; a plain value or a list of plain values is keyed "<branch id>/<key>" with its JSON text,
 * a branch below the root is keyed by its id with "#o" or "#a", its parent's id and its key.
 */
function node(plain: Record<string, unknown> | unknown[]): unknown {
  const entries: [string, string][] = [];
  const plainValue = (v: unknown) => v === null || typeof v !== "object";
  let ids = 0;
  const add = (parent: string, value: Record<string, unknown> | unknown[]) => {
    for (const [k, v] of Array.isArray(value) ? value.map((x, i) => [String(i), x] as const) : Object.entries(value)) {
      if (v !== null && typeof v === "object" && !(Array.isArray(v) && v.every(plainValue))) {
        const id = `b${++ids}`;
        entries.push([id, `${Array.isArray(v) ? "#a" : "#o"}/${parent}/${k}`]);
        add(id, v as Record<string, unknown>);
      } else entries.push([`${parent}/${k}`, JSON.stringify(v)]);
    }
  };
  add("", plain);
  return { kind: Array.isArray(plain) ? "array" : "object", length: Array.isArray(plain) ? plain.length : 0, entries: new FakeMap(entries.reverse()) };
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
  log: ["The game begins with Ana and Bo"],
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
    { seat: 0, name: "Ana", kind: "human", connected: true, host: true, sessionId: "s-ana", standIn: false, level: "", botAt: 0, deadline: 0, moreTime: 1, bankMs: 0, timeouts: 0, rematch: "" },
    { seat: 1, name: "Bo", kind: "human", connected: true, host: false, sessionId: "s-bo", standIn: false, level: "", botAt: 0, deadline: 0, moreTime: 1, bankMs: 0, timeouts: 0, rematch: "" },
    { seat: 2, name: "Bot 3", kind: "bot", connected: true, host: false, sessionId: "", standIn: false, level: "hard", botAt: 0, deadline: 0, moreTime: 1, bankMs: 0, timeouts: 0, rematch: "" },
  ]);
});

test("a state that has not arrived yet reads as an empty live lobby", () => {
  const state = toPlainState({}, "x");
  expect(state).toMatchObject({ code: "", status: "lobby", seats: [], game: null, mySeat: null, log: [], pace: "live" });
});

test("a turn-based table carries its pace and each seat's deadline, reserve and timeouts", () => {
  const state = toPlainState({ ...decoded, pace: "turn-based", turnSeconds: 86_400,
    seats: [{ ...seat(0, "Ana", "s-ana"), deadline: 5_000, bankMs: 172_800_000, timeouts: 2 }, seat(1, "Bo", "")] }, "s-ana");
  expect(state).toMatchObject({ pace: "turn-based", turnSeconds: 86_400 });
  expect(state.seats[0]).toMatchObject({ deadline: 5_000, bankMs: 172_800_000, timeouts: 2 });
  expect(state.seats[1]).toMatchObject({ deadline: 0, bankMs: 0, timeouts: 0 });
});

test("a pace the client does not know reads as live", () => {
  expect(toPlainState({ pace: "blitz" }, "x").pace).toBe("live");
});

test("each seat's answer to play again and the new table's code come through", () => {
  const state = toPlainState({ ...decoded, status: "ended", rematchCode: "WXYZ2",
    seats: [{ ...seat(0, "Ana", "s-ana"), rematch: "yes" }, { ...seat(1, "Bo", ""), rematch: "no" }] }, "s-ana");
  expect(state.rematchCode).toBe("WXYZ2");
  expect(state.seats.map((s) => s.rematch)).toEqual(["yes", "no"]);
  expect(toPlainState({}, "x").rematchCode).toBe("");
});
