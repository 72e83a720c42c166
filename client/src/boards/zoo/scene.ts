import type { ZooAction, ZooView } from "@space/shared/zoo";
import type { Targets } from "./targets";
import type { ChangeMarks } from "../common/changes";
import type { SheetText } from "./sheet";
import { t } from "../../i18n";

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
  /** The phone layout (a canvas under 640 px wide): tiles, no text under 12 px, tap targets of 44 px. */
  phone: boolean;
  /** Sends a move (a legal one, or what a click on something not legal means: the engine says why not). */
  send(action: ZooAction): void;
  /** A sentence at the click, for a click that means no move at all. */
  say(text: string): void;
  togglePick(planet: string): void;
  /** Takes back the last planet picked (nothing was sent yet). */
  undoPick(): void;
  /** "What changed": marks a drawn part showing the view (see boards/common/changes.ts). */
  mark: ChangeMarks["mark"];
  /** Opens a card's full-text sheet (phone). */
  sheet(text: SheetText): void;
  /** Records the centre of a space for the test hook (canvas CSS pixels), with its tap size on a phone. */
  space(id: string, x: number, y: number, w?: number, h?: number): void;
}

export function nameOf(scene: Scene, seat: number): string {
  return scene.names[seat] || t("zoo.seat", { n: seat + 1 });
}
