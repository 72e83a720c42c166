import type { ZooState } from "./types";

/** Seats that must decide now; several during the simultaneous steps. */
export function awaiting(s: ZooState): number[] {
  const st = s.stage;
  switch (st.kind) {
    case "select": return seatsWhose(st.choices, false);
    case "build": return st.order.filter((seat) => st.choices[seat] === null);
    case "funding": return [st.order[st.at % st.order.length]];
    case "research":
    case "expand":
    case "trade":
    case "sell": return st.at < st.order.length ? [st.order[st.at]] : [];
    case "over": return [];
  }
}

/** The seats whose entry in `choices` is (or, with `chosen` false, is not yet) made. */
export function seatsWhose(choices: readonly unknown[], chosen: boolean): number[] {
  // A loop, not flatMap: this runs several times for every action of every room.
  const seats: number[] = [];
  for (let seat = 0; seat < choices.length; seat++) if ((choices[seat] !== null) === chosen) seats.push(seat);
  return seats;
}
