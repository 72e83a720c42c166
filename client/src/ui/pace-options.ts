import { DAY, TURN_BASED_CLOCKS, TURN_BASED_DEFAULTS, paceProblem, type CreateOptions, type Pace } from "@space/shared";
import { lengthWords } from "./time-left";
import { t } from "../i18n";

/** One choice of a select: seconds and its words. */
export interface Choice {
  seconds: number;
  label: string;
}

// Functions, not constants: the words are the reader's, known only once the page's catalogs are loaded.
export function paceChoices(): { pace: Pace; label: string }[] {
  return [
    { pace: "live", label: t("lobby.pace.live") },
    { pace: "turn-based", label: t("lobby.pace.turnBased") },
  ];
}

/** A live table's clock per move (0: none; the rules play the default move when it runs out). */
export function liveClocks(): Choice[] {
  return [0, 30, 60, 120, 300].map((seconds) => ({
    seconds,
    label: seconds === 0 ? t("lobby.pace.noClock") : seconds < 60 ? t("lobby.pace.seconds", { n: seconds }) : t("table.time.minutes", { mins: seconds / 60 }),
  }));
}

/** A turn-based table's clock per move. */
export function turnClocks(): Choice[] {
  return TURN_BASED_CLOCKS.map((seconds) => ({ seconds, label: lengthWords(seconds) }));
}

/** The reserve of extra days for the whole game. */
export function reserves(): Choice[] {
  return [0, 1, 2, 3, 7].map((days) => ({ seconds: days * DAY, label: days ? lengthWords(days * DAY) : t("lobby.pace.noReserve") }));
}

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

/** The create options of the pace fields, with the protocol's objection when they do not fit (`paceProblem`), in the reader's words. */
export function paceOptions(form: PaceForm): { options: PaceOptions; problem: string | null } {
  const options: PaceOptions = form.pace === "turn-based"
    ? { pace: "turn-based", turnSeconds: form.turnClock, bankSeconds: form.reserve }
    : form.liveClock > 0 ? { turnSeconds: form.liveClock } : {};
  const problem = paceProblem(options);
  return { options, problem: problem && t(`common.refusal.${problem}`) };
}
