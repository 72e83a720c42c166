/** What a seat (or a spectator) sees: all public data plus the board's spaces and derived figures. */
import { clone } from "../../engine/play";
import { buildDiscount, capacity, dairyOutput, demand, diseases, own, pastureStatus, supply } from "./colony";
import { awaitingSeats } from "./flow";
import { boxPrice } from "./gift";
import { key, mapOf } from "./map";
import { playerPrices } from "./market";
import type { CheesesState, CheesesView, Module, SeatFigures, SpaceView, Table } from "./types";

function figuresFor(t: Table, seat: number): SeatFigures {
  const colony = own(t, seat);
  return {
    supply: supply(colony),
    demand: demand(colony),
    capacity: capacity(t, seat),
    dairyOutput: dairyOutput(t, seat),
    diseases: diseases(t, seat),
    pasture: pastureStatus(t, seat),
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
  const { rng: _rng, pending: _pending, ...table } = clone(state);
  const byPlace = new Map<string, Module>(table.modules.map((m) => [key(m.x, m.y), m]));
  const spaces: SpaceView[] = mapOf(table.sheets).spaces.map((s) => ({
    x: s.x, y: s.y, kind: s.kind, feature: s.feature, module: byPlace.get(key(s.x, s.y)) ?? null,
  }));
  return {
    ...table,
    spaces,
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
