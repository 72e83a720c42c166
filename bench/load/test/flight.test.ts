import { Flights } from "../flight";

describe("actions in flight in one room", () => {
  it("an action lands when its client sees the moves counter pass what it had seen", () => {
    const flights = new Flights();
    flights.send(0, 10, 0);
    expect(flights.landed(0, 10)).toBeNull();
    expect(flights.landed(0, 11)).toMatchObject({ moves: 10, overlapped: false });
    expect(flights.has(0)).toBe(false);
  });

  it("a later sender waits for an earlier action not yet counted, and both readings are marked overlapped", () => {
    const flights = new Flights();
    const a = flights.send(0, 10, 0);
    const b = flights.send(1, 10, 1);
    expect(flights.landed(1, 11)).toBeNull();
    expect(flights.landed(1, 12)).toBe(b);
    expect(a.overlapped && b.overlapped).toBe(true);
  });

  it("an earlier action already counted in the later sender's view is not waited for", () => {
    const flights = new Flights();
    flights.send(0, 10, 0);
    // Seat 1's client has read the patch with seat 0's move; seat 0's client has not yet.
    flights.send(1, 11, 1);
    expect(flights.landed(1, 12)).not.toBeNull();
  });

  it("an action sent after another's does not make the other wait for it (that wait could never end)", () => {
    const flights = new Flights();
    flights.send(0, 10, 0);
    flights.send(1, 10, 1);
    expect(flights.landed(0, 11)).not.toBeNull();
    // Seat 0 acts again while seat 1's client still waits; the game may need seat 1 before taking it.
    flights.send(0, 11, 2);
    expect(flights.landed(1, 12)).not.toBeNull();
  });

  it("a refused action is no longer waited for", () => {
    const flights = new Flights();
    flights.send(0, 10, 0);
    flights.send(1, 10, 1);
    flights.withdraw(0);
    expect(flights.has(0)).toBe(false);
    expect(flights.landed(1, 11)).not.toBeNull();
  });
});
