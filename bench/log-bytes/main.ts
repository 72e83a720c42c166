/**
 * What the log costs on the wire (npm run bench:log-bytes): a seeded 3-player bot game of each game,
 * its log written into the room's synced ring after every action as the journal writes it, and the
 * bytes of the patches colyseus would send for it (the log ring and logTotal only; the rest of the
 * state stays as it was). Prints bytes per action and writes results/<date>.json.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { Encoder } from "@colyseus/schema";
import { games, mergeRuns, preloadWords, type AnyGame } from "@space/shared";
import { RoomState, writeLogLine } from "@space/shared/schema";
import { playBotGame } from "../support/bot-games";
import { lineForms, type LineForm } from "./forms";

Encoder.BUFFER_SIZE = 256 * 1024;
const NAMES = ["Ana", "Bo", "Cy"];

interface Measured {
  actions: number;
  lines: number;
  /** Patch bytes of the log over the whole game, per action. */
  bytesPerAction: number;
  /** Characters of the slots' strings, per line. */
  charsPerLine: number;
}

function measure(game: AnyGame, form: LineForm): Measured {
  const seed = `log-bytes-${game.id}`;
  const { moves } = playBotGame(game, 3, seed);
  const room = new RoomState();
  const encoder = new Encoder(room);
  encoder.encodeAll();
  encoder.discardChanges();
  let total = 0;
  let chars = 0;
  const say = (line: string) => {
    writeLogLine(room.log, line, total);
    chars += line.length;
    room.logTotal = ++total;
  };
  let bytes = 0;
  let state = game.setup({ players: 3, seed });
  say(form.begins(game.id));
  bytes += encoder.encode().length;
  encoder.discardChanges();
  for (const { seat, action } of moves) {
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`replay refused: ${r.error.code}`);
    state = r.state;
    for (const event of mergeRuns(game, r.events)) say(form.event(game, event, NAMES));
    bytes += encoder.encode().length;
    encoder.discardChanges();
  }
  return { actions: moves.length, lines: total, bytesPerAction: round(bytes / moves.length), charsPerLine: round(chars / total) };
}

const round = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<void> {
  await preloadWords(["en"]);
  const results: Record<string, Record<string, Measured>> = {};
  for (const game of Object.values(games) as AnyGame[]) {
    results[game.id] = {};
    for (const form of lineForms) {
      const m = measure(game, form);
      results[game.id][form.name] = m;
      console.log(`${game.id.padEnd(8)} ${form.name.padEnd(10)} ${String(m.actions).padStart(5)} actions ${String(m.lines).padStart(5)} lines  `
        + `${m.bytesPerAction} B per action  ${m.charsPerLine} chars per line`);
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(join(__dirname, "..", "..", "results", `${date}.json`), `${JSON.stringify({ date, node: process.version, results }, null, 2)}\n`);
}

void main();
