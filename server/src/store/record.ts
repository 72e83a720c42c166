/** An event-sourced game: the setup inputs plus every accepted action, in order. */
export interface GameRecord {
  code: string;
  gameId: string;
  seed: string;
  options: Record<string, unknown>;
  /** Names and kinds of the seated players when the game started; a human seat's token only as its hash. */
  seats: { name: string; kind: "human" | "bot"; tokenHash?: string }[];
  actions: RecordedAction[];
  finished: boolean;
  createdAt: number;
}

export interface RecordedAction {
  seat: number;
  action: unknown;
}

/**
 * Durable storage of games. `appendAction` resolves only once the action is stored,
 * so the room can wait for it before the patch goes out.
 */
export interface GameStore {
  createGame(record: Omit<GameRecord, "actions" | "finished">): Promise<void>;
  appendAction(code: string, index: number, entry: RecordedAction): Promise<void>;
  finishGame(code: string): Promise<void>;
  load(code: string): Promise<GameRecord | null>;
  /** Codes of games that have not finished, oldest first: what a restarted server brings back. */
  unfinished(): Promise<string[]>;
  close(): Promise<void>;
}
