/** A refused message: sent to its sender only, as `error` { code, message }. */
export class Rejection extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}
