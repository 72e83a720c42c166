import { h } from "../ui/dom";
import type { Spot } from "../boards/spots";
import type { Space } from "../boards/types";

/** One place to show on the board: a ring (board space) or an outline (a button or form), with a short label. */
export interface Mark {
  spot: Spot;
  label: string;
}

/**
 * Rings over the board where moves are made (a guided step's, a hint's choices), kept where their
 * spaces are as the board scrolls or zooms; a button of the phone's prompt bar, or a form, is
 * outlined instead. `kind` names the layer (its colour): `lesson` or `hint`.
 */
export function boardMarks(canvasHost: HTMLElement, locate: (id: string) => Space | null, kind: "lesson" | "hint") {
  const layer = h("div", { class: `board-marks ${kind}-marks`, attrs: { "aria-hidden": "true" } });
  canvasHost.append(layer);
  const outline = `${kind}-target`;
  let marks: Mark[] = [];

  function place(): void {
    document.querySelectorAll(`.${outline}`).forEach((e) => e.classList.remove(outline));
    const rings: HTMLElement[] = [];
    for (const { spot, label } of marks) {
      if ("selector" in spot) {
        document.querySelector(spot.selector)?.classList.add(outline);
        continue;
      }
      const button = document.querySelector<HTMLElement>(`#phone-bar [data-space="${CSS.escape(spot.space)}"]`);
      if (button?.offsetParent) {
        button.classList.add(outline);
        continue;
      }
      const p = locate(spot.space);
      if (p) rings.push(h("span", { class: `mark-ring ${kind}-ring`, text: label, attrs: { [`data-${kind}-space`]: spot.space, style: `left:${p.x}px;top:${p.y}px` } }));
    }
    layer.replaceChildren(...rings);
  }
  const timer = setInterval(() => { if (marks.length) place(); }, 250);

  return {
    show(next: Mark[]): void {
      marks = next;
      place();
    },
    destroy(): void {
      clearInterval(timer);
      marks = [];
      place();
      layer.remove();
    },
  };
}
