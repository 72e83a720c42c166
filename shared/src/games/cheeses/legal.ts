/** Legal actions, computed from a seat's view alone (client highlighting and bots). */
import { autoStartUpSpace } from "./build";
import { legalBuilds, own } from "./cache";
import { allocationOptions, defaultAllocation } from "./dairy";
import { greedyShortage, shortageOptions } from "./energy";
import { awaitingSeats } from "./flow";
import { maxBoxes } from "./gift";
import { suableTargets } from "./income";
import { defaultSale, saleOptions } from "./market";
import { legalMoves } from "./move";
import type { CheesesAction, CheesesView, Table } from "./types";
import { tableOf } from "./view";

export function legalActionsInTable(t: Table, seat: number): CheesesAction[] {
  if (!awaitingSeats(t).includes(seat)) return [];
  switch (t.step) {
    case "move":
      return [{ type: "pass" }, ...legalMoves(t, seat).map((m) => ({ type: "move" as const, ...m }))];
    case "build": {
      const builds = legalBuilds(t, seat).map((b) => ({ type: "build" as const, ...b }));
      return own(t, seat).length === 0 ? builds : [{ type: "pass" }, ...builds];
    }
    case "energy":
      return shortageOptions(t, seat).map((short) => ({ type: "energy", short }));
    case "dairy":
      return allocationOptions(t, seat).map((allocation) => ({ type: "dairy", allocation }));
    case "gift":
      return Array.from({ length: maxBoxes(t, seat) + 1 }, (_, boxes) => ({ type: "gift" as const, boxes }));
    case "market":
      return saleOptions(t, seat).map((quantities) => ({ type: "sell", quantities }));
    case "law":
      return [{ type: "pass" }, ...suableTargets(t, seat).map((target) => ({ type: "sue" as const, target }))];
    default:
      return [];
  }
}

export const legalActionsInView = (v: CheesesView, seat: number): CheesesAction[] =>
  legalActionsInTable(tableOf(v), seat);

/** The spec's timeout default for `seat` now. */
export function timeoutInTable(t: Table, seat: number): CheesesAction {
  switch (t.step) {
    case "build": {
      if (own(t, seat).length > 0) return { type: "pass" };
      const at = autoStartUpSpace(t, seat);
      return at ? { type: "build", module: "startUp", ...at } : { type: "pass" };
    }
    case "energy":
      return { type: "energy", short: greedyShortage(t, seat) };
    case "dairy":
      return { type: "dairy", allocation: defaultAllocation(t, seat) };
    case "gift":
      return { type: "gift", boxes: maxBoxes(t, seat) };
    case "market":
      return { type: "sell", quantities: defaultSale(t, seat) };
    default:
      return { type: "pass" };
  }
}
