/**
 * Where the arrow keys take the focus in a grid or a list (pure, tested in node), as the WAI-ARIA
 * grid and listbox patterns have it: no wrapping, Home/End along the row, Ctrl+Home/End to the corners.
 */

export interface At {
  row: number;
  col: number;
}

/** The cell the key leads to in a grid of `sizes[row]` cells per row, or null for a key the grid does not take. */
export function gridStep(key: string, ctrl: boolean, at: At, sizes: number[]): At | null {
  const last = sizes.length - 1;
  if (last < 0) return null;
  const clampCol = (row: number, col: number) => Math.max(0, Math.min(col, sizes[row] - 1));
  switch (key) {
    case "ArrowRight": return { row: at.row, col: clampCol(at.row, at.col + 1) };
    case "ArrowLeft": return { row: at.row, col: clampCol(at.row, at.col - 1) };
    case "ArrowDown": {
      const row = Math.min(last, at.row + 1);
      return { row, col: clampCol(row, at.col) };
    }
    case "ArrowUp": {
      const row = Math.max(0, at.row - 1);
      return { row, col: clampCol(row, at.col) };
    }
    case "Home": return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case "End": return ctrl ? { row: last, col: sizes[last] - 1 } : { row: at.row, col: sizes[at.row] - 1 };
    case "PageDown": {
      const row = Math.min(last, at.row + 5);
      return { row, col: clampCol(row, at.col) };
    }
    case "PageUp": {
      const row = Math.max(0, at.row - 5);
      return { row, col: clampCol(row, at.col) };
    }
    default: return null;
  }
}

/** The item the key leads to in a list of `count` items, or null for a key the list does not take. */
export function listStep(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowDown":
    case "ArrowRight": return Math.min(count - 1, index + 1);
    case "ArrowUp":
    case "ArrowLeft": return Math.max(0, index - 1);
    case "Home": return 0;
    case "End": return count - 1;
    default: return null;
  }
}
