import { matrixTable } from "../matrix-table";
import { parseMatrixOptions } from "../matrix";
import type { Results } from "../results";

/** The matrix runner (matrix.ts): every game at every size, one markdown table of them all. */
function results(over: { cpu: number; p99: number; failed: number; refused: Record<string, number> }): Results {
  return {
    run: {},
    setUp: { ok: 2000 - over.failed, failed: over.failed, reasons: {}, seconds: 77.5,
      beforeWindow: { finishedGames: 0, dropped: {}, replacementSetUps: { ok: 0, failed: 0, reasons: {} } } },
    window: { seconds: 60, roomsPlaying: 1985, finishedGames: 700, replacementSetUps: { ok: 690, failed: 3, reasons: { "socket hang up": 3 } } },
    actions: { accepted: 60000, perSecond: 1000, serverCounted: 61000, overlappedShare: 0.2 },
    latencyMs: { p50: 2.5, p95: 40, p99: over.p99, max: 900, mean: 10 },
    bytesPerClientPerAction: 214,
    server: { cpuMsPerAction: over.cpu, systemCpuMsPerAction: 0.15, cpuShareOfOneCore: 0.812, runQueueWaitShare: 0.1, rssIdleMiB: 100, rssSetUpMiB: 600, rssEndMiB: 700,
      rssMaxMiB: 700, kibPerRoomSetUp: 256, kibPerRoomPlaying: 309, heapUsedMiB: 1, heapTotalMiB: 2, externalMiB: 3, loopLagP99Ms: 50,
      storeWriteMeanMs: 1, actionToPatchMeanMs: 2, collections: null },
    errors: { refused: over.refused, unanswered: 1, dropped: {} },
    clients: { workers: 8, cpuShareOfOneCore: 0.95, loopDelayP99MsMax: 100 },
  };
}

it("writes a row a run, in the order they ran, with each run's own figures", () => {
  const table = matrixTable([
    { game: "zoo", rooms: 2000, results: results({ cpu: 0.8, p99: 123.4, failed: 5, refused: { illegal: 2, not_your_turn: 1 } }) },
    { game: "cheeses", rooms: 100, results: results({ cpu: 1.25, p99: 45, failed: 0, refused: {} }) },
  ]).split("\n");
  expect(table).toHaveLength(4);
  expect(table[0]).toMatch(/^\| game \| rooms \|/);
  expect(table[2]).toBe("| Space Zoo | 2,000 | 1,995 / 5 in 77.5 s; 690 / 3 | 1,985 | 1000 | 2.5 / 40 / 123.4 / 900 | 214 | 0.800 | 81% | 10% | 256 / 309 | 3 / 1 / 0 | 95% |");
  expect(table[3]).toMatch(/^\| Space Colony Cheeses \| 100 \| 2,000 \/ 0 in 77.5 s; .* \| 1.250 \| .* \| 0 \/ 1 \/ 0 \| 95% \|$/);
});

it("says which run gave no results and why, with as many cells as the others", () => {
  const [header, , row] = matrixTable([{ game: "base", rooms: 500, results: null, failure: "exit 1" }]).split("\n");
  expect(row).toMatch(/^\| Space Base \| 500 \| no results: exit 1 \|/);
  expect(row.split("|")).toHaveLength(header.split("|").length);
});

it("runs the three games at 100 to 2,000 rooms unless told otherwise, and keeps the run's own options for itself", () => {
  const now = new Date("2026-11-27T07:35:00Z");
  expect(parseMatrixOptions([], now)).toEqual({ games: ["zoo", "base", "cheeses"], sizes: [100, 500, 1000, 2000],
    out: "bench/load/results/matrix-2026-11-27T0735", rest: [] });
  expect(parseMatrixOptions(["--games", "base", "--sizes", "10,20", "--seconds", "30", "--out", "x"], now))
    .toEqual({ games: ["base"], sizes: [10, 20], out: "x", rest: ["--seconds", "30"] });
  expect(parseMatrixOptions(["--help"])).toBeNull();
  expect(() => parseMatrixOptions(["--games", "zoo,chess"])).toThrow(/chess/);
  expect(() => parseMatrixOptions(["--sizes", "100,lots"])).toThrow(/whole numbers/);
  expect(() => parseMatrixOptions(["--rooms", "5"])).toThrow(/matrix's own/);
  expect(() => parseMatrixOptions(["--out"])).toThrow(/needs a value/);
});
