import { JoinRefusal, NAME_MAX_LENGTH, refusalCodeOf } from "@space/shared";
import { t as tr, tKnown } from "../i18n";

/** A server's or the network's words as one sentence: capitalised, with a full stop, never a raw code. */
export function sentence(text: string): string {
  const t = text.trim().replace(/\s*\((?:code )?[\w-]+\)$/, "");
  if (!t) return tr("app.error.generic");
  const capital = t[0].toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Turns whatever a failed create/join/reconnect threw into one readable sentence. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    const message = error.message || error.name || tr("app.error.unknown");
    if (code === 4212 || /not found|locked|already full/i.test(message)) return tr("app.error.noRoom");
    return joinRefusalWords(message);
  }
  if (error && typeof error === "object" && "message" in error) return sentence(String((error as { message: unknown }).message));
  if (typeof error === "string") return sentence(error);
  return tr("app.error.gameServerUnreachable");
}

/**
 * A room's refusal of a join or a create, `sentence (code)` (shared/src/join-refusal.ts), in the
 * reader's words: `app.refusal.join.<code>`, else a room refusal's `common.refusal.<code>` (a pace
 * problem); the server's sentence for a code this page does not know.
 */
export function joinRefusalWords(message: string): string {
  const code = refusalCodeOf(message);
  const worded = code && (tKnown(`app.refusal.join.${code}`, { max: NAME_MAX_LENGTH }) ?? tKnown(`common.refusal.${code}`));
  return worded ? sentence(worded) : sentence(message);
}

/** The code of what a failed create/join/reconnect threw, when the room refused it with one. */
export function refusalCode(error: unknown): string | null {
  const message = error instanceof Error ? error.message : error && typeof error === "object" && "message" in error ? String(error.message) : "";
  return refusalCodeOf(message);
}

/** Whether a join's refusal code is that of a game already started: the lobby then joins to watch. */
export function gameHasStarted(code: string | null): boolean {
  return code === JoinRefusal.gameStarted;
}
