import type { Navigator } from "./controls";

/**
 * Keyboard for the replay: ← and → one action, Home and End, space to play or pause. Keys typed
 * into a field (the action number, a select, the slider, which moves itself) are left to it.
 */
export function replayKeys(nav: Navigator & { step(): number; last(): number }): () => void {
  function onKey(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    const tag = target?.tagName ?? "";
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || target?.isContentEditable) return;
    let handled = true;
    switch (event.key) {
      case "ArrowLeft": nav.go(nav.step() - 1); break;
      case "ArrowRight": nav.go(nav.step() + 1); break;
      case "Home": nav.go(0); break;
      case "End": nav.go(nav.last()); break;
      case " ":
        if (tag === "BUTTON") return; // the button's own click
        nav.togglePlay();
        break;
      default: handled = false;
    }
    if (handled) event.preventDefault();
  }
  document.addEventListener("keydown", onKey);
  return () => document.removeEventListener("keydown", onKey);
}
