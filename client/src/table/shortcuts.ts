import { settings } from "../ui/settings";

/** A field where a key types text: single-key shortcuts leave it alone (WCAG 2.1.4). */
function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  if (el.isContentEditable) return true;
  if (el.tagName === "TEXTAREA" || el.tagName === "SELECT") return true;
  if (el.tagName !== "INPUT") return false;
  const type = (el as HTMLInputElement).type;
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file", "image"].includes(type);
}

/**
 * The table view's single-key shortcuts: `/` to the command line, `t` to the table; only while the
 * setting is on (the game menu turns it off) and never while typing. Returns the way to stop.
 */
export function tableShortcuts(keys: Record<string, () => void>): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!settings().shortcuts || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (typing(event.target) || document.querySelector("dialog[open]")) return;
    const run = keys[event.key];
    if (!run) return;
    event.preventDefault();
    run();
  };
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
