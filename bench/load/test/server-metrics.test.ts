import { parseMetrics } from "../server-metrics";

/** Lines as prom-client writes them (the kinds' order and the other series are as on a live server). */
const TEXT = [
  "# HELP nodejs_gc_duration_seconds Garbage collection duration by kind, one of major, minor, incremental or weakcb.",
  "# TYPE nodejs_gc_duration_seconds histogram",
  'nodejs_gc_duration_seconds_bucket{le="0.001",kind="minor"} 3',
  'nodejs_gc_duration_seconds_sum{kind="minor"} 0.25',
  'nodejs_gc_duration_seconds_count{kind="minor"} 12',
  'nodejs_gc_duration_seconds_sum{kind="incremental"} 0.004',
  'nodejs_gc_duration_seconds_count{kind="incremental"} 2',
  'nodejs_gc_duration_seconds_sum{kind="major"} 0.06',
  'nodejs_gc_duration_seconds_count{kind="major"} 3',
  'tabletop_actions_total{game="zoo"} 40',
  'tabletop_actions_total{game="base"} 2',
  "nodejs_heap_size_used_bytes 2097152",
].join("\n");

it("reads each kind of collection on its own, and sums a series over its labels", () => {
  const m = parseMetrics(TEXT);
  expect(m.collections).toEqual({ minor: { sum: 0.25, count: 12 }, major: { sum: 0.06, count: 3 }, incremental: { sum: 0.004, count: 2 } });
  expect(m.actions).toBe(42);
  expect(m.heapUsedMiB).toBe(2);
});

it("counts no collection when the server exports none", () => {
  expect(parseMetrics("tabletop_actions_total 1").collections.major).toEqual({ sum: 0, count: 0 });
});
