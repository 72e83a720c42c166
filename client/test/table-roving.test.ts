import { gridStep, listStep } from "../src/table/roving";

/** The arrow keys in the table view's grids and lists (client/src/table/roving.ts). */

const SIZES = [3, 3, 2];

describe("a grid's keys", () => {
  test("the arrows move one cell and stop at the edges", () => {
    expect(gridStep("ArrowRight", false, { row: 0, col: 0 }, SIZES)).toEqual({ row: 0, col: 1 });
    expect(gridStep("ArrowRight", false, { row: 0, col: 2 }, SIZES)).toEqual({ row: 0, col: 2 });
    expect(gridStep("ArrowLeft", false, { row: 1, col: 0 }, SIZES)).toEqual({ row: 1, col: 0 });
    expect(gridStep("ArrowDown", false, { row: 0, col: 1 }, SIZES)).toEqual({ row: 1, col: 1 });
    expect(gridStep("ArrowUp", false, { row: 0, col: 1 }, SIZES)).toEqual({ row: 0, col: 1 });
  });

  test("moving down to a shorter row lands on its last cell", () => {
    expect(gridStep("ArrowDown", false, { row: 1, col: 2 }, SIZES)).toEqual({ row: 2, col: 1 });
  });

  test("Home and End go along the row, with Ctrl to the grid's corners", () => {
    expect(gridStep("Home", false, { row: 1, col: 2 }, SIZES)).toEqual({ row: 1, col: 0 });
    expect(gridStep("End", false, { row: 1, col: 0 }, SIZES)).toEqual({ row: 1, col: 2 });
    expect(gridStep("Home", true, { row: 2, col: 1 }, SIZES)).toEqual({ row: 0, col: 0 });
    expect(gridStep("End", true, { row: 0, col: 0 }, SIZES)).toEqual({ row: 2, col: 1 });
  });

  test("other keys are left to the page", () => {
    expect(gridStep("Tab", false, { row: 0, col: 0 }, SIZES)).toBeNull();
    expect(gridStep("a", false, { row: 0, col: 0 }, SIZES)).toBeNull();
    expect(gridStep("ArrowDown", false, { row: 0, col: 0 }, [])).toBeNull();
  });
});

describe("a list's keys", () => {
  test("the arrows move one item and stop at the ends; Home and End go to them", () => {
    expect(listStep("ArrowDown", 0, 3)).toBe(1);
    expect(listStep("ArrowDown", 2, 3)).toBe(2);
    expect(listStep("ArrowUp", 0, 3)).toBe(0);
    expect(listStep("ArrowRight", 1, 3)).toBe(2);
    expect(listStep("Home", 2, 3)).toBe(0);
    expect(listStep("End", 0, 3)).toBe(2);
  });

  test("an empty list and other keys take nothing", () => {
    expect(listStep("ArrowDown", 0, 0)).toBeNull();
    expect(listStep("Enter", 0, 3)).toBeNull();
  });
});
