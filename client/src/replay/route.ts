import { RoomCode } from "@space/shared";

/** What a `/replay…` address asks for: a finished game by its code, or a file the player opens. */
export type ReplayTarget = { kind: "code"; code: string } | { kind: "file"; notCode?: string };

/**
 * `/replay/CODE` → the server's record of that game; `/replay` → the file picker (also for a path
 * that is not a room code, which is then named in `notCode`). Any other path → null (the usual lobby and rooms).
 */
export function replayTarget(pathname: string): ReplayTarget | null {
  const match = /^\/replay(?:\/([^/]*))?\/?$/i.exec(pathname);
  if (!match) return null;
  const code = decodeURIComponent(match[1] ?? "").trim().toUpperCase();
  if (!code) return { kind: "file" };
  return RoomCode.safeParse(code).success ? { kind: "code", code } : { kind: "file", notCode: code };
}

/** The address of a finished game's replay. */
export function replayPath(code: string): string {
  return `/replay/${encodeURIComponent(code)}`;
}
