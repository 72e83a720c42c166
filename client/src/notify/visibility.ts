import { Msg } from "@space/shared";

/** What the reporter needs of the connection (net/connection.ts). */
interface RoomLink {
  room: { send(type: string, message: unknown): void } | null;
  status: string;
  onRoom(listener: (room: { send(type: string, message: unknown): void }) => void): () => void;
}

/** What it needs of the page. */
interface Page {
  visibilityState: DocumentVisibilityState;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

/**
 * Tells the room whether this page is in view (`visible`): as it enters a room (and after every
 * reconnection) and at each change. The room sends no "your turn" notice to a player whose page is
 * in view (docs/turn-based.md). A spectator's report is ignored by the room. Returns the way to stop.
 */
export function reportVisibility(conn: RoomLink, page: Page = document): () => void {
  const visible = () => ({ visible: page.visibilityState === "visible" });
  const stopRoom = conn.onRoom((room) => room.send(Msg.visible, visible()));
  const changed = () => {
    // Not connected: the next room entered is told as it is entered.
    if (conn.room && conn.status === "connected") conn.room.send(Msg.visible, visible());
  };
  page.addEventListener("visibilitychange", changed);
  return () => {
    stopRoom();
    page.removeEventListener("visibilitychange", changed);
  };
}
