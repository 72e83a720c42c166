import type { z } from "zod";
import { CHAT_MAX_LENGTH, NAME_MAX_LENGTH } from "./protocol";

/** What is wrong with a message's field, as a reader can be told it (the client words it). */
export type Problem = "too_long" | "empty" | "characters" | "marks" | "invalid";

export interface FieldProblem {
  /** The field's path (`name`, `text`, `webhook.url`). */
  field: string;
  problem: Problem;
  /** The longest the field may be, in characters as the reader counts them (with `too_long`). */
  max?: number;
}

/**
 * The fields a person types (the name, a chat message), with the limits a reader is told: a field's
 * schema may first take more code units than it keeps characters. Another field's problem is `invalid`.
 */
const READER_MAX: Record<string, number> = { name: NAME_MAX_LENGTH, text: CHAT_MAX_LENGTH };

/**
 * A zod failure's first problem, for a refusal the client words (`explain` stays the log's sentence);
 * `field` names a schema of one field (`PlayerName` alone), whose issues have no path.
 */
export function fieldProblem(error: z.ZodError, field = ""): FieldProblem {
  const issue = error.issues[0];
  if (issue?.path.length) field = issue.path.map(String).join(".");
  const told = (issue as { params?: { problem?: Problem } } | undefined)?.params?.problem;
  const empty = issue?.code === "too_small" && (issue as { minimum?: unknown }).minimum === 1;
  const problem: Problem = told ?? (issue?.code === "too_big" ? "too_long" : empty ? "empty"
    : issue?.code === "invalid_format" && field === "name" ? "characters" : "invalid");
  if (!Object.hasOwn(READER_MAX, field)) return { field, problem: "invalid" };
  return problem === "too_long" ? { field, problem, max: READER_MAX[field] } : { field, problem };
}
