import type { Words } from "../i18n/words";
import type { ErrorMessage } from "../protocol";

/**
 * A server's refusal in the reader's words: an engine's by its catalog key (`reason`), a room's by
 * `common.refusal.<code>`, each with its `params`; the server's English `message` for a code this
 * page's catalog does not know (a newer server).
 */
export function errorWords(error: Partial<ErrorMessage>, words: Words): string | undefined {
  if (error.reason && words.has(error.reason)) return words.t(error.reason, error.params);
  const key = `common.refusal.${error.code ?? ""}`;
  if (words.has(key)) return words.t(key, error.params);
  return error.message;
}
