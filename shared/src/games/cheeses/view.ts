/** What a seat (or a spectator) sees: all public data plus the board's spaces and derived figures. */
import { clone, cloneSharing } from "../../engine/play";
import { buildDiscount, capacity, dairyOutput, demand, diseases, own, pastureStatus, supply } from "./colony";
import { awaitingSeats } from "./flow";
import { boxPrice } from "./gift";
import { mapOf, type Space } from "./map";
import { playerPrices } from "./market";
import type { CheesesState, CheesesView, Module, SeatFigures, SpaceView, Table } from "./types";

/** Each map space's view while it is empty, and each frozen module's (a frozen module stays on its space). */
const emptyViews = new WeakMap<Space, SpaceView>();
const builtViews = new WeakMap<Readonly<Module>, SpaceView>();
/**
 * The spaces' views of a frozen list of modules (every list the engine makes, modules.ts), kept and
 * frozen: the view of a move that changes no module is made without a walk over the map, and the
 * room's sync skips the spaces as unchanged (schema/reconcile.ts).
 */
const spacesOf = new WeakMap<readonly Readonly<Module>[], readonly SpaceView[]>();

function spaceView(space: Space, module: Readonly<Module> | undefined): SpaceView {
  const known = module ? builtViews.get(module) : emptyViews.get(space);
  if (known) return known;
  const made = Object.freeze({ x: space.x, y: space.y, kind: space.kind, feature: space.feature, module: module?.id ?? null });
  if (!module) emptyViews.set(space, made);
  else if (Object.isFrozen(module)) builtViews.set(module, made);
  return made;
}

function spacesView(t: Table): readonly SpaceView[] {
  const map = mapOf(t.sheets).spaces;
  const known = spacesOf.get(t.modules);
  if (known && known.length === map.length) return known;
  const place = (x: number, y: number) => y * 1024 + x;
  const byPlace = new Map(t.modules.map((m) => [place(m.x, m.y), m]));
  const made = Object.freeze(map.map((s) => spaceView(s, byPlace.get(place(s.x, s.y)))));
  if (Object.isFrozen(t.modules)) spacesOf.set(t.modules, made);
  return made;
}

type ColonyFigures = Pick<SeatFigures, "supply" | "demand" | "capacity" | "dairyOutput" | "diseases" | "pasture">;
/** Each seat's figures that follow from its modules alone, kept (frozen) for a frozen list of its modules. */
const colonyFiguresOf = new WeakMap<Table["modules"], ColonyFigures>();

function colonyFigures(t: Table, seat: number): ColonyFigures {
  const colony = own(t, seat);
  const known = colonyFiguresOf.get(colony);
  if (known) return known;
  const made = {
    supply: supply(colony),
    demand: demand(colony),
    capacity: Object.freeze(capacity(t, seat)),
    dairyOutput: dairyOutput(t, seat),
    diseases: diseases(t, seat),
    pasture: pastureStatus(t, seat),
  };
  if (Object.isFrozen(colony)) colonyFiguresOf.set(colony, made);
  return made;
}

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
