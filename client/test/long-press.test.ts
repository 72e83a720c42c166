import { wasLongPress } from "../src/boards/common/tooltip";

// A mouse click in the first 1.5 s of a page (performance.now() counts from the page's start) once
// read as "the end of a long press", so the board ignored it.
test("a tap early in the page's life is a tap, not the end of a long press", () => {
  const now = jest.spyOn(performance, "now").mockReturnValue(200);
  try {
    expect(wasLongPress()).toBe(false);
  } finally {
    now.mockRestore();
  }
});
