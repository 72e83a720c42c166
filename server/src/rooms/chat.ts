import { createHmac, randomBytes } from "node:crypto";
import type { Client, Room } from "colyseus";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { z } from "zod";
import {
  ChatHistoryRequest, ChatMsg, ChatSend, JoinOptions, type ChatHistoryMessage, type ChatLine,
} from "@space/shared";
import { addressGroup } from "./address-group";
import type { Door } from "./door";
import { ChatHistory } from "./chat-history";
import { addressOf } from "./join-auth";
import { Rejection } from "./rejection";
import type { Seats } from "./seats";

/** Chat messages one seat, or one address watching, may send per CHAT_WINDOW_SECONDS in a room. */
export const CHAT_BURST = 5;
const CHAT_WINDOW_SECONDS = 10;

function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (!r.success) throw Rejection.malformed(r.error);
  return r.data;
}

/**
 * The room's chat (docs/client.md, "Chat"): players and spectators say short lines to everyone in
 * the room. The sender's label comes from the server (a seat's name, or the name a spectator joined
 * with), never from the message, and so is the key a mute is kept under (`from`): `seat:N` for a
 * player, and for a spectator `watch:` and an id the room derives from their address with a secret
 * of its own (it tells nothing of the address; a rejoin, under any name, keeps it). An IPv6 address
 * counts as its /64 (address-group.ts), so moving within it changes neither. Each seat, and
 * each address watching, has a budget in the room (CHAT_BURST lines per CHAT_WINDOW_SECONDS) on top
 * of the door's flood control, which leaving and rejoining does not reset; the room keeps its last lines (chat-history.ts)
 * for whoever joins or comes back (they ask with `chatHistory`). Text is stored as sent (control characters removed): clients show it as text, never as markup.
 * Chat lives with the room in memory: a room restored after a server restart starts a new chat.
 */
export class Chat {
  private lines = new ChatHistory();
  private nextId = 1;
  private budget = new RateLimiterMemory({ points: CHAT_BURST, duration: CHAT_WINDOW_SECONDS });
  /** The room's own key for spectators' ids: an id never tells an address. */
  private secret = randomBytes(32);
  /** The names spectators joined with (seated players are named by their seat). */
  private watchers = new WeakMap<Client, string>();

  constructor(private room: Room, private door: Door, private seats: Seats) {
    room.onMessage(ChatMsg.send, (client, message) => door.guard(client, () => this.say(client, message), ChatMsg.send));
    room.onMessage(ChatMsg.history, (client, message) => door.guard(client, () => this.history(client, message), ChatMsg.history));
    // Remember the name a spectator joined with: colyseus keeps join options only until the join ends.
    const onJoin = room.onJoin?.bind(room);
    room.onJoin = (client: Client, options?: unknown, auth?: unknown) => {
      const remember = () => {
        const parsed = JoinOptions.safeParse(options);
        if (!this.seats.slotOf(client) && parsed.success) this.watchers.set(client, parsed.data.name);
      };
      const joined = onJoin?.(client, options, auth);
      if (joined instanceof Promise) return joined.then((value) => { remember(); return value; });
      remember();
      return joined;
    };
  }

  /** Everything kept, oldest first. */
  get all(): readonly ChatLine[] {
    return this.lines.all;
  }

  private async say(client: Client, message: unknown): Promise<void> {
    const { text } = parse(ChatSend, message);
    const sender = this.sender(client);
    try {
      // A player's budget is their seat's (a token holds it); a spectator's, the address's (an IPv6 /64's).
      await this.budget.consume(sender.seat === null ? `address:${addressGroup(addressOf(client))}` : sender.from);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new Rejection("chat_rate_limited", `you are chatting too fast; wait ${seconds} second${seconds === 1 ? "" : "s"}`, { seconds });
    }
    const line: ChatLine = { id: this.nextId++, ...sender, text, at: Date.now() };
    this.lines.keep(line);
    this.room.broadcast(ChatMsg.line, line);
  }

  private history(client: Client, message: unknown): void {
    parse(ChatHistoryRequest, message);
    const answer: ChatHistoryMessage = { lines: this.lines.all.slice() };
    client.send(ChatMsg.history, answer);
  }

  private sender(client: Client): Pick<ChatLine, "from" | "name" | "seat"> {
    const slot = this.seats.slotOf(client);
    if (slot) return { from: `seat:${slot.seat}`, name: slot.name, seat: slot.seat };
    const name = this.watchers.get(client);
    if (name === undefined) throw new Rejection("not_in_room", "only people in the room may chat");
    const id = createHmac("sha256", this.secret).update(addressGroup(addressOf(client))).digest("base64url").slice(0, 12);
    return { from: `watch:${id}`, name, seat: null };
  }
}
