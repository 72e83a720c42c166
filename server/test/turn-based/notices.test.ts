import { SPACING_MS, dueNotices, trackAwaited, type NoticeSeat, type SeatNotices } from "../../src/turn-based/notices";

const seat = (over: Partial<NoticeSeat> = {}): NoticeSeat => ({ awaited: false, told: true, looking: false, hasChannel: true, ...over });
const DAY = 86_400_000;
/** Epoch ms of the tests' start (0 means "not waiting"). */
const T = 1_700_000_000_000;

/** One look at the table `at` ms after the tests' start; `nextAt` comes back relative too. */
function step(notices: SeatNotices[], seats: NoticeSeat[], at: number, turnMs = DAY, ended = false) {
  trackAwaited(notices, seats, T + at);
  const { due, nextAt } = dueNotices(notices, seats, T + at, turnMs, ended);
  return { due, nextAt: nextAt === 0 ? 0 : nextAt - T };
}

describe("when a seat is told", () => {
  it("tells the awaited seat once that it is its turn", () => {
    const notices: SeatNotices[] = [];
    const seats = [seat({ awaited: true }), seat()];
    expect(step(notices, seats, 1000).due).toEqual([{ seat: 0, kind: "your-turn" }]);
    expect(step(notices, seats, 2000).due).toEqual([]);
  });

  it("tells nobody whose page is in view, and tells them once they look away", () => {
    const notices: SeatNotices[] = [];
    expect(step(notices, [seat({ awaited: true, looking: true })], 1000).due).toEqual([]);
    expect(step(notices, [seat({ awaited: true, looking: false })], 5000).due).toEqual([{ seat: 0, kind: "your-turn" }]);
  });

  it("tells no bot, no stand-in and no seat without a channel", () => {
    const notices: SeatNotices[] = [];
    const seats = [seat({ awaited: true, told: false }), seat({ awaited: true, hasChannel: false })];
    expect(step(notices, seats, 1000).due).toEqual([]);
  });

  it("sends a seat at most one notice per table in ten minutes, and the held one after", () => {
    const notices: SeatNotices[] = [];
    expect(step(notices, [seat({ awaited: true })], 0).due).toHaveLength(1);
    step(notices, [seat({ awaited: false })], 60_000);
    const held = step(notices, [seat({ awaited: true })], 120_000);
    expect(held.due).toEqual([]);
    expect(held.nextAt).toBe(SPACING_MS);
    expect(step(notices, [seat({ awaited: true })], SPACING_MS).due).toEqual([{ seat: 0, kind: "your-turn" }]);
  });

  it("reminds the seat once when a quarter of its clock is left", () => {
    const notices: SeatNotices[] = [];
    step(notices, [seat({ awaited: true })], 0);
    const before = step(notices, [seat({ awaited: true })], DAY / 2);
    expect(before.due).toEqual([]);
    expect(before.nextAt).toBe(DAY * 0.75);
    expect(step(notices, [seat({ awaited: true })], DAY * 0.75).due).toEqual([{ seat: 0, kind: "reminder" }]);
    expect(step(notices, [seat({ awaited: true })], DAY * 0.9).due).toEqual([]);
  });

  it("has no reminder without a clock", () => {
    const notices: SeatNotices[] = [];
    step(notices, [seat({ awaited: true })], 0, 0);
    expect(step(notices, [seat({ awaited: true })], 10 * DAY, 0)).toEqual({ due: [], nextAt: 0 });
  });

  it("tells every seat with a channel once when the game ends", () => {
    const notices: SeatNotices[] = [];
    const seats = [seat(), seat({ looking: true }), seat()];
    expect(step(notices, seats, 0, DAY, true).due).toEqual([{ seat: 0, kind: "game-over" }, { seat: 2, kind: "game-over" }]);
    expect(step(notices, seats, 1, DAY, true).due).toEqual([]);
  });
});
