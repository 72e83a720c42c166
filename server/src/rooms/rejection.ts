import type { z } from "zod";
import { explain, fieldProblem, refusalWords, type GameError, type Params, type SharedKey } from "@space/shared";

/**
 * A refused message: sent to its sender only, as `error` { code, message, reason?, params? }. The
 * client words a room's own code by `common.refusal.<code>` with `params`, an engine's refusal by
 * its `reason`; `message` (English) is for older clients and the server's own log.
 */
export class Rejection extends Error {
  constructor(readonly code: string, message: string, readonly params?: Params, readonly reason?: SharedKey) {
    super(message);
  }

  /** An engine's refusal: its code, its catalog key and parameters, and its words in English. */
  static of(error: GameError): Rejection {
    return new Rejection(error.code, refusalWords(error), error.params, error.reason);
  }

  /**
   * A message its schema refuses: a typed field (a chat message) too long (`too_long`, with the field
   * and its limit) or empty (`empty`), anything else `bad_message`; the English is `explain`'s.
   */
  static malformed(error: z.ZodError): Rejection {
    const { field, problem, max } = fieldProblem(error);
    if (problem === "too_long") return new Rejection("too_long", explain(error), { field, max });
    if (problem === "empty") return new Rejection("empty", explain(error), { field });
    return new Rejection("bad_message", explain(error));
  }
}
