/** What the bench's main process and its client workers say to each other over the fork channel. */

export interface WorkerConfig {
  index: number;
  url: string;
  gameId: string;
  rooms: number;
  thinkMs: { min: number; max: number };
  setupConcurrency: number;
  setupTimeoutMs: number;
  seed: string;
  clientKeepAlive: boolean;
  clientHttpTimeoutMs: number;
  /** A module whose `BgioTable` sets up and plays the rooms instead of `Table` (`--server bgio`); null: this project's server. */
  tableModule: string | null;
}

export type ToWorker =
  | { type: "start"; config: WorkerConfig }
  /** Forget what was counted so far: the measured window begins. */
  | { type: "measure" }
  /** Send what was counted since "measure". */
  | { type: "report" }
  /** Leave every room and exit. */
  | { type: "stop" };

/** Counts by reason (a refusal code, an error message). */
export type Reasons = Record<string, number>;

export interface SetupSummary {
  ok: number;
  failed: Reasons;
}

export interface WorkerReport {
  /** Action-to-patch latencies in µs, an HdrHistogram in its compressed base64 form. */
  latency: string;
  accepted: number;
  /** Accepted actions whose flight overlapped another seat's in the same room: their reading may be off by the other's. */
  overlapped: number;
  /** WebSocket message bytes received by the players of playing rooms. */
  bytes: number;
  /** Players of playing rooms at the end of the window. */
  players: number;
  refused: Reasons;
  /** Sent actions never answered within the set-up timeout. */
  unanswered: number;
  /** Connections the server closed while playing. */
  dropped: Reasons;
  /** Games that ended (their room is replaced by a new one). */
  finished: number;
  /** Set-ups of replacement rooms in the window. */
  setups: SetupSummary;
  /** Between the first set-ups and the window (the warm-up, and the set-up time of rooms set up early). */
  beforeWindow: { finished: number; dropped: Reasons; setups: SetupSummary };
  /** CPU time this worker used in the window, ms. */
  cpuMs: number;
  /** This worker's event-loop delay p99 in the window, ms: high means the clients themselves are short of CPU. */
  loopDelayP99Ms: number;
}

export type FromWorker =
  | { type: "ready"; setups: SetupSummary }
  | { type: "report"; report: WorkerReport }
  | { type: "fatal"; message: string };
