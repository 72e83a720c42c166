import { h } from "./dom";
import { t } from "../i18n";

/** Messages in a corner stack: errors stay until dismissed or replaced by many more; info fades. */
const MAX = 5;

function stack(): HTMLElement {
  let el = document.getElementById("toasts");
  if (!el) {
    el = h("div", { attrs: { id: "toasts", role: "status", "aria-live": "polite" } });
    document.body.appendChild(el);
  }
  return el;
}

/** A button in a toast: what the message lets its reader do about it (the toast goes when pressed). */
export interface ToastAction {
  label: string;
  id?: string;
  run(): void;
}

export function toast(message: string, kind: "error" | "info" = "error", action?: ToastAction): void {
  const box = stack();
  const item = h("div", { class: `toast toast-${kind}`, attrs: { "data-kind": kind } },
    h("span", { class: "toast-text", text: message }),
    ...(action ? [h("button", { class: "small toast-action", text: action.label, attrs: { type: "button", ...(action.id ? { id: action.id } : {}) },
      on: { click: () => { item.remove(); action.run(); } } })] : []),
    h("button", { class: "toast-close", text: "×", attrs: { "aria-label": t("app.toast.dismiss") }, on: { click: () => item.remove() } }),
  );
  box.appendChild(item);
  while (box.children.length > MAX) box.firstElementChild?.remove();
  if (kind === "info") setTimeout(() => item.remove(), 4000);
  else setTimeout(() => item.remove(), 20000);
}
