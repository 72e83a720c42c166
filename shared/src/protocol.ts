import { z } from "zod";
import { BANK_MAX_SECONDS, Pace, TURN_BASED_MAX_SECONDS } from "./turn-based";
import { marksInPlace, readerLength, withoutBidiControls, withoutInvisibles } from "./text";
import type { Key as SharedKey } from "./i18n/compiled/keys";
import type { Params } from "./i18n/translator";
import type { TurningPoints } from "./engine/turning-points";

/** Message names, client -> server. */
export const Msg = {
  start: "start",
  addBot: "addBot",
  removeBot: "removeBot",
  action: "action",
  /** `{ seat }`: ask a bot to play now for a seat whose player is away (the host's ask, or every other player's). */
  standIn: "standIn",
  /** `{ before }`: the log lines before that index (at most LOG_PAGE), answered with `logLines`. */
  log: "log",
  /** `{}`: the seat's owner asks for a "continue on another device" ticket, answered with `deviceLink`. */
  deviceLink: "deviceLink",
  /** `NotifyMessage`: the seat's owner sets their "your turn" channels (docs/turn-based.md); answered with `notifyState`. */
  notify: "notify",
  /** `VisibleMessage`: the seat owner's page is in view or not. */
  visible: "visible",
  /** `RematchMessage`: at the end, accept or decline "play again". */
  rematch: "rematch",
  /** `RematchStartMessage`: the host opens the new table. */
  rematchStart: "rematchStart",
  /** `MoreTimeMessage`: the host gives a player more time on every move, or no clock (WCAG 2.2.1). */
  moreTime: "moreTime",
  /** `{}`: a player asks what a strong player would do now (docs/learning.md, "Hints"), answered with `hint`. */
  hint: "hint",
  /** `LessonMessage`: the learner at a guided table has the step made for them, or leaves the guide (docs/learning.md). */
  lesson: "lesson",
} as const;

/** `skip`: the server makes the step's move for the learner ("Show me"); `stop`: the guide ends and the game goes on freely. */
export const LessonMessage = z.object({ do: z.enum(["skip", "stop"]) }).strict();
export type LessonMessage = z.infer<typeof LessonMessage>;

export const DeviceLinkRequest = z.object({}).strict().optional();

/** Log entries sent per `log` request. */
export const LOG_PAGE = 200;
export const LogRequest = z.object({ before: z.number().int().min(0) }).strict();

/** `logLines`: entries `from` .. `from + lines.length - 1` of the whole log, as the ring's slots hold them (decodeEntry). */
export interface LogLinesMessage {
  from: number;
  lines: string[];
}

/** Message names, server -> client. */
export const ServerMsg = {
  error: "error",
  /** The seat token, sent only to the client that took or reclaimed the seat. */
  seat: "seat",
  logLines: "logLines",
  /** A one-use ticket that moves the seat to another device, sent only to the seat's owner. */
  deviceLink: "deviceLink",
  /** To a seat's owner: the clock ran out and the rules played for them (`TimedOutMessage`). */
  timedOut: "timedOut",
  /** To a seat's owner: their notification channels (`NotifyStateMessage`). */
  notifyState: "notifyState",
  /** To each player who accepted the rematch: its code and a ticket to their seat (`RematchReadyMessage`). */
  rematchReady: "rematchReady",
  /** To the player who asked: the hard bot's ranking of their moves (`HintMessage`). */
  hint: "hint",
} as const;

export const HintRequest = z.object({}).strict().optional();

/** How many of the ranked moves a hint shows. */
export const HINT_CHOICES = 3;

/**
 * `hint`: for the decision at move `moves`, the hard bot's best moves (at most HINT_CHOICES), best
 * first, each with its estimated chance to win, searched from the asker's own view only.
 */
export interface HintMessage {
  moves: number;
  choices: { action: unknown; chance: number }[];
}

/** `timedOut`: the log entries of what the rules played for this seat when its clock ran out (public, as the log is; decodeEntry). */
export interface TimedOutMessage {
  lines: string[];
}

/** `deviceLink`: the ticket a "continue on another device" link carries; it works once, until `expiresAt` (epoch ms). */
export interface DeviceLinkMessage {
  code: string;
  ticket: string;
  expiresAt: number;
}

/**
 * The refusal a former device's token gets once its seat moved on by a link: the player may take the
 * seat back by joining again with `takeBack` (docs/server.md, "Seats and seat tokens").
 */
export const SEAT_MOVED_AWAY = "this seat is now open on another device";

/** WebSocket close codes the server uses besides colyseus's own (4000-4999 are the application's). */
export const CloseCode = {
  /** The seat's token or link was used on another device: this connection no longer holds the seat. */
  seatMoved: 4409,
  /** The seat's former device took it back: this device's token no longer holds it. */
  seatTakenBack: 4410,
  /** The client sent far more than its message budget and was cut off. */
  flooding: 4429,
  /** A frame over MAX_FRAME_BYTES: the WebSocket library closes the connection (RFC 6455 "message too big"). */
  tooBig: 1009,
} as const;

/** The largest message a room reads; a larger one (up to MAX_FRAME_BYTES) is answered `bad_message`. */
export const MAX_MESSAGE_BYTES = 4096;
/** The largest frame a connection may send at all; a larger one closes it with `CloseCode.tooBig`. */
export const MAX_FRAME_BYTES = 16_384;

/** Room codes: 5 characters without the look-alikes 0/O, 1/I/L. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 5;
export const RoomCode = z.string().regex(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`), "not a room code");

/**
 * The longest name, in characters as a reader counts them: a letter with its combining marks is one
 * (`नमस्ते` is 4), the joiners count for nothing (shared/src/text.ts, readerLength).
 */
export const NAME_MAX_LENGTH = 20;
/** The most UTF-16 code units a name field takes before the check: room for 20 characters of any script with their marks. */
export const NAME_FIELD_MAX = 80;

/**
 * Player names: letters of any script with their combining marks, digits, spaces and `. ' _ -`
 * (and the zero-width joiners some scripts spell with, after a letter or a mark); NFKC-normalised
 * (full-width `ＣＨ１` is `CH1`); characters drawn as nothing (bidirectional controls, zero-width
 * spaces, Hangul fillers...) dropped, so a name of only those is empty; always rendered as text.
 * Look-alikes at one table are told apart by the server (server/src/rooms/names.ts).
 */
export const PlayerName = z
  .string()
  .max(NAME_FIELD_MAX, `name is longer than ${NAME_MAX_LENGTH} characters`)
  .transform((s) => withoutInvisibles(s.normalize("NFKC")).normalize("NFKC").replace(/\s+/g, " ").trim())
  .pipe(
    z.string()
      .min(1, "name is empty")
      .refine((s) => readerLength(s) <= NAME_MAX_LENGTH, { message: `name is longer than ${NAME_MAX_LENGTH} characters`, params: { problem: "too_long" } })
      .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} .'_\u200c\u200d-]*$/u, "name may hold letters, digits, spaces and . ' _ -")
      .refine(marksInPlace, { message: "name has a mark or joiner away from a letter, or marks piled up on one", params: { problem: "marks" } }),
  );

/** The bot levels a table offers (docs/server.md, "Bots"): the host picks one per bot seat; stand-ins use the room's. */
export const SEAT_BOT_LEVELS = ["easy", "medium", "hard"] as const;
export const SeatBotLevel = z.enum(SEAT_BOT_LEVELS);
export type SeatBotLevel = z.infer<typeof SeatBotLevel>;
export const DEFAULT_BOT_LEVEL: SeatBotLevel = "medium";

export const CreateOptions = z.object({
  name: PlayerName,
  seats: z.number().int().min(2).max(4).optional(),
  bots: z.number().int().min(0).max(3).optional(),
  /** The level of the bots seated at the create, and of the bots that stand in for absent players. */
  botLevel: SeatBotLevel.optional(),
  /** Seconds a dropped player keeps the seat. */
  reconnectSeconds: z.number().int().min(0).max(3600).optional(),
  /** Seconds a seat may think before the rules' timeout default is played for it; 0 = off (live only). */
  turnSeconds: z.number().int().min(0).max(TURN_BASED_MAX_SECONDS).optional(),
  /** `live` (everyone at the table together, the default) or `turn-based` (docs/turn-based.md); see `paceProblem`. */
  pace: Pace.optional(),
  /** A turn-based player's reserve of extra time for the whole game, in seconds. */
  bankSeconds: z.number().int().min(0).max(BANK_MAX_SECONDS).optional(),
  /** Whether players may ask for hints (docs/learning.md); unset: on at a table with bots, off at one of people only. */
  hints: z.boolean().optional(),
  /** A guided first game (docs/learning.md): the game's lesson seed, seats and bots, hints on; nothing else may be chosen. */
  lesson: z.literal(true).optional(),
});
export type CreateOptions = z.infer<typeof CreateOptions>;

/** A seat token: 32 random bytes, base64url. It alone reclaims a seat (docs/server.md, "Seat tokens"). */
export const SeatToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "not a seat token");

export const JoinOptions = z.object({
  name: PlayerName,
  spectator: z.boolean().optional(),
  /** The token of a seat taken earlier: reclaims it (after a drop, a reload, a restart, on another device). */
  seatToken: SeatToken.optional(),
  /** A "continue on another device" ticket: moves the seat here, with a new token. */
  seatTicket: SeatToken.optional(),
  /** With the token of a device the seat moved away from: take the seat back from the device that has it now. */
  takeBack: z.boolean().optional(),
});
export type JoinOptions = z.infer<typeof JoinOptions>;

export const StartMessage = z.object({}).strict().optional();
export const AddBotMessage = z.object({ seat: z.number().int().min(0).max(3).optional(), level: SeatBotLevel.optional() }).strict().optional();
export const RemoveBotMessage = z.object({ seat: z.number().int().min(0).max(3) }).strict();
export const StandInMessage = z.object({ seat: z.number().int().min(0).max(3), level: SeatBotLevel.optional() }).strict();
/**
 * The host's choice of clock for one seat: the table's clock times this many (1: the table's own),
 * or 0: no clock at all. Before the start or during play; everyone sees it on the seat and in the log.
 */
export const MORE_TIME = [1, 2, 4, 10, 0] as const;
export const MoreTime = z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(10), z.literal(0)]);
export type MoreTime = z.infer<typeof MoreTime>;
export const MoreTimeMessage = z.object({ seat: z.number().int().min(0).max(3), times: MoreTime }).strict();
/** The room checks only the envelope; the game's engine validates the rest. */
export const ActionMessage = z.object({ type: z.string().min(1).max(40) }).passthrough();

/** `seat`: the seat this client holds and its secret token; keep it per room code. */
export interface SeatMessage {
  code: string;
  seat: number;
  token: string;
}

/**
 * A refusal. The reader's words: an engine's refusal by `reason` (a shared catalog key) with
 * `params`; a room's own by `common.refusal.<code>` with `params`; `message` is English, for older
 * clients and logs.
 */
export interface ErrorMessage {
  code: string;
  message: string;
  reason?: SharedKey;
  params?: Params;
  /** The type of the refused message (`action`, `chat`, ...), when the refusal answers one. */
  about?: string;
}

/** Turns a zod failure into one readable sentence. */
export function explain(error: z.ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ");
}

// ---- chat (docs/client.md, "Chat") ------------------------------------------

/** Chat message names: `send` and `history` go client -> server, `line` and `history` come back. */
export const ChatMsg = {
  /** `{ text }`: say something to the room (players and spectators). */
  send: "chat",
  /** `{}`: ask for the room's earlier chat; answered with `history` `{ lines }`. */
  history: "chatHistory",
  /** Server -> everyone: one `ChatLine`. */
  line: "chatLine",
} as const;

/** The longest chat message, in characters. */
export const CHAT_MAX_LENGTH = 200;
/** Chat lines a room keeps and sends to whoever (re)joins. */
export const CHAT_HISTORY = 100;

/** A chat message as sent: text of 1 to CHAT_MAX_LENGTH characters (control characters spaces, bidirectional controls removed); shown as text only. */
export const ChatSend = z.object({
  text: z.string().max(4 * CHAT_MAX_LENGTH, `message is longer than ${CHAT_MAX_LENGTH} characters`)
    .transform((s) => withoutBidiControls(s.normalize("NFC")).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim())
    .pipe(z.string()
      .min(1, "the message is empty")
      .max(CHAT_MAX_LENGTH, `message is longer than ${CHAT_MAX_LENGTH} characters`)),
}).strict();
export type ChatSend = z.infer<typeof ChatSend>;
export const ChatHistoryRequest = z.object({}).strict().optional();

/** One line of chat as the room keeps and broadcasts it. `from` is the server's label for the sender, never the client's claim. */
export interface ChatLine {
  /** Increasing within the room. */
  id: number;
  /**
   * Who said it, the key a mute is kept under, given by the server (never the chosen name): `seat:N` for
   * a player, `watch:ID` for a spectator, where the room derives ID from the spectator's address, an IPv6
   * address's /64, with a secret of its own: the same across rejoins and names, another for a namesake
   * elsewhere (two spectators at one address share it); it never tells the address.
   */
  from: string;
  name: string;
  seat: number | null;
  text: string;
  /** Server time, ms since 1970. */
  at: number;
}

export interface ChatHistoryMessage {
  lines: ChatLine[];
}

/**
 * `GET /api/records/:code/analysis` (docs/learning.md, "Turning points"): a finished game's turning
 * points, worked out once after its end at the lowest priority and kept with the game. Ask again
 * while it is `queued` or `running` (with its progress, decisions `done` of `total`).
 */
export type AnalysisReply =
  | { status: "off" }
  | { status: "queued" }
  | { status: "running"; done: number; total: number }
  | { status: "done"; analysis: TurningPoints }
  | { status: "failed" };
