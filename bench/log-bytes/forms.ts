import { encodeEntry, note, type AnyGame, type GameEvent } from "@space/shared";

/** How a log line is written into the synced ring. */
export interface LineForm {
  name: string;
  begins(gameId: string): string;
  event(game: AnyGame, event: GameEvent, names: string[]): string;
}

/** The log before issue 41: English sentences written by the server (describeEvent's default words). */
const sentences: LineForm = {
  name: "sentences",
  begins: () => "The game begins with Ana, Bo and Cy",
  event: (game, event, names) => game.describeEvent(event, names),
};

/** The log since issue 41: entries (log-entry.ts), worded by each reader. */
const entries: LineForm = {
  name: "entries",
  begins: (gameId) => encodeEntry(gameId, note("common.gameBegins")),
  event: (game, event) => encodeEntry(game.id, { event }),
};

export const lineForms: LineForm[] = [sentences, entries];
