import type { BaseView, SiteView } from "@space/shared/base";
import { t } from "../../i18n";
import type { CardKind } from "@space/shared/base";
import type { Action } from "../types";
import type { Layout } from "./layout";
import type { Targets } from "./targets";
import type { ChangeMarks } from "../common/changes";

/** What every drawing part of the board reads, and the few things it may do. */
export interface Scene {
  v: BaseView;
  seat: number | null;
  names: string[];
  t: Targets;
  L: Layout;
  /** The card last stolen from you, while its note is up (stolen.ts). */
  stolen: { by: number; card: CardKind } | null;
  /** Build: the hand card picked (by kind). */
  card: CardKind | null;
  /** Transfer: the own site picked, as "x,y". */
  site: string | null;
  send(action: Action): void;
  pickCard(card: CardKind | null): void;
  pickSite(key: string | null): void;
  /** Shows (or with null hides) the details of a site; `pinned` keeps it after the pointer leaves. */
  info(site: SiteView | null, pinned?: boolean): void;
  /** A buildable hand card pressed at a canvas point: the start of a tap or a drag (see drag.ts). */
  grab(card: CardKind, x: number, y: number): void;
  /** "What changed": marks a drawn part showing the view (see boards/common/changes.ts). */
  mark: ChangeMarks["mark"];
  /** Registers a test id's centre in canvas pixels and, for a tap target, its size. */
  space(id: string, x: number, y: number, w?: number, h?: number): void;
  /** Whether the pointer just slid the grid (phone): its release is not a tap. */
  panned(): boolean;
}

/** A seat as this page names it: "You" for its own, else the player's name (user content, never translated). */
export const nameOf = (s: Pick<Scene, "seat" | "names">, seat: number) =>
  seat === s.seat ? t("base.board.you") : s.names[seat] || t("base.player", { n: seat + 1 });
