import type { NetStatus } from "../net/connection";
import { h } from "./dom";

const LABEL: Record<NetStatus, string> = {
  idle: "not in a room",
  connected: "connected",
  connecting: "connecting…",
  reconnecting: "reconnecting…",
  offline: "offline",
};

/** The small connection light in the top bar. */
export function connectionIndicator(): { el: HTMLElement; set(status: NetStatus): void } {
  const el = h("span", { class: "net net-idle", attrs: { id: "net-status", "data-status": "idle" }, text: LABEL.idle });
  return {
    el,
    set(status) {
      el.className = `net net-${status}`;
      el.dataset.status = status;
      el.textContent = LABEL[status];
    },
  };
}
