import { ArraySchema } from "@colyseus/schema";
import type { Client } from "colyseus";
import type { SeatSlot } from "@space/shared/schema";
import { MAX_PENDING_NEWCOMERS, MAX_PENDING_PER_ADDRESS, Reservations, type Pending } from "../../src/rooms/reservations";
import { Seats } from "../../src/rooms/seats";

const seats = new Seats(new ArraySchema<SeatSlot>());
seats.open(2);
const ana = seats.take({ sessionId: "a" } as unknown as Client, "Ana")!;
const reservations = new Reservations(seats, 2);
const spectator = { name: "S", spectator: true };
const from = (ip: string) => ({ ip });
const pending = (n: number, options: unknown, ip: (i: number) => string): Pending[] =>
  Array.from({ length: n }, (_, i) => ({ sessionId: `p${i}`, options, auth: from(ip(i)) }));

it("a seat token's holder always gets through, dropping nobody", () => {
  const crowd = pending(MAX_PENDING_NEWCOMERS, { name: "Mob" }, (i) => `10.0.0.${i}`);
  expect(reservations.admit({ name: "Ana", seatToken: ana.token }, from("10.9.9.9"), crowd)).toEqual({ admit: true, evict: [] });
});

it("a token that is no seat's counts as none", () => {
  const crowd = pending(MAX_PENDING_NEWCOMERS, { name: "Mob" }, (i) => `10.0.0.${i}`);
  const eve = reservations.admit({ name: "Eve", seatToken: "A".repeat(43) }, from("10.9.9.9"), crowd);
  expect(eve).toEqual({ admit: true, evict: ["p0"] });
});

it("a full set of pending newcomers makes way for a new one: the busiest address's oldest goes", () => {
  const crowd = pending(MAX_PENDING_NEWCOMERS, { name: "Mob" }, (i) => (i < 4 ? `10.0.0.${i}` : `10.0.1.${i % 4}`));
  expect(reservations.admit({ name: "Bo" }, from("10.9.9.9"), crowd)).toEqual({ admit: true, evict: ["p4"] });
});

it("an address over its own bound drops its own oldest pending join", () => {
  const mine = pending(MAX_PENDING_PER_ADDRESS, { name: "Mob" }, () => "10.0.0.1");
  expect(reservations.admit({ name: "Mob" }, from("10.0.0.1"), mine)).toEqual({ admit: true, evict: ["p0"] });
});

it("pending spectators make way too, but connected spectators fill the room for watchers", () => {
  expect(reservations.admit(spectator, from("10.0.0.1"), [])).toEqual({ admit: true, evict: [] });
  const two = pending(2, spectator, (i) => `10.0.0.${i}`);
  expect(reservations.admit(spectator, from("10.0.0.9"), two)).toEqual({ admit: true, evict: ["p0"] });
  const watchers = new Seats(new ArraySchema<SeatSlot>());
  watchers.spectate({ sessionId: "w1" } as unknown as Client);
  watchers.spectate({ sessionId: "w2" } as unknown as Client);
  expect(new Reservations(watchers, 2).admit(spectator, from("10.0.0.1"), [])).toEqual({ admit: false });
});

it("an IPv6 address counts as its /64: moving to the next address in it is the same address", () => {
  const mine = pending(MAX_PENDING_PER_ADDRESS, { name: "Mob" }, (i) => `2001:db8:0:1::${i + 1}`);
  expect(reservations.admit({ name: "Mob" }, from("2001:db8:0:1::99"), mine)).toEqual({ admit: true, evict: ["p0"] });
  expect(reservations.admit({ name: "Bo" }, from("2001:db8:0:2::1"), mine)).toEqual({ admit: true, evict: [] });
});
