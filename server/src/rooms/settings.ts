import type { GameStore } from "../store";
import type { Logger } from "../log";
import type { Metrics } from "../ops/metrics";
import type { BotPool } from "../bots/pool";
import type { Analyses } from "../analysis/analyses";
import type { NoticeSender } from "../turn-based/sender";
import type { Mailer } from "../notify/mail";

/** Bounds on what strangers can make a process hold (docs/server.md, "Limits"). */
export interface RoomLimits {
  /** Messages a client may send per second; a client that goes on past it is disconnected. */
  messagesPerSecond: number;
  /** Rooms one process holds at most; a create beyond it is refused. */
  maxRooms: number;
  /** Upper bound of the `reconnectSeconds` a create may ask for. */
  maxReconnectSeconds: number;
  /** A lobby with no connected player is closed after this many ms. */
  lobbyIdleMs: number;
  /** Spectators (connected or reserved) one room takes at most. */
  maxSpectators: number;
  /** How long a seat whose player is gone for good waits before a bot plays it; 0 = at once. */
  standInMs: number;
  /** A turn-based table with nobody connected (and no bot to play) leaves memory after this many ms; the store keeps it. */
  roomIdleMs: number;
  /** During a game, how long a dropped player's seat waits for the same session (at most the room's `reconnectSeconds`) before they count as gone. */
  playReconnectMs: number;
}

export const DEFAULT_ROOM_LIMITS: RoomLimits = {
  messagesPerSecond: 20,
  maxRooms: 500,
  maxReconnectSeconds: 600,
  lobbyIdleMs: 60_000,
  maxSpectators: 32,
  standInMs: 30_000,
  playReconnectMs: 20_000,
  roomIdleMs: 60_000,
};

/** What a room needs from the server it runs in (bound by `roomFor`, never from client options). */
export interface RoomSettings {
  botDelayMs: number;
  /** Where the searching bots think (a pool shared by the process's rooms); null: on the room's thread. */
  botPool: BotPool | null;
  /** Where finished games are analysed (analysis/analyses.ts); null: no analyses. */
  analyses: Analyses | null;
  /** A searching bot's time per decision. */
  botBudgetMs: number;
  logger: Logger;
  limits: RoomLimits;
  /** A periodic patch interval (0: none); every change is sent at once with `broadcastPatch()`. */
  patchRateMs: number;
  /**
   * One seed for every game, for tests and benches only (a known seed reveals every shuffle);
   * null in production: each game's seed comes from the crypto source. Never from a client.
   * A game made with it is marked `fixedSeed` everywhere.
   */
  fixedSeed: string | null;
  /** Where games are written, action by action, before their patch goes out; null = not kept. */
  store: GameStore | null;
  /** A per-process secret that only the server's own restore call knows (see `restoreOptions`). */
  restoreKey: string;
  /** The process's Prometheus series (docs/operations.md); null: not counted. */
  metrics: Metrics | null;
  /** The clocks' time (epoch ms): tests of turn-based tables move it. */
  now: () => number;
  /** Sends "your turn" notices to the seats' channels (docs/turn-based.md); null: none (no store). */
  sender: NoticeSender | null;
  /** The server's public address for links in notices, e.g. "https://play.example.org" ("" when unknown: links are paths). */
  siteUrl: string;
  /** Mail from SMTP_URL (server/src/notify/mail.ts); null: this server sends no mail. */
  mailer: Mailer | null;
}
