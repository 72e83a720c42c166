/** What a view shows of the map (§2): each space, in board order, with the id of the module on it. */
import { moduleAt } from "./colony";
import { mapOf } from "./map";
import type { SpaceView, Table } from "./types";

export function spacesView(t: Table): readonly SpaceView[] {
  return mapOf(t.sheets).spaces.map((s) => ({ x: s.x, y: s.y, kind: s.kind, feature: s.feature, module: moduleAt(t, s.x, s.y)?.id ?? null }));
}
