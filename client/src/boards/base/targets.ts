import type { BaseAction } from "@space/shared/base";
import type { CardKind } from "@space/shared/base";
import type { Action } from "../types";

type Of<T extends BaseAction["type"]> = Extract<BaseAction, { type: T }>;
const k = (p: { x: number; y: number }) => `${p.x},${p.y}`;

/**
 * The legal actions sorted by what the board lets you click. Nothing here decides legality:
 * every entry is one of the actions the board received.
 */
export interface Targets {
  pass: Action | null;
  outpost: Map<string, Action>;
  /** Card kind -> space "x,y" -> build action. */
  build: Map<CardKind, Map<string, Action>>;
  /** Transfer: own site "x,y" -> destination "x,y" (empty space: move; own site: switch). */
  transfer: Map<string, Map<string, Action>>;
  capture: Map<string, Action>;
  steal: Map<number, Action>;
  take: Map<CardKind, Action>;
  repair: Action[];
  /** Site "x,y" -> the first single-site repair listed for it (the most it can afford). */
  repairAt: Map<string, Action>;
  discard: Action[];
}

function nested<K, K2, V>(map: Map<K, Map<K2, V>>, a: K, b: K2, v: V): void {
  if (!map.has(a)) map.set(a, new Map());
  if (!map.get(a)!.has(b)) map.get(a)!.set(b, v);
}

export function targetsOf(legal: Action[]): Targets {
  const t: Targets = {
    pass: null, outpost: new Map(), build: new Map(), transfer: new Map(), capture: new Map(),
    steal: new Map(), take: new Map(), repair: [], repairAt: new Map(), discard: [],
  };
  for (const raw of legal) {
    const a = raw as unknown as BaseAction;
    switch (a.type) {
      case "pass": t.pass = raw; break;
      case "placeOutpost": t.outpost.set(k(a.at), raw); break;
      case "build": nested(t.build, a.card, k((a as Of<"build">).at), raw); break;
      case "move": nested(t.transfer, k(a.from), k(a.to), raw); break;
      case "switch":
        nested(t.transfer, k(a.a), k(a.b), raw);
        nested(t.transfer, k(a.b), k(a.a), raw);
        break;
      case "capture": t.capture.set(k(a.at), raw); break;
      case "steal": t.steal.set(a.target, raw); break;
      case "take": t.take.set(a.card, raw); break;
      case "repair":
        t.repair.push(raw);
        if (a.repairs.length === 1 && !t.repairAt.has(k(a.repairs[0].at))) t.repairAt.set(k(a.repairs[0].at), raw);
        break;
      case "discard": t.discard.push(raw); break;
    }
  }
  return t;
}
