import type { AnyGame } from "@space/shared";
import { t } from "../i18n";
import type { RoundKind } from "../story/round-kind";

/**
 * Where each round (or turn) of the game starts, read from the engine's public view: `round` when
 * the view has one (Space Base), else `turn` (Space Zoo, Space Colony Cheeses). A game whose view
 * has neither gets no index, and the replay offers jumping by action number only.
 */
export interface RoundIndex {
  /** What the view counts: rounds or turns (Space Zoo's its own); null when it names neither. */
  kind: RoundKind | null;
  /** "Round" or "Turn" in the reader's words; null when the view names neither. */
  label: string | null;
  /** The first step of each round, in order. */
  starts: { value: number; step: number }[];
  /** The round or turn number at a step (null without an index). */
  at(step: number): number | null;
}

/** Fed every step's state in order (`visit`), then read as an index. */
export function roundIndexer(game: AnyGame) {
  let field: "round" | "turn" | null | undefined;
  const values: (number | null)[] = [];
  const starts: { value: number; step: number }[] = [];
  return {
    visit(step: number, state: unknown): void {
      let view: Record<string, unknown>;
      try {
        view = game.view(state, null) as unknown as Record<string, unknown>;
      } catch {
        values[step] = null;
        return;
      }
      if (field === undefined) field = typeof view.round === "number" ? "round" : typeof view.turn === "number" ? "turn" : null;
      const value = field && typeof view[field] === "number" ? (view[field] as number) : null;
      values[step] = value;
      if (value !== null && (starts.length === 0 || starts[starts.length - 1].value !== value)) starts.push({ value, step });
    },
    index(): RoundIndex {
      const kind = field === "turn" && game.id === "zoo" ? "zoo" : field ?? null;
      const label = kind ? t("replay.rounds.label", { kind }) : null;
      return { kind, label, starts: kind ? starts : [], at: (step) => values[step] ?? null };
    },
  };
}
