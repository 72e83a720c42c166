import { actedItself, awaitNow, bankLeft, newClock, nextEvent, seatDeadline, timedOut } from "../../src/turn-based/clock-rules";

const H = 3_600_000;
const lengths = { turnMs: 24 * H, bankMs: 48 * H };
/** Epoch ms of the tests' start (0 means "not waiting" in a clock). */
const T = 1_700_000_000_000;

describe("a turn-based table's clock", () => {
  it("starts a seat's move clock when the game begins waiting for it, and its bank only once that runs out", () => {
    const clock = newClock(3, lengths);
    awaitNow(clock, [1], T, lengths);
    expect(nextEvent(clock, lengths)).toEqual({ at: T + 24 * H, seat: 1, kind: "bank" });
    expect(seatDeadline(clock.seats[1], lengths)).toBe(T + 72 * H);
    clock.seats[1].inBank = true;
    expect(nextEvent(clock, lengths)).toEqual({ at: T + 72 * H, seat: 1, kind: "timeout" });
  });

  it("gives a seat the host gave more time that many move clocks before its bank, and a seat without a clock no deadline", () => {
    const clock = newClock(3, lengths);
    clock.seats[1].moreTime = 4;
    clock.seats[2].moreTime = 0;
    awaitNow(clock, [0, 1, 2], T, lengths);
    expect(seatDeadline(clock.seats[1], lengths)).toBe(T + 4 * 24 * H + 48 * H);
    expect(seatDeadline(clock.seats[2], lengths)).toBe(0);
    expect(bankLeft(clock.seats[2], lengths, T + 1000 * H)).toBe(48 * H);
    awaitNow(clock, [1, 2], T + 30 * H, lengths);
    expect(nextEvent(clock, lengths)).toEqual({ at: T + 96 * H, seat: 1, kind: "bank" });
    awaitNow(clock, [], T + 1000 * H, lengths);
    expect(clock.seats[2].bank).toBe(48 * H);
    expect(nextEvent(clock, lengths)).toBeNull();
  });

  it("charges the bank only with the time used past the move's clock", () => {
    const clock = newClock(2, lengths);
    awaitNow(clock, [0], T, lengths);
    awaitNow(clock, [1], T + 10 * H, lengths);
    expect(clock.seats[0].bank).toBe(48 * H);
    awaitNow(clock, [0], T + 40 * H, lengths);
    expect(clock.seats[1].bank).toBe(48 * H - 6 * H);
    expect(bankLeft(clock.seats[0], lengths, T + 40 * H + 30 * H)).toBe(42 * H);
  });

  it("keeps a seat's clock running while the game goes on waiting for it, and others' clocks apart", () => {
    const clock = newClock(3, lengths);
    awaitNow(clock, [0, 1, 2], T, lengths);
    awaitNow(clock, [1, 2], T + 5 * H, lengths);
    expect(clock.seats[1].since).toBe(T);
    expect(clock.seats[2].since).toBe(T);
    expect(clock.seats[0].since).toBe(0);
    expect(nextEvent(clock, lengths)?.seat).toBe(1);
  });

  it("plays the rules at once when the bank is empty, and counts timeouts in a row until the player moves", () => {
    const clock = newClock(2, { turnMs: H, bankMs: 0 });
    awaitNow(clock, [0], T, { turnMs: H, bankMs: 0 });
    expect(nextEvent(clock, { turnMs: H, bankMs: 0 })).toEqual({ at: T + H, seat: 0, kind: "timeout" });
    timedOut(clock, 0);
    timedOut(clock, 0);
    expect(clock.seats[0].timeouts).toBe(2);
    actedItself(clock, 0);
    expect(clock.seats[0].timeouts).toBe(0);
  });

  it("spends the whole bank on a timeout", () => {
    const clock = newClock(2, lengths);
    timedOut(clock, 1);
    expect(clock.seats[1].bank).toBe(0);
    expect(clock.seats[0].bank).toBe(48 * H);
  });

  it("has no event when the game waits for nobody", () => {
    expect(nextEvent(newClock(2, lengths), lengths)).toBeNull();
  });
});
