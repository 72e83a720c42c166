import * as tls from "node:tls";

/**
 * One TLS context per trust setting, made once: building a context (and, with a test's own CA,
 * parsing that CA into a store) cost more CPU than the rest of a notice when it was done per request.
 * `undefined` is the system's roots, as in production; a string is a test's own CA (testOnly.ca).
 */
const contexts = new Map<string | undefined, { id: number; context: tls.SecureContext }>();

/** The shared context for `ca`, and a short id for it that a pool key can carry. */
export function secureContextFor(ca: string | undefined): { id: number; context: tls.SecureContext } {
  let entry = contexts.get(ca);
  if (!entry) {
    entry = { id: contexts.size, context: tls.createSecureContext(ca === undefined ? {} : { ca }) };
    contexts.set(ca, entry);
  }
  return entry;
}
