/**
 * When news is said: news on a quiet table at once, in the task that brought it (a timer could wait
 * behind the board's drawing); news that follows within `holdMs` is gathered and said together when
 * the hold ends (`say` again), and so on while it keeps coming. `settled` runs once a hold passes
 * with nothing new: the burst is over. Timers, never frames: a hidden or busy canvas holds nothing back.
 */
export function newsWindow(say: () => void, settled: () => void, holdMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;
  const hold = () => {
    timer = setTimeout(() => {
      if (!pending) {
        timer = null;
        settled();
        return;
      }
      pending = false;
      say();
      hold();
    }, holdMs);
  };
  return {
    /** News came. */
    gather(): void {
      if (timer) {
        pending = true;
        return;
      }
      say();
      hold();
    },
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = false;
    },
  };
}
