import type { AnyGame, GameEvent, GameFile } from "@space/shared";
import { t } from "../i18n";

/**
 * A recorded game replayed with the shared engine: step 0 is the setup, step i the state after
 * the i-th recorded action. The whole game is applied once (for the events and to find a refused
 * action); states are kept only every CHECKPOINT steps plus a few recent ones, and any other step
 * is recomputed from the checkpoint before it (at most CHECKPOINT - 1 applies, a few ms), so
 * stepping back stays instant even for a long game without holding thousands of states.
 */
const CHECKPOINT = 32;
/** Recently used states kept beside the checkpoints (stepping back and forth around one place). */
const CACHE = 96;
/** Work this long before letting the page draw (the first pass over a long game). */
const SLICE_MS = 12;

interface RecordedStep {
  seat: number;
  /** The engine's parsed copy of the action. */
  action: { type: string; [key: string]: unknown };
  events: GameEvent[];
}

export interface Timeline {
  game: AnyGame;
  file: GameFile;
  /** Recorded actions that replayed; steps run from 0 to `length`. */
  length: number;
  steps: RecordedStep[];
  /** The action the engine refused (the file does not follow from its seed), in words; null when all replayed. */
  refused: string | null;
  /** The engine's state at step `i` (0 ≤ i ≤ length). */
  stateAt(i: number): unknown;
}

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface BuildHooks {
  /** Told between slices of work. */
  progress?(done: number, total: number): void;
  /** Sees every step's state once, in order, during the first pass (e.g. to index the rounds). */
  visit?(step: number, state: unknown): void;
}

/** Applies every action of `file` once. */
export async function buildTimeline(file: GameFile, game: AnyGame, hooks: BuildHooks = {}): Promise<Timeline> {
  const progress = hooks.progress ?? (() => {});
  const visit = hooks.visit ?? (() => {});
  const total = file.actions.length;
  const checkpoints: unknown[] = [];
  const steps: RecordedStep[] = [];
  let refused: string | null = null;
  let state: unknown = game.setup({ players: file.seats.length, seed: file.fairness.seed });
  checkpoints.push(state);
  visit(0, state);
  let sliceStart = performance.now();
  for (let i = 0; i < total; i++) {
    const { seat, action } = file.actions[i];
    const r = game.apply(state, seat, action);
    if (!r.ok) {
      refused = t("replay.refusedAction", { n: i + 1, total, seat: seatLabel(file, seat), why: r.error.message });
      break;
    }
    state = r.state;
    steps.push({ seat, action: r.action as RecordedStep["action"], events: r.events });
    visit(i + 1, state);
    if ((i + 1) % CHECKPOINT === 0) checkpoints.push(state);
    if (performance.now() - sliceStart > SLICE_MS) {
      progress(i + 1, total);
      await nextFrame();
      sliceStart = performance.now();
    }
  }
  progress(steps.length, total);

  const cache = new Map<number, unknown>();
  const remember = (i: number, s: unknown) => {
    cache.delete(i);
    cache.set(i, s);
    if (cache.size > CACHE) cache.delete(cache.keys().next().value as number);
  };
  remember(steps.length, state);

  function stateAt(i: number): unknown {
    const at = Math.max(0, Math.min(steps.length, Math.floor(i)));
    const hit = cache.get(at);
    if (hit !== undefined) {
      remember(at, hit);
      return hit;
    }
    if (at % CHECKPOINT === 0) return checkpoints[at / CHECKPOINT];
    // Start from the nearest known state at or before `at` within its checkpoint's span.
    const base = at - (at % CHECKPOINT);
    let from = base;
    let s = checkpoints[base / CHECKPOINT];
    for (let k = at - 1; k > base; k--) {
      const known = cache.get(k);
      if (known !== undefined) {
        from = k;
        s = known;
        break;
      }
    }
    for (let k = from; k < at; k++) {
      const r = game.apply(s, steps[k].seat, steps[k].action);
      if (!r.ok) throw new Error(`replay: step ${k + 1} refused the second time (${r.error.message})`);
      s = r.state;
      remember(k + 1, s);
    }
    return s;
  }

  return { game, file, length: steps.length, steps, refused, stateAt };
}

export function seatLabel(file: Pick<GameFile, "seats">, seat: number): string {
  return file.seats[seat]?.name || t("lobby.seat.numbered", { n: seat + 1 });
}
