import { ArraySchema } from "@colyseus/schema";
import type { Client } from "colyseus";
import type { SeatSlot } from "@space/shared/schema";
import { Seats } from "../../src/rooms/seats";
import { hashSeatToken } from "../../src/rooms/seat-token";

const client = (sessionId: string) => ({ sessionId }) as unknown as Client;

function table(count = 3): Seats {
  const seats = new Seats(new ArraySchema<SeatSlot>());
  seats.open(count);
  return seats;
}

it("a new player takes the first open seat and a token only its hash of which is stored", () => {
  const seats = table();
  const ana = seats.take(client("a"), "Ana")!;
  expect(ana.slot).toMatchObject({ seat: 0, name: "Ana", kind: "human", connected: true, host: true });
  expect(seats.stored()).toEqual([{ name: "Ana", kind: "human", tokenHash: hashSeatToken(ana.token) }]);
  expect(JSON.stringify(seats.stored())).not.toContain(ana.token);
});

it("a name never finds a seat; the token does", () => {
  const seats = table();
  const ana = seats.take(client("a"), "Ana")!;
  const eve = seats.take(client("e"), "Ana")!;
  expect(eve.slot.name).toBe("Ana 2");
  expect(seats.findByToken(ana.token)).toBe(ana.slot);
  expect(seats.findByToken(eve.token)).toBe(eve.slot);
  expect(seats.findByToken("A".repeat(43))).toBeUndefined();
});

it("leaving the lobby for good opens the seat and kills its token; during play the seat waits for it", () => {
  const seats = table();
  const ana = seats.take(client("a"), "Ana")!;
  const bo = seats.take(client("b"), "Bo")!;
  seats.leftForGood(ana.slot, true);
  expect(ana.slot.kind).toBe("open");
  expect(seats.findByToken(ana.token)).toBeUndefined();
  expect(bo.slot.host).toBe(true); // the host role passed on
  seats.leftForGood(bo.slot, false);
  expect(bo.slot).toMatchObject({ kind: "human", name: "Bo", sessionId: "" });
  expect(seats.findByToken(bo.token)).toBe(bo.slot);
});

it("a stored game's seats come back disconnected, each found by its token only", () => {
  const first = table(2);
  const ana = first.take(client("a"), "Ana")!;
  first.makeBot(first.slots[1], "hard");
  const restored = new Seats(new ArraySchema<SeatSlot>());
  restored.load(first.stored());
  expect(restored.slots.map((s) => [s.name, s.kind, s.connected, s.level])).toEqual([["Ana", "human", false, ""], ["Bot 2", "bot", true, "hard"]]);
  expect(restored.findByToken(ana.token)?.seat).toBe(0);
  expect(Seats.holds(first.stored(), ana.token)).toBe(true);
  expect(Seats.holds(first.stored(), "B".repeat(43))).toBe(false);
});

it("open seats are not stored: a game started with seats left open is stored with its players only", () => {
  const seats = table(4);
  seats.take(client("a"), "Ana");
  seats.makeBot(seats.slots[2], "easy");
  expect(seats.stored().map((s) => s.name)).toEqual(["Ana", "Bot 3"]);
  expect(seats.stored()[1]).toEqual({ name: "Bot 3", kind: "bot", level: "easy" });
});
