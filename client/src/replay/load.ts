import { GameFile } from "@space/shared";
import { t } from "../i18n";

/** A game file read and checked for its shape (docs/game-file.md), or why it could not be. */
export type Loaded = { ok: true; file: GameFile } | { ok: false; error: string };

/** Parses text as a game file; the shape is checked, the fairness is checked later by `verifyGame`. */
function parseGameFile(text: string): Loaded {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: t("replay.load.notJson") };
  }
  const parsed = GameFile.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown; version?: unknown } | null);
    if (format?.format === "space-tabletop-game" && format.version !== 1) {
      return { ok: false, error: t("replay.load.version", { version: String(format.version) }) };
    }
    return { ok: false, error: t("replay.load.notGameFile") };
  }
  return { ok: true, file: parsed.data };
}

/** The address of the game server's HTTP API (the page's origin; :2567 under `vite` dev). */
export function apiBase(): string {
  const configured = import.meta.env.VITE_SERVER_URL as string | undefined;
  if (configured) return configured.replace(/^ws/, "http");
  if (import.meta.env.DEV) return `${location.protocol}//${location.hostname}:2567`;
  return "";
}

/** `GET /api/records/CODE`: the finished game's file; refusals as sentences. */
export async function fetchGameFile(code: string): Promise<Loaded> {
  let response: Response;
  try {
    response = await fetch(`${apiBase()}/api/records/${encodeURIComponent(code)}`, { headers: { accept: "application/json" } });
  } catch {
    return { ok: false, error: t("replay.load.unreachable") };
  }
  if (response.status === 404) {
    return { ok: false, error: t("replay.load.noRecord", { code }) };
  }
  if (response.status === 429) return { ok: false, error: t("replay.load.tooMany") };
  if (!response.ok) return { ok: false, error: t("replay.load.httpError", { code, status: String(response.status) }) };
  return parseGameFile(await response.text());
}

/** Reads a file the player picked or dropped. */
export async function readGameFile(file: File): Promise<Loaded> {
  if (file.size > 50 * 1024 * 1024) return { ok: false, error: t("replay.load.tooLarge", { name: file.name }) };
  try {
    return parseGameFile(await file.text());
  } catch {
    return { ok: false, error: `${file.name} could not be read` };
  }
}
