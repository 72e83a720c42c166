import { CODE_ALPHABET, CODE_LENGTH, TURN_BASED_DEFAULTS, games, randomFunction, type AnyGame, type GameEvent } from "@space/shared";
import type { Move, NewGame, Store, TableTurn } from "./server-api";

const HOUR = 3_600_000;
const TURN_MS = TURN_BASED_DEFAULTS.turnSeconds * 1000;
const BANK_MS = TURN_BASED_DEFAULTS.bankSeconds * 1000;
const NAMES = ["Ana", "Bo", "Cy", "Di"];
/** Moves each sleeping table has stored. */
const MOVES = 4;
/** Tables written per round: their appends go in one transaction (the store batches a turn of the event loop). */
const CHUNK = 1000;

/** The `n`th room code (base 31, five letters: 28.6 million of them). */
export function codeOf(n: number): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) {
    code = CODE_ALPHABET[n % CODE_ALPHABET.length] + code;
    n = Math.floor(n / CODE_ALPHABET.length);
  }
  return code;
}

/** A turn-based table's options as the room stores them (game-room.ts `onCreate`). */
export function turnBasedOptions(seats: number): Record<string, unknown> {
  return { seats, bots: 0, botLevel: "medium", reconnectSeconds: 120, fairness: { salt: "bench-salt", fixedSeed: false },
    pace: "turn-based", turnSeconds: TURN_MS / 1000, bankSeconds: BANK_MS / 1000 };
}

/**
 * The turn a sleeping table keeps (turn-based/keeper.ts `KeptTurn` in `clock`): the awaited seats'
 * clocks started `since`, every seat's notices, no notes, nothing in the outbox. It must wake when
 * the first awaited seat's move clock runs out and its reserve starts (`dueAt`).
 */
export function sleepingTurn(players: number, awaiting: number[], since: number, moves: number, lastMove: string): TableTurn {
  const seats = Array.from({ length: players }, (_, i) => ({ since: awaiting.includes(i) ? since : 0, bank: BANK_MS, timeouts: 0, inBank: false }));
  const notices = seats.map((s) => ({ since: s.since, told: s.since, reminded: 0, lastAt: s.since, ended: false }));
  return {
    dueAt: since + TURN_MS,
    clock: { clock: { seats }, notices, notes: [], outbox: [] },
    summary: { awaiting, deadline: since + TURN_MS + BANK_MS, lastMove, moves, updatedAt: since },
  };
}

/** The first moves of a 3-player game of each kind, played by its bot from each seat's view, and the seats awaited after them. */
function openings(): { game: AnyGame; seed: string; moves: Move[]; awaiting: number[]; lastMove: string }[] {
  return (Object.values(games) as AnyGame[]).map((game) => {
    const seed = `sleep-${game.id}`;
    let state = game.setup({ players: 3, seed });
    const rng = randomFunction(seed);
    const moves: Move[] = [];
    let lastEvents: GameEvent[] = [];
    while (moves.length < MOVES && !game.result(state)) {
      const seat = game.awaiting(state)[0];
      const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
      if (!r.ok) throw new Error(`the bot's move was refused: ${r.error.message}`);
      moves.push({ seat, action: r.action });
      state = r.state;
      lastEvents = r.events;
    }
    const lastMove = lastEvents.length ? game.describeEvent(lastEvents[lastEvents.length - 1], NAMES.slice(0, 3)) : "";
    return { game, seed, moves, awaiting: game.awaiting(state), lastMove };
  });
}

/**
 * Writes `count` sleeping turn-based tables through the store's own API: each a 3-seat game of one
 * of the games (in turn), its first moves, and its turn due in the next 12 to 24 hours (none due now).
 * Codes are `codeOf(first)` onwards.
 */
export async function writeSleepingTables(store: Store, count: number, now: number, first = 0): Promise<void> {
  const kinds = openings();
  for (let start = 0; start < count; start += CHUNK) {
    const appends: Promise<void>[] = [];
    const turns: [string, TableTurn][] = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const kind = kinds[i % kinds.length];
      const code = codeOf(first + i);
      // The awaited seats' clocks started up to 12 hours ago: they wake in 12 to 24 hours.
      const since = now - ((i * 7919) % (12 * HOUR));
      const game: NewGame = {
        code, gameId: kind.game.id, seed: kind.seed, options: turnBasedOptions(3), createdAt: since - HOUR,
        seats: NAMES.slice(0, 3).map((name, seat) => ({ name, kind: "human", tokenHash: (seat * 1e9 + i).toString(16).padStart(64, "0") })),
      };
      await store.createGame(game);
      kind.moves.forEach((move, index) => appends.push(store.appendAction(code, index, move)));
      turns.push([code, sleepingTurn(3, kind.awaiting, since, kind.moves.length, kind.lastMove)]);
    }
    await Promise.all(appends);
    for (const [code, turn] of turns) await store.saveTurn(code, turn);
  }
}
