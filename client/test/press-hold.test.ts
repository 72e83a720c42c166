import { holdWhilePressed } from "../src/screens/press-hold";

// A board redrawn between a press and its release lost the tap (the pressed object was gone).
describe("a state arriving during a press on the board", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const host = new EventTarget();
    const page = new EventTarget();
    const drawn: string[] = [];
    const press = holdWhilePressed(host, page);
    return { host, page, drawn, press };
  }

  test("is drawn at once when nothing is pressed", () => {
    const { drawn, press } = setup();
    press.run(() => drawn.push("a"));
    expect(drawn).toEqual(["a"]);
  });

  test("is drawn after the release has been handled, the latest one only", () => {
    const { host, page, drawn, press } = setup();
    host.dispatchEvent(new Event("pointerdown"));
    press.run(() => drawn.push("a"));
    press.run(() => drawn.push("b"));
    expect(drawn).toEqual([]);
    page.dispatchEvent(new Event("pointerup"));
    // Not in the release's own listeners: the board's tap handler runs first, on what it showed.
    expect(drawn).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(drawn).toEqual(["b"]);
    press.run(() => drawn.push("c"));
    expect(drawn).toEqual(["b", "c"]);
  });

  test("is drawn after at most 10 s of a press whose release never comes", () => {
    const { host, drawn, press } = setup();
    host.dispatchEvent(new Event("pointerdown"));
    press.run(() => drawn.push("a"));
    jest.advanceTimersByTime(9999);
    expect(drawn).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(drawn).toEqual(["a"]);
  });

  test("a cancelled press lets it through too; nothing is drawn once stopped", () => {
    const { host, page, drawn, press } = setup();
    host.dispatchEvent(new Event("pointerdown"));
    press.run(() => drawn.push("a"));
    page.dispatchEvent(new Event("pointercancel"));
    jest.advanceTimersByTime(0);
    expect(drawn).toEqual(["a"]);
    host.dispatchEvent(new Event("pointerdown"));
    press.run(() => drawn.push("b"));
    press.stop();
    jest.advanceTimersByTime(20_000);
    expect(drawn).toEqual(["a"]);
  });
});
