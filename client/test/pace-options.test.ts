import { TURN_DEFAULTS, liveClocks, paceChoices, paceOptions, reserves, turnClocks } from "../src/ui/pace-options";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));

const form = { pace: "live" as const, liveClock: 0, turnClock: TURN_DEFAULTS.turnSeconds, reserve: TURN_DEFAULTS.bankSeconds };

it("the form offers live and turn-based, each in full words", () => {
  expect(paceChoices().map((c) => c.label)).toEqual(["Live (everyone at the table now)", "Turn-based (play over days)"]);
});

it("a turn-based table offers 12 hours to 7 days a move and up to 7 extra days, 1 day and 2 days first chosen", () => {
  expect(turnClocks().map((c) => c.label)).toEqual(["12 hours", "1 day", "3 days", "7 days"]);
  expect(reserves().map((c) => c.label)).toEqual(["none", "1 day", "2 days", "3 days", "7 days"]);
  expect(TURN_DEFAULTS).toEqual({ turnSeconds: 86_400, bankSeconds: 2 * 86_400 });
  expect(turnClocks().map((c) => c.seconds)).toContain(TURN_DEFAULTS.turnSeconds);
  expect(reserves().map((c) => c.seconds)).toContain(TURN_DEFAULTS.bankSeconds);
});

it("a live table keeps today's clocks, from none to 5 minutes", () => {
  expect(liveClocks().map((c) => c.seconds)).toEqual([0, 30, 60, 120, 300]);
  expect(liveClocks()[0].label).toBe("no clock");
});

it("a live table sends its clock only when it has one, and never a reserve", () => {
  expect(paceOptions(form)).toEqual({ options: {}, problem: null });
  expect(paceOptions({ ...form, liveClock: 30 })).toEqual({ options: { turnSeconds: 30 }, problem: null });
});

it("a turn-based table sends its pace, clock and reserve", () => {
  expect(paceOptions({ ...form, pace: "turn-based" }))
    .toEqual({ options: { pace: "turn-based", turnSeconds: 86_400, bankSeconds: 172_800 }, problem: null });
  expect(paceOptions({ ...form, pace: "turn-based", turnClock: 12 * 3600, reserve: 0 }).options)
    .toEqual({ pace: "turn-based", turnSeconds: 43_200, bankSeconds: 0 });
});

it("every choice the form offers passes the protocol's check", () => {
  for (const c of liveClocks()) expect(paceOptions({ ...form, liveClock: c.seconds }).problem).toBeNull();
  for (const t of turnClocks()) for (const r of reserves()) expect(paceOptions({ pace: "turn-based", liveClock: 0, turnClock: t.seconds, reserve: r.seconds }).problem).toBeNull();
});

it("a clock that does not fit its pace is caught before sending, in the protocol's words", () => {
  expect(paceOptions({ ...form, liveClock: 86_400 }).problem).toMatch(/live table's clock is at most an hour/);
  expect(paceOptions({ ...form, pace: "turn-based", turnClock: 300 }).problem).toMatch(/1 hour to 14 days/);
});

it("the pace's objection in the reader's words (issue 41)", async () => {
  await readIn("pl");
  try {
    expect(paceOptions({ ...form, liveClock: 86_400 }).problem).toBe("Zegar stołu na żywo to najwyżej godzina na ruch: na dłużej wybierz grę turową");
  } finally {
    await readIn("en");
  }
});
