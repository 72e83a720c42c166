import type { Results } from "./results";

/** One run of the matrix: its game and rooms, and its results, or why it has none. */
export interface MatrixRun {
  game: string;
  rooms: number;
  results: Results | null;
  /** Set when the run gave no results (its exit code or signal). */
  failure?: string;
}

const GAME_NAMES: Record<string, string> = { zoo: "Space Zoo", base: "Space Base", cheeses: "Space Colony Cheeses" };

const HEADER = ["game", "rooms", "set-ups ok / failed (first; replacements in the window)", "playing at end", "actions/s",
  "latency p50 / p95 / p99 / max (ms)", "bytes / client / action", "server CPU / action (ms)", "server CPU (of one core)",
  "server waited for its core", "KiB per room: set up / playing", "refused / unanswered / dropped", "clients' CPU (of one core)"];

const sum = (reasons: Record<string, number>): number => Object.values(reasons).reduce((a, b) => a + b, 0);
const share = (n: number | null): string => (n === null ? "?" : `${Math.round(n * 100)}%`);
const thousands = (n: number): string => n.toLocaleString("en-US");

function row(run: MatrixRun): string[] {
  const name = GAME_NAMES[run.game] ?? run.game;
  const r = run.results;
  if (!r) return [name, thousands(run.rooms), `no results: ${run.failure ?? "unknown"}`, ...HEADER.slice(3).map(() => "")];
  const { setUp, window: w, latencyMs: l, server: s, errors: e } = r;
  return [
    name, thousands(run.rooms),
    `${thousands(setUp.ok)} / ${setUp.failed} in ${setUp.seconds} s; ${thousands(w.replacementSetUps.ok)} / ${w.replacementSetUps.failed}`,
    thousands(w.roomsPlaying), String(r.actions.perSecond),
    `${l.p50} / ${l.p95} / ${l.p99} / ${l.max}`, String(r.bytesPerClientPerAction), s.cpuMsPerAction.toFixed(3),
    share(s.cpuShareOfOneCore), share(s.runQueueWaitShare), `${s.kibPerRoomSetUp} / ${s.kibPerRoomPlaying}`,
    `${sum(e.refused)} / ${e.unanswered} / ${sum(e.dropped)}`, share(r.clients.cpuShareOfOneCore),
  ];
}

/** The matrix's runs as one markdown table, a row a run, in the order they ran. */
export function matrixTable(runs: MatrixRun[]): string {
  const lines = [HEADER, HEADER.map(() => "---"), ...runs.map(row)];
  return lines.map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}
