import { Schema, ArraySchema, type, view } from "@colyseus/schema";
import { Node, SecretNode } from "./node";

/** One seat of the table. `secret` is that seat's private view, sent to its own client only. */
export class SeatSlot extends Schema {
  @type("number") seat = 0;
  @type("string") name = "";
  /** "open" | "human" | "bot" */
  @type("string") kind = "open";
  @type("boolean") connected = false;
  @type("boolean") host = false;
  @type("string") sessionId = "";
  /** The player is gone for now and a bot plays this seat until they come back with its token. */
  @type("boolean") standIn = false;
  /** The level of the bot that plays this seat (a bot seat, or a stand-in); "" for a human at the table. */
  @type("string") level = "";
  /** While its player is away during a game: when a bot will play this seat unless they are back (epoch ms); else 0. */
  @type("number") botAt = 0;
  /** When this seat's clock runs out if it is awaited (turn-based: bank included; epoch ms); else 0. */
  @type("number") deadline = 0;
  /** Turn-based: the seat's reserve left for the whole game, in ms. */
  @type("number") bankMs = 0;
  /** Turn-based: the rules played for this seat this many times in a row (two or more: the others may vote a bot in). */
  @type("number") timeouts = 0;
  /** The host's choice of clock for this seat: the table's clock times this many, or 0 for none (MORE_TIME). */
  @type("number") moreTime = 1;
  /** At the end: "" (not asked), "yes" or "no" to "play again". */
  @type("string") rematch = "";
  /** `view(state, seat).private`; only this seat's client has it in its StateView. */
  @view() @type(SecretNode) secret = new SecretNode();
}

/** Everything a room syncs. The game itself is the generic `Node` tree of the public view. */
export class RoomState extends Schema {
  @type("string") code = "";
  @type("string") gameId = "";
  /** "lobby" | "playing" | "ended" */
  @type("string") status = "lobby";
  @type([SeatSlot]) seats = new ArraySchema<SeatSlot>();
  @type("number") spectators = 0;
  /** The public view: `view(state, null)` without its `private` key. */
  @type(Node) game = new Node();
  @type(["number"]) awaiting = new ArraySchema<number>();
  /**
   * The log's last LOG_LINES entries as a ring (`writeLogLine`, read in order with `logTail`);
   * earlier ones on request (`log` message). An entry is never words: an event or a note with seat
   * numbers (engine/log-entry.ts), worded by each reader in their language.
   */
  @type(["string"]) log = new ArraySchema<string>();
  /** How many lines the log has had in all: `log` holds lines logTotal - log.length .. logTotal - 1. */
  @type("number") logTotal = 0;
  @type(["number"]) winners = new ArraySchema<number>();
  @type(["number"]) scores = new ArraySchema<number>();
  /** Epoch ms when the current turn clock runs out; 0 = no clock. */
  @type("number") deadline = 0;
  /** The turn clock's length in seconds (0 = off), so a client can show how much of it is left. */
  @type("number") turnSeconds = 0;
  /** "live" or "turn-based" (docs/turn-based.md). */
  @type("string") pace = "live";
  /** Whether players may ask for hints (docs/learning.md, "Hints"). */
  @type("boolean") hints = false;
  /** A guided first game (docs/learning.md): the learner's step now (0 is the first), or -1 once the guide is over. */
  @type("boolean") lesson = false;
  @type("int16") lessonStep = -1;
  /** Once the host opened the rematch: its code (players who accepted get a ticket to their seat). */
  @type("string") rematchCode = "";
  /** Number of accepted actions. */
  @type("number") moves = 0;
  /** SHA-256 of `salt:seed`, published when the game starts (docs/fairness.md). */
  @type("string") seedCommitment = "";
  /** The seed and salt, revealed once the game is over; empty before. */
  @type("string") revealedSeed = "";
  @type("string") revealedSalt = "";
  /** The seed was fixed by the server's test setting, not drawn at random: this game proves nothing. */
  @type("boolean") fixedSeed = false;
}
