/** The seat this tab holds, kept in sessionStorage so a refresh can reconnect to it. */
export interface SavedSession {
  roomId: string;
  reconnectionToken: string;
  /** The name the seat was taken with, to reclaim it when the token no longer works. */
  name?: string;
}

const KEY = "spaceTabletop.session";

export function saveSession(session: SavedSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function loadSession(): SavedSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedSession>;
    if (typeof parsed.roomId === "string" && typeof parsed.reconnectionToken === "string") {
      return { roomId: parsed.roomId, reconnectionToken: parsed.reconnectionToken, name: typeof parsed.name === "string" ? parsed.name : undefined };
    }
  } catch {
    // a broken entry is the same as none
  }
  return null;
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY);
}
