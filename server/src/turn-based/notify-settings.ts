import type { Client } from "colyseus";
import type { SeatSlot } from "@space/shared/schema";
import { NotifyMessage, ServerMsg, type NotifyStateMessage } from "@space/shared";
import { parseSubscription } from "../notify/push";
import { chooseFormat } from "../notify/webhook-formats";
import { Rejection } from "../rooms/rejection";
import type { Seats } from "../rooms/seats";
import type { GameStore } from "../store";
import type { SeatChannels } from "./channels";
import type { NoticeSender } from "./sender";

/**
 * The `notify` message (docs/turn-based.md, "Notifications"): a seat's connected owner sets the
 * seat's channels, and only theirs (the seat is the sender's own, found by its session, never named
 * in the message). Each channel is checked before it is kept; the owner gets `notifyState` back.
 */
export class NotifySettings {
  /** Channels chosen in the waiting room, before the game (and its row in the store) exists: kept with the game as it starts. */
  private lobby = new Map<SeatSlot, SeatChannels>();

  constructor(
    private code: () => string,
    private seats: Seats,
    private store: GameStore | null,
    /** The sender that will use these channels: it knows which webhook addresses it can send to. */
    private sender: NoticeSender | null,
    /** The seat has channels now, or none. */
    private changed: (seat: number, any: boolean) => void,
    /** Whether the game is stored yet (it is from its start on). */
    private stored: () => boolean,
  ) {}

  /** The game started and is stored: the waiting room's choices are kept with it, under the seats' final numbers. */
  async gameStarted(): Promise<void> {
    for (const [slot, channels] of this.lobby) {
      if (slot.kind !== "human" || !this.store) continue;
      await this.store.saveChannels(this.code(), slot.seat, channels);
      this.changed(slot.seat, true);
    }
    this.lobby.clear();
  }

  private async current(slot: SeatSlot): Promise<SeatChannels> {
    if (!this.stored()) return { ...this.lobby.get(slot) };
    return { ...((await this.store!.channels(this.code()))[slot.seat] as SeatChannels | undefined) };
  }

  private async keep(slot: SeatSlot, channels: SeatChannels | null): Promise<void> {
    if (!this.stored()) {
      if (channels) this.lobby.set(slot, channels);
      else this.lobby.delete(slot);
      return;
    }
    await this.store!.saveChannels(this.code(), slot.seat, channels);
    this.changed(slot.seat, channels !== null);
  }

  async set(client: Client, message: unknown): Promise<void> {
    const slot = this.seats.slotOf(client);
    if (!slot) throw new Rejection("spectator", "only a seated player can be told when it is their turn");
    if (!this.store) throw new Rejection("no_store", "this server keeps no games, so it cannot tell anyone when it is their turn");
    const parsed = NotifyMessage.safeParse(message);
    if (!parsed.success) throw Rejection.malformed(parsed.error);
    const ask = parsed.data;
    const channels = await this.current(slot);
    if (ask.push === null) delete channels.push;
    else if (ask.push) {
      const sub = parseSubscription(ask.push);
      if (!sub.ok) throw new Rejection("bad_push", `this browser's push subscription cannot be used: ${sub.reason}`);
      channels.push = sub.subscription;
    }
    if (ask.webhook === null) delete channels.webhook;
    else if (ask.webhook) {
      if (!this.sender) throw new Rejection("bad_webhook", "this server sends no notices");
      const problem = this.sender.webhookProblem(ask.webhook.url);
      if (problem) throw new Rejection("bad_webhook", `this webhook cannot be used: ${problem.words}`, problem.params, `common.webhook.problem.${problem.problem}`);
      const { url, format } = chooseFormat(ask.webhook.url, ask.webhook.format);
      channels.webhook = { url, format, failures: 0, off: null };
    }
    if (ask.email === null) delete channels.email;
    else if (ask.email) {
      if (!this.sender?.mails) throw new Rejection("no_mail", "this server sends no mail");
      channels.email = { address: ask.email.address, digest: ask.email.digest ?? false };
    }
    if (ask.locale) channels.locale = ask.locale;
    const { locale: _locale, ...chosen } = channels;
    await this.keep(slot, Object.keys(chosen).length > 0 ? channels : null);
    await this.tell(client);
  }

  /** Sends the seat's owner what they chose (a spectator gets nothing). */
  async tell(client: Client): Promise<void> {
    const slot = this.seats.slotOf(client);
    if (!slot || !this.store) return;
    const channels = await this.current(slot);
    const state: NotifyStateMessage = {
      push: Boolean(channels.push),
      webhook: channels.webhook ? { host: new URL(channels.webhook.url).host, format: channels.webhook.format, off: channels.webhook.off, failures: channels.webhook.failures } : null,
      email: channels.email ? { address: channels.email.address, digest: channels.email.digest } : null,
      mail: Boolean(this.sender?.mails),
    };
    client.send(ServerMsg.notifyState, state);
  }
}
