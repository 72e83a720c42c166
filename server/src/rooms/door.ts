import { ClientState, Protocol, type Client } from "colyseus";
import { CloseCode, MAX_MESSAGE_BYTES, ServerMsg, type ErrorMessage } from "@space/shared";
import type { Logger } from "../log";
import { NO_METRICS, type RoomMetrics } from "../ops/metrics";
import { Inbox } from "./inbox";
import { Rejection } from "./rejection";
import type { TaskQueue } from "./task-queue";

/** How long a cut client's socket stays open for the close frame to reach it. */
const CUT_GRACE_MS = 200;

/**
 * Where a client's messages come in (docs/server.md, "Limits"): every frame passes flood control
 * before colyseus parses it; each handler's change takes its turn in the queue; a refusal goes
 * back to its sender only, within a reply budget; a client that floods or keeps being refused is cut.
 */
export class Door {
  private inbox: Inbox;
  /** Clients being cut off: whatever they still send is dropped at once. */
  private cutOff = new WeakSet<Client>();

  constructor(messagesPerSecond: number, private queue: TaskQueue, private log: Logger, private code: () => string,
    private metrics: Pick<RoomMetrics, "refused"> = NO_METRICS) {
    this.inbox = new Inbox(messagesPerSecond);
  }

  /** Lets `frame` through to colyseus's parser (`parse`) when the client's budget allows and it is not over MAX_MESSAGE_BYTES. */
  frame(client: Client, frame: Buffer, parse: () => void): void {
    // Acknowledging the join and leaving are not spent from the client's budget.
    const free = (frame[0] === Protocol.JOIN_ROOM && client.state === ClientState.JOINING) || frame[0] === Protocol.LEAVE_ROOM;
    if (free) return parse();
    if (this.cutOff.has(client)) return;
    const admission = this.inbox.admit(client.sessionId, frame.byteLength);
    if (admission === "accept" && frame.byteLength > MAX_MESSAGE_BYTES) {
      void this.refuse(client, new Rejection("bad_message", `a message may be at most ${MAX_MESSAGE_BYTES / 1024} KB`), true);
    } else if (admission === "accept") parse();
    else if (admission === "cut") this.cut(client);
    else void this.refuse(client, new Rejection("rate_limited", "too many messages; slow down"), false);
  }

  /**
   * Runs a handler in the queue; a Rejection (or a failure) becomes an `error` to the sender,
   * naming the refused message's type (`about`) so the client can tell a refused move from the rest.
   */
  guard(client: Client, run: () => void | Promise<void>, about?: string): Promise<void> {
    return this.queue.push(async () => {
      try {
        await run();
      } catch (e) {
        if (e instanceof Rejection) return this.refuse(client, e, e.code !== "storage_error", about);
        this.log.error({ err: e, code: this.code() }, "message handler failed");
        await this.refuse(client, new Rejection("server_error", "the server could not handle that message"), false, about);
      }
    });
  }

  forget(client: Client): void {
    this.inbox.forget(client.sessionId);
  }

  /** Answers a refused message (within the reply budget); a client whose messages keep being refused is cut. */
  private async refuse(client: Client, e: Rejection, clientCaused: boolean, about?: string): Promise<void> {
    this.metrics.refused(e.code);
    if (clientCaused && (await this.inbox.refused(client.sessionId))) return this.cut(client);
    if (!(await this.inbox.mayReply(client.sessionId))) return;
    const body: ErrorMessage = {
      code: e.code, message: e.message,
      ...(e.reason ? { reason: e.reason } : {}), ...(e.params ? { params: e.params } : {}), ...(about ? { about } : {}),
    };
    client.send(ServerMsg.error, body);
  }

  private cut(client: Client): void {
    if (this.cutOff.has(client) || client.state === ClientState.LEAVING) return;
    this.cutOff.add(client);
    this.log.warn({ code: this.code(), session: client.sessionId }, "client cut off for flooding");
    // Stop reading its socket at once, say why, and drop the connection without waiting for its reply.
    const socket = (client as Client & { ref: { pause(): void; terminate(): void } }).ref;
    socket.pause();
    client.leave(CloseCode.flooding, "too many messages");
    setTimeout(() => socket.terminate(), CUT_GRACE_MS).unref();
  }
}
