import { LEARNER, scriptedMove, type Lesson } from "@space/shared";
import type { RoomState } from "@space/shared/schema";
import { Rejection } from "./rejection";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The guide of a guided first game (docs/learning.md, "A guided first game"): while the learner has
 * steps left, the table takes from the learner only the step's move (after the engine's own check,
 * so a move the rules refuse gets the engine's reason) and the bots play their written moves.
 * The step is in the synced state (`lessonStep`); -1 once the guide is over, or at any other table.
 */
export class Guide {
  private played: number[];
  private on: boolean;

  /** `earlier`: the moves a restored table already made; a table that left the script is guided no more. */
  constructor(private lesson: Lesson<unknown> | null, private state: RoomState, earlier: { seat: number; action: unknown }[] = []) {
    this.played = new Array<number>(lesson?.players ?? 0).fill(0);
    this.on = lesson !== null;
    for (const { seat, action } of earlier) {
      if (this.on && !same(action, this.scripted(seat))) this.on = false;
      this.played[seat] = (this.played[seat] ?? 0) + 1;
    }
    this.state.lesson = lesson !== null;
    this.show();
  }

  /** Whether the guided round is on. */
  get guiding(): boolean {
    return this.on;
  }

  /** The written move of `seat` now, while the guide is on: what its bot plays. */
  scripted(seat: number): unknown {
    return this.on && this.lesson ? scriptedMove(this.lesson, seat, this.played[seat] ?? 0) : undefined;
  }

  /** Refuses a learner's move (already accepted by the engine) that is not the step's. */
  check(seat: number, action: unknown): void {
    const step = seat === LEARNER ? this.scripted(seat) : undefined;
    if (step !== undefined && !same(action, step)) {
      throw new Rejection("lesson_step", "this step asks for another move: follow the pointer, or press Show me");
    }
  }

  /** A move of `seat` was taken: its next written move is the one to make. */
  moved(seat: number): void {
    if (!this.lesson) return;
    this.played[seat] = (this.played[seat] ?? 0) + 1;
    this.show();
  }

  /** The step's move, for "Show me": the table makes it for the learner. */
  step(seat: number): unknown {
    if (!this.lesson) throw new Rejection("no_lesson", "this is not a guided game");
    const move = seat === LEARNER ? this.scripted(seat) : undefined;
    if (move === undefined) throw new Rejection("no_lesson", "the guide has no step for you now");
    return move;
  }

  /** The learner leaves the guide: the game goes on as any game with bots. */
  stop(seat: number): void {
    if (!this.lesson || seat !== LEARNER) throw new Rejection("no_lesson", "only the learner at a guided game can leave its guide");
    this.on = false;
    this.show();
  }

  private show(): void {
    const steps = this.lesson?.steps.length ?? 0;
    const at = this.played[LEARNER] ?? 0;
    if (this.on && at >= steps) this.on = false;
    this.state.lessonStep = this.on ? at : -1;
  }
}
