import type { z } from "zod";
import { fieldProblem } from "./field-problem";

/**
 * Why a room refuses a join or a create. colyseus hands the client only the refusal's message, so
 * the message is the English sentence (older clients, logs) ending in ` (code)`: the client reads
 * the code and words it in the reader's language (`app.refusal.join.<code>`).
 */
export const JoinRefusal = {
  /** A former device's token, once its seat moved on by a link: it may take the seat back. */
  seatMovedAway: "seat_moved_away",
  linkUsed: "link_used",
  noSuchSeat: "no_such_seat",
  gameStarted: "game_started",
  roomFull: "room_full",
  /** The name or another option the schema refuses (a name's own problems have codes of their own: `NameProblem`). */
  badOptions: "bad_options",
} as const;
export type JoinRefusal = (typeof JoinRefusal)[keyof typeof JoinRefusal];

/** The message colyseus carries: `sentence (code)`. */
export function coded(sentence: string, code: string): string {
  return `${sentence} (${code})`;
}

/** The code at the end of a refusal's message, or null (an older server, or colyseus's own words). */
export function refusalCodeOf(message: string): string | null {
  return /\(([a-z][a-z0-9_]*)\)\s*$/.exec(message)?.[1] ?? null;
}

/** A name's problems have codes of their own (`name_too_long`, `name_empty`, ...): the lobby's name field is where a person causes them. */
export function optionsRefusal(error: z.ZodError): string {
  const { field, problem } = fieldProblem(error);
  return field === "name" && problem !== "invalid" ? `name_${problem}` : JoinRefusal.badOptions;
}
