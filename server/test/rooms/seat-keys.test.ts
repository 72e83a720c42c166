import { SeatKeys, TICKET_MS } from "../../src/rooms/seat-keys";

const ana = { seat: 0 };
const bo = { seat: 1 };
const seats = [ana, bo];

function table() {
  const keys = new SeatKeys<{ seat: number }>();
  return { keys, anaToken: keys.issue(ana), boToken: keys.issue(bo) };
}

it("a token opens its own seat only", () => {
  const { keys, anaToken, boToken } = table();
  expect(keys.claim(seats, anaToken, undefined)).toEqual({ seat: ana, by: "token" });
  expect(keys.claim(seats, boToken, undefined)).toEqual({ seat: bo, by: "token" });
  expect(keys.claim(seats, "A".repeat(43), undefined)).toBeUndefined();
});

it("a ticket works until it expires, and only the newest one", () => {
  const { keys } = table();
  const first = keys.ticket(ana, 1_000).ticket;
  const second = keys.ticket(ana, 1_000).ticket;
  expect(keys.claim(seats, undefined, first, 1_001)).toBeUndefined();
  expect(keys.claim(seats, undefined, second, 1_000 + TICKET_MS - 1)).toEqual({ seat: ana, by: "ticket" });
  expect(keys.claim(seats, undefined, second, 1_000 + TICKET_MS)).toBeUndefined();
});

it("the first device a seat moved away from keeps the right to take it back, through later moves", () => {
  const { keys, anaToken } = table();
  const phone = keys.move(ana, "ticket");
  keys.ticket(ana);
  const tablet = keys.move(ana, "ticket");
  expect(keys.claim(seats, phone, undefined)).toBeUndefined();
  expect(keys.claim(seats, tablet, undefined)).toEqual({ seat: ana, by: "token" });
  expect(keys.claim(seats, anaToken, undefined)).toEqual({ seat: ana, by: "previous" });
  const back = keys.move(ana, "previous");
  expect(keys.claim(seats, anaToken, undefined)).toBeUndefined();
  expect(keys.claim(seats, tablet, undefined)).toBeUndefined();
  expect(keys.claim(seats, back, undefined)).toEqual({ seat: ana, by: "token" });
  expect(keys.stored(ana)).toEqual({ tokenHash: expect.any(String) });
});

it("a device holding a former token and a fresh link moves by the link", () => {
  const { keys, anaToken } = table();
  keys.move(ana, "ticket");
  const { ticket } = keys.ticket(ana);
  expect(keys.claim(seats, anaToken, ticket)).toEqual({ seat: ana, by: "ticket" });
});
