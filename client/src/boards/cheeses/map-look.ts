import { MODULE_TYPES, type CheesesView, type ModuleType } from "@space/shared/cheeses";
import { spaceId, type Targets } from "./targets";
import { COLORS } from "./colours";

/** A map space's colour: fault lines and lush pastures first, else octagon or square. */
export function spaceFill(kind: "octagon" | "square", feature: "fault" | "lush" | null): number {
  if (feature === "fault") return COLORS.fault;
  if (feature === "lush") return COLORS.lush;
  return kind === "octagon" ? COLORS.octagon : COLORS.square;
}

/**
 * What the map shows for this step and the page's picks: the module type chosen (kept until the
 * next state whether buildable or not; the only buildable one is chosen by itself), the module
 * being moved, the palette (the buildable types first), the lit spaces and the ringed one.
 */
export function mapChoice(v: CheesesView, seat: number | null, t: Targets, picked: { type: ModuleType | null; module: number | null }) {
  let chosenType = v.step === "build" ? picked.type : null;
  if (!chosenType && t.builds.size === 1) chosenType = [...t.builds.keys()][0];
  const chosenModule = picked.module !== null && t.moves.has(picked.module) ? picked.module : null;
  const moving = chosenModule === null ? null : v.modules.find((m) => m.id === chosenModule) ?? null;
  const palette = v.step === "build" && seat !== null
    ? [...MODULE_TYPES.filter((type) => t.builds.has(type)), ...MODULE_TYPES.filter((type) => !t.builds.has(type))]
      .map((type) => ({ type, buildable: t.builds.has(type) }))
    : [];
  const highlight = new Set<string>();
  if (chosenType) t.builds.get(chosenType)?.forEach((id) => highlight.add(id));
  // Moving a module: where it may go; else the modules that may move.
  if (moving) t.moves.get(moving.id)?.forEach((id) => highlight.add(id));
  else for (const id of t.moves.keys()) {
    const m = v.modules.find((o) => o.id === id);
    if (m) highlight.add(spaceId(m.x, m.y));
  }
  return { chosenType, chosenModule, moving, palette, highlight, selected: moving ? spaceId(moving.x, moving.y) : null };
}
