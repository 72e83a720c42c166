import type { ZooAction, ZooView } from "@space/shared/zoo";
import type { Targets } from "./targets";
import type { ChangeMarks } from "../common/changes";

/** Everything a section needs to draw itself and to wire its clicks. */
export interface Scene {
  v: ZooView;
  seat: number | null;
  names: string[];
  t: Targets;
  /** Planets picked for an Expand placement, not yet confirmed. */
  picked: string[];
  font: number;
  narrow: boolean;
  compactMarkets: boolean;
  /** Sends a move (a legal one, or what a click on something not legal means: the engine says why not). */
  send(action: ZooAction): void;
  /** A sentence at the click, for a click that means no move at all. */
  say(text: string): void;
  togglePick(planet: string): void;
  /** Takes back the last planet picked (nothing was sent yet). */
  undoPick(): void;
  /** "What changed": marks a drawn part showing the view (see boards/common/changes.ts). */
  mark: ChangeMarks["mark"];
  /** Records the centre of a space for the test hook (canvas CSS pixels). */
  space(id: string, x: number, y: number): void;
}

export function nameOf(scene: Scene, seat: number): string {
  return scene.names[seat] || `Seat ${seat + 1}`;
}
