import type { ChatLine } from "@space/shared";
import type { SeatInfo } from "../state";
import { t } from "../i18n";

/**
 * Who the chat panel lists to mute, by the key the server gives each sender (`ChatLine.from`, never
 * a chosen name): the seated players under their seat's name, and every spectator heard so far under
 * the name of their latest line (a spectator who rejoined under another name keeps their key, and
 * shows under the new name).
 */
export class ChatPeople {
  private watchers = new Map<string, { name: string; id: number }>();

  /** Notes a line's sender; lines may come in any order (the history can arrive after newer lines). */
  hear(line: ChatLine): void {
    if (line.seat !== null) return;
    const known = this.watchers.get(line.from);
    if (!known || known.id < line.id) this.watchers.set(line.from, { name: line.name, id: line.id });
  }

  /** Key and label of everyone who may be muted, players first, without `mine` (this page's own key). */
  list(seats: readonly Pick<SeatInfo, "seat" | "kind" | "name">[], mine: string | null): [string, string][] {
    const players = seats.filter((s) => s.kind === "human" && s.name).map((s): [string, string] => [`seat:${s.seat}`, s.name]);
    const watchers = [...this.watchers].map(([key, { name }]): [string, string] => [key, t("table.chat.watcher", { name })]);
    return [...players, ...watchers].filter(([key]) => key !== mine);
  }
}
