/** What a seat (or a spectator) sees: all public data plus the board's spaces and derived figures. */
import { clone, cloneSharing } from "../../engine/play";
import { buildDiscount } from "./colony";
import { colonyFigures, spacesView } from "./cache";
import { awaitingSeats } from "./flow";
import { boxPrice } from "./gift";
import { playerPrices } from "./market";
import type { CheesesState, CheesesView, SeatFigures, Table } from "./types";

function figuresFor(t: Table, seat: number): SeatFigures {
  return {
    ...colonyFigures(t, seat),
    discount: t.step === "build" && buildDiscount(t, seat) > 0,
    prices: playerPrices(t, seat),
    boxPrice: boxPrice(t, seat),
  };
}

/** A seat's sealed submission of the current step; null for a spectator. */
export function secret(state: CheesesState, seat: number | null): CheesesView["private"] {
  const mine = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.players;
  return mine ? { submission: clone(state.pending[seat] ?? null) } : null;
}

export function view(state: CheesesState, seat: number | null): CheesesView {
  const { rng: _rng, pending: _pending, ...table } = cloneSharing(state, "modules");
  return {
    ...table,
    spaces: spacesView(table),
    figures: table.order.map((_, i) => figuresFor(table, i)),
    awaiting: awaitingSeats(table),
    private: secret(state, seat),
  };
}

/** The public table inside a view (what the rule functions read). */
export function tableOf(v: CheesesView): Table {
  const { spaces: _s, figures: _f, awaiting: _a, private: _p, ...table } = v;
  return table;
}
