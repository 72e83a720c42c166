import { reportVisibility } from "../src/notify/visibility";

type Room = { sent: [string, unknown][]; send(type: string, message: unknown): void };
const room = (): Room => ({ sent: [], send(type, message) { this.sent.push([type, message]); } });

/** A page whose visibility the test sets, and a connection that enters rooms when told. */
function setup() {
  const target = new EventTarget();
  const page = {
    visibilityState: "visible" as DocumentVisibilityState,
    addEventListener: (type: "visibilitychange", l: () => void) => target.addEventListener(type, l),
    removeEventListener: (type: "visibilitychange", l: () => void) => target.removeEventListener(type, l),
  };
  const listeners: ((r: Room) => void)[] = [];
  const conn = {
    room: null as Room | null,
    status: "idle",
    onRoom(l: (r: Room) => void) { listeners.push(l); return () => listeners.splice(listeners.indexOf(l), 1); },
  };
  const enter = (r: Room) => { conn.room = r; conn.status = "connected"; for (const l of listeners) l(r); };
  const turn = (state: DocumentVisibilityState) => { page.visibilityState = state; target.dispatchEvent(new Event("visibilitychange")); };
  const stop = reportVisibility(conn, page);
  return { conn, enter, turn, stop };
}

it("tells each room entered whether the page is in view", () => {
  const { enter, turn } = setup();
  const first = room();
  enter(first);
  turn("hidden");
  const second = room();
  enter(second);
  expect(first.sent).toEqual([["visible", { visible: true }], ["visible", { visible: false }]]);
  expect(second.sent).toEqual([["visible", { visible: false }]]);
});

it("tells the room at every change", () => {
  const { enter, turn } = setup();
  const r = room();
  enter(r);
  turn("hidden");
  turn("visible");
  expect(r.sent.map(([, m]) => m)).toEqual([{ visible: true }, { visible: false }, { visible: true }]);
});

it("sends nothing while not connected, and nothing once stopped", () => {
  const { conn, enter, turn, stop } = setup();
  const r = room();
  enter(r);
  conn.status = "reconnecting";
  turn("hidden");
  expect(r.sent).toHaveLength(1);
  conn.status = "connected";
  stop();
  turn("visible");
  const later = room();
  enter(later);
  expect(r.sent).toHaveLength(1);
  expect(later.sent).toEqual([]);
});
