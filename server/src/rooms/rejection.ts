import { refusalWords, type GameError, type Params, type SharedKey } from "@space/shared";

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
}
