import { t as tr } from "../i18n";

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
    return sentence(message);
  }
  if (error && typeof error === "object" && "message" in error) return sentence(String((error as { message: unknown }).message));
  if (typeof error === "string") return sentence(error);
  return tr("app.error.gameServerUnreachable");
}

/** The server's refusal of a newcomer once the game has started (server/src/rooms/arrivals.ts); the lobby then joins to watch. */
const GAME_STARTED_REFUSAL = "the game has already started; join as a spectator to watch";

/** Whether a join's refusal, as `describeFailure` wrote it, is that one. */
export function gameHasStarted(refusal: string): boolean {
  return refusal.toLowerCase().includes(GAME_STARTED_REFUSAL);
}
