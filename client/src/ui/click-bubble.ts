import { h } from "./dom";

/** How long a refusal stays by the click, in ms (a click anywhere takes it away sooner). */
const BUBBLE_MS = 5000;

/**
 * A short sentence shown where the last click on `host` was (a refused move's reason): a small
 * `role=status` bubble over the board, text only, gone after BUBBLE_MS or at the next pointer down.
 */
export function clickBubble(host: HTMLElement): { show(text: string): void; destroy(): void } {
  /** The last pointer down on the host, in its own CSS pixels; null before any (the hook's moves). */
  let last: { x: number; y: number } | null = null;
  let bubble: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const hide = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    bubble?.remove();
    bubble = null;
  };
  const remember = (event: PointerEvent) => {
    const box = host.getBoundingClientRect();
    last = { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  host.addEventListener("pointerdown", remember, true);
  document.addEventListener("pointerdown", hide, true);

  return {
    show(text) {
      hide();
      const at = last ?? { x: host.clientWidth / 2, y: host.clientHeight / 2 };
      const el = h("div", { class: "click-bubble", text, attrs: { role: "status", id: "refusal" } });
      host.appendChild(el);
      // Above the click when there is room, else below it; always inside the board.
      const x = Math.max(4, Math.min(at.x - el.offsetWidth / 2, host.clientWidth - el.offsetWidth - 4));
      const above = at.y - el.offsetHeight - 12;
      const y = above >= 4 ? above : Math.min(at.y + 16, host.clientHeight - el.offsetHeight - 4);
      el.style.left = `${Math.round(x)}px`;
      el.style.top = `${Math.round(Math.max(4, y))}px`;
      bubble = el;
      timer = setTimeout(hide, BUBBLE_MS);
    },
    destroy() {
      hide();
      host.removeEventListener("pointerdown", remember, true);
      document.removeEventListener("pointerdown", hide, true);
    },
  };
}
