import type { GameFile } from "@space/shared";
import { fetchGameFile } from "./load";

/** The file name a game is saved under. */
function gameFileName(file: Pick<GameFile, "code" | "gameId">): string {
  return `space-tabletop-${file.gameId}-${file.code}.json`.replace(/[^A-Za-z0-9._-]/g, "_");
}

/** Saves the game file as JSON through the browser's download (no server involved). */
export function saveGameFile(file: GameFile): void {
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = gameFileName(file);
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a finished game's file from the server and saves it; resolves with the refusal as a sentence, or null. */
export async function downloadGame(code: string): Promise<string | null> {
  const loaded = await fetchGameFile(code);
  if (!loaded.ok) return loaded.error;
  saveGameFile(loaded.file);
  return null;
}
