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

/** The limits a reader is told: a field's schema may first take more code units than it keeps characters. */
const READER_MAX: Record<string, number> = { name: NAME_MAX_LENGTH, text: CHAT_MAX_LENGTH };

/** A zod failure's first problem, for a refusal the client words (`explain` stays the log's sentence). */
export function fieldProblem(error: z.ZodError): FieldProblem {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join(".") ?? "";
  const told = (issue as { params?: { problem?: Problem } } | undefined)?.params?.problem;
  const problem: Problem = told ?? (issue?.code === "too_big" ? "too_long" : issue?.code === "too_small" ? "empty"
    : issue?.code === "invalid_format" && field === "name" ? "characters" : "invalid");
  if (problem !== "too_long") return { field, problem };
  const maximum = (issue as { maximum?: unknown }).maximum;
  return { field, problem, max: READER_MAX[field] ?? (typeof maximum === "number" ? maximum : undefined) };
}
