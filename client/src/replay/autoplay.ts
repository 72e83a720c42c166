/** Play speeds offered, as multiples of one action a second. */
export const SPEEDS = [0.5, 1, 2, 4] as const;
/** At 1x, one action every this many ms. */
const BASE_MS = 1000;

/**
 * Plays the replay forward on its own at the chosen speed: `advance()` moves one step and says
 * whether there was one; playing stops at the end. `changed(playing)` follows every start and stop.
 */
export function autoplay(advance: () => boolean, changed: (playing: boolean) => void) {
  let speed = 1;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function tick(): void {
    timer = null;
    if (!advance()) {
      changed(false);
      return;
    }
    timer = setTimeout(tick, BASE_MS / speed);
  }

  const api = {
    get playing() {
      return timer !== null;
    },
    get speed() {
      return speed;
    },
    setSpeed(next: number) {
      speed = next > 0 ? next : 1;
      if (timer !== null) {
        clearTimeout(timer);
        timer = setTimeout(tick, BASE_MS / speed);
      }
    },
    start() {
      if (timer !== null) return;
      timer = setTimeout(tick, BASE_MS / speed);
      changed(true);
    },
    stop() {
      if (timer === null) return;
      clearTimeout(timer);
      timer = null;
      changed(false);
    },
  };
  return api;
}
