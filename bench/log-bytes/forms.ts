import { gameBegins, type AnyGame, type GameEvent } from "@space/shared";

/** How a log line is written into the synced ring. */
export interface LineForm {
  name: string;
  begins(names: string[]): string;
  event(game: AnyGame, event: GameEvent, names: string[]): string;
}

/** The log before issue 41: English sentences written by the server. */
const sentences: LineForm = {
  name: "sentences",
  begins: gameBegins,
  event: (game, event, names) => game.describeEvent(event, names),
};

export const lineForms: LineForm[] = [sentences];
