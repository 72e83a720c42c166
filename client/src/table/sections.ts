import { h } from "../ui/dom";
import type { TableCell, TableSection } from "./types";
import { gridStep, listStep } from "./roving";

/** What a section's cell does when Enter or Space opens it: offer its actions beside `cell`. */
export type OpenCell = (cell: TableCell, from: HTMLElement) => void;

interface Rendered {
  el: HTMLElement;
  /** The structure's fingerprint: the same one is updated in place (focus stays put). */
  shape: string;
  /** The cells in order, by row for a grid. */
  cells: HTMLElement[][];
  data: TableCell[][];
}

const shapeOf = (s: TableSection): string =>
  s.kind === "grid" ? `g|${s.columns.length}|${s.rows.map((r) => r.cells.map((c) => c.id).join(",")).join(";")}`
    : `l|${s.items.map((c) => c.id).join(",")}`;

/** Cells that have actions say so to sighted keyboard users too (a mark in the CSS). */
function paint(el: HTMLElement, cell: TableCell): void {
  if (el.textContent !== cell.label) el.textContent = cell.label;
  el.dataset.cell = cell.id;
  el.classList.toggle("has-actions", Boolean(cell.actions?.length));
  if (cell.actions?.length) el.setAttribute("aria-haspopup", "true");
  else el.removeAttribute("aria-haspopup");
}

/** Makes `target` the section's one tab stop; `focus` moves the focus there too. */
function rove(cells: HTMLElement[][], target: HTMLElement, focus: boolean): void {
  for (const row of cells) for (const c of row) c.tabIndex = c === target ? 0 : -1;
  if (focus) target.focus();
}

function locate(cells: HTMLElement[][], el: Element | null): { row: number; col: number } | null {
  for (let row = 0; row < cells.length; row++) {
    const col = cells[row].indexOf(el as HTMLElement);
    if (col >= 0) return { row, col };
  }
  return null;
}

function buildGrid(s: Extract<TableSection, { kind: "grid" }>, labelId: string): Rendered {
  const head = h("tr", { attrs: { role: "row" } }, h("th", { attrs: { role: "columnheader" } }),
    ...s.columns.map((c) => h("th", { text: c, attrs: { role: "columnheader", scope: "col" } })));
  const cells: HTMLElement[][] = [];
  const rows = s.rows.map((r) => {
    const line = r.cells.map((cell) => {
      const td = h("td", { attrs: { role: "gridcell", tabindex: "-1" } });
      paint(td, cell);
      return td;
    });
    cells.push(line);
    return h("tr", { attrs: { role: "row" } }, h("th", { text: r.label, attrs: { role: "rowheader", scope: "row" } }), ...line);
  });
  const el = h("table", { class: "tv-grid", attrs: { role: "grid", "aria-labelledby": labelId } }, h("thead", {}, head), h("tbody", {}, ...rows));
  return { el, shape: shapeOf(s), cells, data: s.rows.map((r) => r.cells) };
}

function buildList(s: Extract<TableSection, { kind: "list" }>, labelId: string): Rendered {
  const items = s.items.map((cell) => {
    const li = h("li", { attrs: { tabindex: "-1" } });
    paint(li, cell);
    return li;
  });
  const el = h("ul", { class: "tv-list", attrs: { "aria-labelledby": labelId } }, ...items);
  return { el, shape: shapeOf(s), cells: items.map((li) => [li]), data: s.items.map((c) => [c]) };
}

/**
 * One section of the table (a WAI-ARIA grid, or a list) with one tab stop and the arrow keys
 * moving inside it. `update` keeps the same elements while the section's cells stay the same (their
 * words change in place), so the focus and the reader's place are kept; otherwise it rebuilds and
 * puts the focus back on the same cell id, only when the focus was in the section.
 */
export function sectionView(first: TableSection, open: OpenCell) {
  const labelId = `tv-${first.id}-label`;
  const title = h("h3", { text: first.label, attrs: { id: labelId } });
  const box = h("div", { class: `tv-section tv-${first.kind}-section`, attrs: { "data-section": first.id } }, title);
  let r: Rendered | null = null;
  /** The cell id holding the tab stop. */
  let current: string | null = null;

  box.addEventListener("keydown", (event) => {
    if (!r) return;
    const at = locate(r.cells, event.target as Element);
    if (!at) return;
    if (event.key === "Enter" || event.key === " ") {
      const cell = r.data[at.row][at.col];
      if (cell.actions?.length) {
        event.preventDefault();
        open(cell, r.cells[at.row][at.col]);
      }
      return;
    }
    const next = r.el.tagName === "TABLE"
      ? gridStep(event.key, event.ctrlKey || event.metaKey, at, r.cells.map((row) => row.length))
      : (() => {
        const i = listStep(event.key, at.row, r.cells.length);
        return i === null ? null : { row: i, col: 0 };
      })();
    if (!next) return;
    event.preventDefault();
    const target = r.cells[next.row]?.[next.col];
    if (!target) return;
    current = target.dataset.cell ?? null;
    rove(r.cells, target, true);
  });
  box.addEventListener("focusin", (event) => {
    const el = event.target as HTMLElement;
    if (r && locate(r.cells, el)) {
      current = el.dataset.cell ?? null;
      rove(r.cells, el, false);
    }
  });

  function update(s: TableSection): void {
    if (title.textContent !== s.label) title.textContent = s.label;
    const shape = shapeOf(s);
    if (r && r.shape === shape && r.el.tagName === (s.kind === "grid" ? "TABLE" : "UL")) {
      const data = s.kind === "grid" ? s.rows.map((row) => row.cells) : s.items.map((c) => [c]);
      data.forEach((row, i) => row.forEach((cell, j) => paint(r!.cells[i][j], cell)));
      r.data = data;
      if (s.kind === "grid") {
        const heads = r.el.querySelectorAll("tbody th");
        s.rows.forEach((row, i) => { if (heads[i] && heads[i].textContent !== row.label) heads[i].textContent = row.label; });
        const cols = r.el.querySelectorAll("thead th");
        s.columns.forEach((c, i) => { if (cols[i + 1] && cols[i + 1].textContent !== c) cols[i + 1].textContent = c; });
      }
      return;
    }
    const hadFocus = r !== null && r.el.contains(document.activeElement);
    const next = s.kind === "grid" ? buildGrid(s, labelId) : buildList(s, labelId);
    if (r) r.el.replaceWith(next.el);
    else box.append(next.el);
    r = next;
    const flat = r.cells.flat();
    const keep = flat.find((c) => c.dataset.cell === current) ?? flat[0];
    if (keep) {
      current = keep.dataset.cell ?? null;
      rove(r.cells, keep, hadFocus);
    }
  }

  /** The section's tab stop, to jump to. */
  const stop = (): HTMLElement | null => r?.cells.flat().find((c) => c.tabIndex === 0) ?? null;

  update(first);
  return { el: box, update, stop };
}
