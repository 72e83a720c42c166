import { dueWarning, myClock, nextWarningIn, warningWords } from "./announce-clock";

type ClockState = Parameters<typeof myClock>[0];

/**
 * Watches the player's own clock and says each warning once, when its mark comes (a timer set for
 * it, not a poll), or at once for a page that first sees the clock past a mark. A later deadline is
 * a new clock (a new decision) and warns again; a state that moves the deadline a little does not.
 */
export function clockWatch(say: (text: string) => void, now: () => number = () => Date.now()) {
  let clock: { deadline: number; said: Set<number> } | null = null;
  let state: ClockState | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function check(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const mine = state && myClock(state);
    if (!mine || !clock) return;
    const left = mine.deadline - now();
    if (dueWarning(left, mine.marks, mine.clockMs, clock.said) !== null) say(warningWords(left));
    const wait = nextWarningIn(left, mine.marks, mine.clockMs, clock.said);
    if (wait !== null) timer = setTimeout(check, wait);
  }

  return {
    update(next: ClockState): void {
      state = next;
      const mine = myClock(next);
      if (!mine || !clock || mine.deadline > clock.deadline + 1000) clock = mine ? { deadline: mine.deadline, said: new Set() } : null;
      check();
    },
    destroy(): void {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
