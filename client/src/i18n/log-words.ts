import { games, lineWords, type AnyGame, type GameId } from "@space/shared";
import { readerWords } from "./index";

/** A log entry's words for this reader, per table (game and seat names), since the same 50 slots come with every state. */
let cache: { key: string; lines: Map<string, string> } = { key: "", lines: new Map() };
const MAX_CACHED = 2000;

/**
 * The log's entries (as the synced ring and `logLines` hold them) in the reader's words, the seats'
 * names as the table has them now. An entry of a game this page does not know reads as it is.
 */
export function logWords(gameId: string, names: string[], entries: readonly string[]): string[] {
  const game = games[gameId as GameId] as AnyGame | undefined;
  if (!game) return [...entries];
  const words = readerWords();
  const key = `${words.locale}\u0000${gameId}\u0000${names.join("\u0000")}`;
  if (cache.key !== key || cache.lines.size > MAX_CACHED) cache = { key, lines: new Map() };
  return entries.map((entry) => {
    let line = cache.lines.get(entry);
    if (line === undefined) {
      line = lineWords(game, entry, names, words);
      cache.lines.set(entry, line);
    }
    return line;
  });
}
