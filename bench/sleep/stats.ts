/** Percentiles of a list of timings (ms), rounded to the microsecond. */
export interface Spread {
  n: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
  return { n: sorted.length, p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1] ?? 0), mean: round(mean) };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, looking every `everyMs`; throws after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms: number, what: string, everyMs = 1): Promise<void> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
