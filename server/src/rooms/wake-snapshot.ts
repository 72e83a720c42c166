import { createHash } from "node:crypto";
import { engineBuild } from "./engine-build";

/**
 * What a turn-based table keeps in the store as it falls asleep, so that waking it need not replay
 * every action (docs/turn-based.md, "Sleeping tables"). Server-only: the engine state holds the
 * hands, the decks and the random generator. The store's actions stay the truth: a snapshot that
 * does not match them (another build, other actions, a torn write) is ignored and the game replayed.
 */
export interface WakeSnapshot {
  /** The number of the game's actions it stands at. */
  moves: number;
  /** The engine's state after them. */
  state: unknown;
  /** Each move's log entries, as the journal writes them (the notes said between moves are kept with the turn). */
  lines: string[][];
}

/** The snapshot's first line: what it was made from, and a digest of the rest. */
interface Header {
  format: 1;
  build: string;
  moves: number;
  /** Digest of the seed and the first `moves` actions. */
  actions: string;
  /** Digest of the body (the second line). */
  body: string;
}

type Actions = readonly { seat: number; action: unknown }[];

const digest = (text: string) => createHash("sha256").update(text).digest("base64url");

function actionsDigest(seed: string, actions: Actions, moves: number): string {
  return digest(JSON.stringify([seed, actions.slice(0, moves)]));
}

/** The snapshot as the store keeps it (a string the store does not read). */
export function writeWakeSnapshot(seed: string, actions: Actions, snapshot: WakeSnapshot): string {
  const body = JSON.stringify({ state: snapshot.state, lines: snapshot.lines });
  const header: Header = { format: 1, build: engineBuild(), moves: snapshot.moves, actions: actionsDigest(seed, actions, snapshot.moves), body: digest(body) };
  return `${JSON.stringify(header)}\n${body}`;
}

/**
 * The stored snapshot if it was written by this build for this game's first `moves` actions (it may
 * stand behind the stored ones: a crash after it); null for anything else, garbage included.
 */
export function readWakeSnapshot(text: string | null, seed: string, actions: Actions): WakeSnapshot | null {
  if (!text) return null;
  const cut = text.indexOf("\n");
  if (cut < 0) return null;
  try {
    const header = JSON.parse(text.slice(0, cut)) as Partial<Header> | null;
    if (header?.format !== 1 || header.build !== engineBuild()) return null;
    const { moves } = header;
    if (!Number.isInteger(moves) || moves! < 0 || moves! > actions.length || header.actions !== actionsDigest(seed, actions, moves!)) return null;
    const body = text.slice(cut + 1);
    if (header.body !== digest(body)) return null;
    const { state, lines } = JSON.parse(body) as { state?: unknown; lines?: unknown };
    if (state === undefined || !isLines(lines, moves!)) return null;
    return { moves: moves!, state, lines };
  } catch {
    return null;
  }
}

function isLines(lines: unknown, moves: number): lines is string[][] {
  return Array.isArray(lines) && lines.length === moves && lines.every((move) => Array.isArray(move) && move.every((l) => typeof l === "string"));
}
