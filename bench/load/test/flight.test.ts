import { Flights } from "../flight";

describe("actions in flight in one room", () => {
  it("an action lands when its client sees the moves counter pass what it had seen", () => {
    const flights = new Flights();
    flights.send(0, 10, 0);
    expect(flights.landed(0, 10, false)).toBeNull();
    expect(flights.landed(0, 11, false)).toMatchObject({ moves: 10, overlapped: false });
    expect(flights.has(0)).toBe(false);
  });

  it("a later sender waits for an earlier action not yet counted, and both readings are marked overlapped", () => {
    const flights = new Flights();
    const a = flights.send(0, 10, 0);
    const b = flights.send(1, 10, 1);
    expect(flights.landed(1, 11, true)).toBeNull();
    expect(flights.landed(1, 12, false)).toBe(b);
    expect(a.overlapped && b.overlapped).toBe(true);
  });

  it("an earlier action already counted in the later sender's view is not waited for", () => {
    const flights = new Flights();
    flights.send(0, 10, 0);
    // Seat 1's client has read the patch with seat 0's move; seat 0's client has not yet.
    flights.send(1, 11, 1);
    expect(flights.landed(1, 12, false)).not.toBeNull();
  });

  it("an action sent after another's does not make the other wait for it once its seat is no longer awaited", () => {
    const flights = new Flights();
    flights.send(0, 10, 0);
    flights.send(1, 10, 1);
    // Seat 0 no longer awaited: the move counted was its own.
    expect(flights.landed(0, 11, false)).not.toBeNull();
    // Seat 0 acts again while seat 1's client still waits; the game may need seat 1 before taking it.
    flights.send(0, 11, 2);
    expect(flights.landed(1, 12, false)).not.toBeNull();
  });

  it("while its seat is still awaited, an action lands only once every action sent in the room is counted: the server may have taken a later one first", () => {
    const flights = new Flights();
    const a = flights.send(0, 10, 0);
    const b = flights.send(1, 10, 1);
    // The server took seat 1's action first: seat 0's client sees 11 and its seat still awaited.
    expect(flights.landed(0, 11, true)).toBeNull();
    expect(flights.has(0)).toBe(true);
    expect(flights.landed(1, 12, false)).toBe(b);
    expect(flights.landed(0, 12, true)).toBe(a);
  });

  it("while its seat is still awaited, an action does not take one counted but not yet seen by its own client for its own", () => {
    const flights = new Flights();
    flights.send(1, 10, 0);
    // Seat 1's client saw its action counted (11); seat 0's client has not read that patch yet.
    expect(flights.landed(1, 11, false)).not.toBeNull();
    flights.send(0, 10, 1);
    // Seat 0's client now reads 11: seat 1's action, not its own, which it would have counted at 11.
    expect(flights.landed(0, 11, true)).toBeNull();
    expect(flights.landed(0, 12, true)).not.toBeNull();
  });

  it("an action whose seat is awaited again right after it lands once it is counted", () => {
    const flights = new Flights();
    flights.send(0, 10, 0);
    // Seat 1 saw seat 0's action counted and sent its own; seat 0 is awaited again after it.
    flights.send(1, 11, 1);
    expect(flights.landed(0, 11, true)).toBeNull();
    expect(flights.landed(1, 12, false)).not.toBeNull();
    expect(flights.landed(0, 12, true)).not.toBeNull();
  });

  it("an unanswered or refused action is no longer waited for", () => {
    const flights = new Flights();
    flights.send(0, 10, 0);
    flights.send(1, 10, 1);
    flights.withdraw(0);
    expect(flights.has(0)).toBe(false);
    expect(flights.landed(1, 11, false)).not.toBeNull();

    flights.send(2, 11, 2);
    flights.send(3, 11, 3);
    flights.refused(2);
    expect(flights.landed(3, 12, false)).not.toBeNull();
  });

  /** Seats 0 and 1 send having seen 10; seat 0's client sees 11 with its seat no longer awaited: landed. */
  function firstOfTwoLanded(): Flights {
    const flights = new Flights();
    flights.send(0, 10, 0);
    flights.send(1, 10, 1);
    expect(flights.landed(0, 11, false)).not.toBeNull();
    return flights;
  }

  it("a refusal of an action already taken as landed takes it out of the later ones' counts", () => {
    // Seat 0 was no longer awaited at 11 because another action moved the game on; then the
    // server's refusal of seat 0's action arrives: 11 was seat 1's action.
    const flights = firstOfTwoLanded();
    flights.refused(0);
    expect(flights.landed(1, 11, false)).not.toBeNull();
  });

  it("leaving withdraws only an action still in flight: a landed one stays counted", () => {
    const flights = firstOfTwoLanded();
    flights.withdraw(0);
    expect(flights.landed(1, 11, false)).toBeNull();
    expect(flights.landed(1, 12, false)).not.toBeNull();
  });
});
