import type { ZooState } from "./types";

/** Seats that must decide now; several during the simultaneous steps. */
export function awaiting(s: ZooState): number[] {
  const st = s.stage;
  switch (st.kind) {
    case "select": return st.choices.flatMap((c, seat) => (c === null ? [seat] : []));
    case "build": return st.order.filter((seat) => st.choices[seat] === null);
    case "funding": return [st.order[st.at % st.order.length]];
    case "research":
    case "expand":
    case "trade":
    case "sell": return st.at < st.order.length ? [st.order[st.at]] : [];
    case "over": return [];
  }
}
