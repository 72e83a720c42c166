/** What may be clicked now, read only from the legal actions the board receives. */
import type { ModuleType } from "@space/shared/cheeses";
import type { CheesesAction } from "@space/shared/cheeses";

export const spaceId = (x: number, y: number): string => `${x},${y}`;

export interface Targets {
  /** Build step: for each module type, the spaces where it may be built. */
  builds: Map<ModuleType, Set<string>>;
  /** Move step: for each movable module id, the spaces it may move to. */
  moves: Map<number, Set<string>>;
  pass: boolean;
  /** Law step: seats that may be sued. */
  sue: number[];
  /** The simultaneous step's listed choices (energy, dairy, gift, sell), first = the rules' default. */
  choices: CheesesAction[];
}

export function targetsOf(legal: CheesesAction[]): Targets {
  const t: Targets = { builds: new Map(), moves: new Map(), pass: false, sue: [], choices: [] };
  for (const a of legal) {
    switch (a.type) {
      case "build": {
        const set = t.builds.get(a.module) ?? new Set<string>();
        set.add(spaceId(a.x, a.y));
        t.builds.set(a.module, set);
        break;
      }
      case "move": {
        const set = t.moves.get(a.module) ?? new Set<string>();
        set.add(spaceId(a.x, a.y));
        t.moves.set(a.module, set);
        break;
      }
      case "pass": t.pass = true; break;
      case "sue": t.sue.push(a.target); break;
      default: t.choices.push(a);
    }
  }
  return t;
}
