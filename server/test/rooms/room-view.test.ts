import { Decoder, Encoder } from "@colyseus/schema";
import { RoomState, SeatSlot, reconcile } from "@space/shared/schema";
import { RoomView } from "../../src/rooms/room-view";

/** A room of two seats, each with a secret, and the first seat's view, encoded as Colyseus does for a patch. */
function setUp() {
  const room = new RoomState();
  for (let i = 0; i < 2; i++) room.seats.push(new SeatSlot().assign({ seat: i }));
  reconcile(room.seats[0].secret, { hand: ["fish"] });
  reconcile(room.seats[1].secret, { hand: ["moon"] });
  const encoder = new Encoder(room);
  encoder.encodeAll();
  encoder.discardChanges();
  const view = new RoomView();
  return { room, encoder, view };
}

function patchFor(encoder: Encoder, view: RoomView): Buffer {
  const it = { offset: 0 };
  encoder.encode(it);
  const bytes = encoder.encodeView(view, it.offset, it);
  encoder.discardChanges();
  return bytes;
}

it("sends what a view adds once, then only changes: its changes are cleared after each patch", () => {
  const { room, encoder, view } = setUp();
  view.add(room.seats[0].secret);
  expect(view.changes.size).toBeGreaterThan(0);
  const first = patchFor(encoder, view);
  expect(view.changes.size).toBe(0);
  expect(first.toString("latin1")).toContain("fish");
  expect(first.toString("latin1")).not.toContain("moon");
  // Nothing changed since: the view's part of the next patch is empty.
  expect(patchFor(encoder, view).length).toBe(0);
  reconcile(room.seats[0].secret, { hand: ["fish", "ring"] });
  expect(patchFor(encoder, view).toString("latin1")).toContain("ring");
});

it("decodes into the seat's own secret and nothing of the other seat's", () => {
  const { room, encoder, view } = setUp();
  view.add(room.seats[1].secret);
  const client = new RoomState();
  const decoder = new Decoder(client);
  const it = { offset: 0 };
  encoder.encodeAll(it);
  decoder.decode(encoder.encodeAllView(view, it.offset, it));
  expect([...client.seats[1].secret.entries.values()].join()).toContain("moon");
  expect([...client.seats[0].secret.entries.values()].join()).not.toContain("fish");
});
