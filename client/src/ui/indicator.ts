import type { NetStatus } from "../net/connection";
import { h } from "./dom";
import { t } from "../i18n";

const LABEL = (status: NetStatus): string => t(`app.net.${status}`);

/** The small connection light in the top bar. */
export function connectionIndicator(): { el: HTMLElement; set(status: NetStatus): void } {
  const el = h("span", { class: "net net-idle", attrs: { id: "net-status", "data-status": "idle" }, text: LABEL("idle") });
  return {
    el,
    set(status) {
      el.className = `net net-${status}`;
      el.dataset.status = status;
      el.textContent = LABEL(status);
    },
  };
}
