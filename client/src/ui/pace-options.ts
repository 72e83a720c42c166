import { DAY, TURN_BASED_CLOCKS, TURN_BASED_DEFAULTS, paceProblem, type CreateOptions, type Pace } from "@space/shared";
import { lengthWords } from "./time-left";

/** One choice of a select: seconds and its words. */
export interface Choice {
  seconds: number;
  label: string;
}

export const PACE_CHOICES: { pace: Pace; label: string }[] = [
  { pace: "live", label: "Live (everyone at the table now)" },
  { pace: "turn-based", label: "Turn-based (play over days)" },
];

/** A live table's clock per move (0: none; the rules play the default move when it runs out). */
export const LIVE_CLOCKS: Choice[] = [[0, "no clock"], [30, "30 s"], [60, "1 min"], [120, "2 min"], [300, "5 min"]]
  .map(([seconds, label]) => ({ seconds: Number(seconds), label: String(label) }));

/** A turn-based table's clock per move. */
export const TURN_CLOCKS: Choice[] = TURN_BASED_CLOCKS.map((seconds) => ({ seconds, label: lengthWords(seconds) }));

/** The reserve of extra days for the whole game. */
export const RESERVES: Choice[] = [0, 1, 2, 3, 7].map((days) => ({ seconds: days * DAY, label: days ? lengthWords(days * DAY) : "none" }));

/** What a turn-based table starts with when the player changes nothing. */
export const TURN_DEFAULTS = { turnSeconds: TURN_BASED_DEFAULTS.turnSeconds, bankSeconds: TURN_BASED_DEFAULTS.bankSeconds };

/** The form's pace fields as they stand. */
export interface PaceForm {
  pace: Pace;
  liveClock: number;
  turnClock: number;
  reserve: number;
}

type PaceOptions = Pick<CreateOptions, "pace" | "turnSeconds" | "bankSeconds">;

/** The create options of the pace fields, with the protocol's objection when they do not fit (`paceProblem`). */
export function paceOptions(form: PaceForm): { options: PaceOptions; problem: string | null } {
  const options: PaceOptions = form.pace === "turn-based"
    ? { pace: "turn-based", turnSeconds: form.turnClock, bankSeconds: form.reserve }
    : form.liveClock > 0 ? { turnSeconds: form.liveClock } : {};
  return { options, problem: paceProblem(options) };
}
