import "./entry.css";
import { ServerMsg } from "@space/shared";
import { h } from "../ui/dom";
import { toast } from "../ui/toast";
import type { Connection } from "../net/connection";
import { watchRenewals } from "./renewal";
// Only its type: the module itself is loaded with import() below.
import type * as Panel from "./panel";
import { t } from "../i18n";

type PanelModule = typeof Panel;
/** The panel's module, loaded on the first click (the lobby's first load stays small). */
let panel: PanelModule | null = null;

/**
 * "Tell me when it is my turn": the button that opens the notification panel (./panel.ts), in the
 * game menu and the waiting room. Shown only once the room has told this page its seat's channels
 * (`notifyState`, sent to a seat's owner only, by a server that keeps games).
 */
export function notifyButton(conn: Connection): { el: HTMLButtonElement; destroy(): void } {
  const el = h("button", { class: "notify-open", text: t("table.notify.title"), attrs: { type: "button", id: "notify-open" } });
  el.addEventListener("click", () => {
    // From inside the game menu: the panel replaces it.
    el.closest("dialog")?.close();
    import("./panel")
      .then((m) => { panel = m; m.openNotifyPanel(conn); })
      .catch((error: unknown) => toast(t("table.notify.loadFailed", { error: String(error) })));
  });
  const shown = () => { el.hidden = !conn.notify; };
  const stop = conn.onMessage(ServerMsg.notifyState, shown);
  const stopRenewals = watchRenewals(conn);
  shown();
  return {
    el,
    destroy() {
      stop();
      stopRenewals();
      // The panel outlives a screen change within the room (the game starting), not the room.
      if (!conn.room) panel?.closeNotifyPanel();
    },
  };
}
