import { ArraySchema } from "@colyseus/schema";
import type { Client } from "colyseus";
import type { SeatSlot } from "@space/shared/schema";
import { Reservations } from "../../src/rooms/reservations";
import { Seats } from "../../src/rooms/seats";

const seats = new Seats(new ArraySchema<SeatSlot>());
seats.open(2);
const ana = seats.take({ sessionId: "a" } as unknown as Client, "Ana")!;
const reservations = new Reservations(seats, 2);
const spectator = { name: "S", spectator: true };

it("spectators are bounded, counting the pending ones", () => {
  expect(reservations.admit(spectator, [])).toBe(true);
  expect(reservations.admit(spectator, [[spectator, undefined], [spectator, undefined]])).toBe(false);
});

it("newcomers are bounded; a seat token's holder always gets through", () => {
  const crowd = Array.from({ length: 16 }, () => [{ name: "Mob" }, undefined] as [unknown, unknown]);
  expect(reservations.admit({ name: "Mob" }, crowd)).toBe(false);
  expect(reservations.admit({ name: "Ana", seatToken: ana.token }, crowd)).toBe(true);
  expect(reservations.admit({ name: "Eve", seatToken: "A".repeat(43) }, crowd)).toBe(false);
});
