import { CHAT_HISTORY, type ChatLine } from "@space/shared";

/** Of the CHAT_HISTORY lines a room keeps, those of one sender at most: one voice cannot fill what a newcomer reads. */
export const CHAT_HISTORY_PER_SENDER = 20;

/**
 * The chat lines a room keeps for whoever joins or comes back (docs/client.md, "Chat"): the last
 * CHAT_HISTORY, of which at most CHAT_HISTORY_PER_SENDER of each sender (`from`); a sender past
 * their share loses their own oldest line, not anybody else's.
 */
export class ChatHistory {
  private lines: ChatLine[] = [];

  keep(line: ChatLine): void {
    this.lines.push(line);
    const theirs = this.lines.filter((l) => l.from === line.from);
    if (theirs.length > CHAT_HISTORY_PER_SENDER) this.lines.splice(this.lines.indexOf(theirs[0]), 1);
    if (this.lines.length > CHAT_HISTORY) this.lines.splice(0, this.lines.length - CHAT_HISTORY);
  }

  /** Everything kept, oldest first. */
  get all(): readonly ChatLine[] {
    return this.lines;
  }
}
