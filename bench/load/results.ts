import * as hdr from "hdr-histogram-js";
import type { Calibration } from "./calibration";
import type { Reasons, SetupSummary, WorkerReport } from "./messages";
import { COLLECTION_KINDS, meanMs, type CollectionKind, type ServerMetrics } from "./server-metrics";
import { latencyHistogram } from "./tally";
import { SEATS } from "./table";

/** What the bench measured around the server process. */
export interface ServerSide {
  /** User plus system CPU in the window, and the system (kernel) part alone, ms. */
  cpuMs: number;
  systemCpuMs: number;
  rssIdleKiB: number;
  rssSetUpKiB: number;
  rssEndKiB: number;
  rssMaxKiB: number;
  metrics: ServerMetrics | null;
  metricsBefore: ServerMetrics | null;
  /** Time the server's main thread waited for a CPU in the window (other processes on its core), ms. */
  runQueueWaitMs: number | null;
}

export interface Results {
  run: Record<string, unknown>;
  setUp: {
    ok: number; failed: number; reasons: Reasons; seconds: number;
    /** Between the set-up and the window: games finished, rooms closed by the server, their replacements. */
    beforeWindow: { finishedGames: number; dropped: Reasons; replacementSetUps: { ok: number; failed: number; reasons: Reasons } };
  };
  window: { seconds: number; roomsPlaying: number; finishedGames: number; replacementSetUps: { ok: number; failed: number; reasons: Reasons } };
  /**
   * accepted: actions seen accepted by their own client in the window (each a latency reading);
   * serverCounted: the server's tabletop_actions_total from before the window until /metrics answered after it.
   */
  actions: { accepted: number; perSecond: number; serverCounted: number | null; overlappedShare: number };
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  bytesPerClientPerAction: number;
  server: {
    cpuMsPerAction: number; systemCpuMsPerAction: number; cpuShareOfOneCore: number; runQueueWaitShare: number | null; rssIdleMiB: number; rssSetUpMiB: number; rssEndMiB: number; rssMaxMiB: number;
    /** (RSS after the set-up - RSS idle) / rooms set up; (RSS at the end - RSS idle) / rooms playing at the end. */
    kibPerRoomSetUp: number; kibPerRoomPlaying: number; heapUsedMiB: number | null; heapTotalMiB: number | null; externalMiB: number | null; loopLagP99Ms: number | null;
    /** The server's own means over the window (its /metrics): store write, action arrival to patch out. */
    storeWriteMeanMs: number | null; actionToPatchMeanMs: number | null;
    /** V8's collections in the window (the server's /metrics): how many of each kind, their mean pause; null without metrics. */
    collections: Record<CollectionKind, { count: number; meanMs: number | null }> | null;
  };
  errors: { refused: Reasons; unanswered: number; dropped: Reasons };
  clients: { workers: number; cpuShareOfOneCore: number; loopDelayP99MsMax: number };
}

function merge(into: Reasons, from: Reasons): Reasons {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
  return into;
}

const total = (r: Reasons): number => Object.values(r).reduce((a, b) => a + b, 0);
const round = (n: number, digits = 2): number => Number(n.toFixed(digits));

export function summarize(
  run: Record<string, unknown>, setUps: SetupSummary[], setUpSeconds: number, reports: WorkerReport[], windowSeconds: number,
  server: ServerSide,
): Results {
  const { metrics, metricsBefore } = server;
  const serverMean = (pick: (m: ServerMetrics) => { sum: number; count: number }): number | null => {
    const mean = metrics && metricsBefore ? meanMs(pick(metricsBefore), pick(metrics)) : null;
    return mean === null ? null : round(mean, 2);
  };
  const collections = metrics && metricsBefore
    ? Object.fromEntries(COLLECTION_KINDS.map((kind) => [kind, {
      count: metrics.collections[kind].count - metricsBefore.collections[kind].count, meanMs: serverMean((m) => m.collections[kind]),
    }])) as Record<CollectionKind, { count: number; meanMs: number | null }>
    : null;
  const latency = latencyHistogram();
  for (const r of reports) latency.add(hdr.decodeFromCompressedBase64(r.latency));
  const ms = (us: number): number => round(us / 1000, 2);
  const accepted = reports.reduce((a, r) => a + r.accepted, 0);
  const players = reports.reduce((a, r) => a + r.players, 0);
  const roomsPlaying = Math.round(players / SEATS);
  const bytes = reports.reduce((a, r) => a + r.bytes, 0);
  const replacement = reports.reduce((acc, r) => ({ ok: acc.ok + r.setups.ok, failed: merge(acc.failed, r.setups.failed) }), { ok: 0, failed: {} as Reasons });
  const setUpOk = setUps.reduce((a, s) => a + s.ok, 0);
  const setUpReasons = setUps.reduce((acc, s) => merge(acc, s.failed), {} as Reasons);
  const early = reports.map((r) => r.beforeWindow);
  const earlyFailed = early.reduce((acc, b) => merge(acc, b.setups.failed), {} as Reasons);
  const serverCounted = metrics && metricsBefore ? metrics.actions - metricsBefore.actions : null;
  // Per action: by the readings, whose window is the workers' own (the same as the bytes', and within a
  // few ms of the CPU reading's); the server's count runs until /metrics answers, late under load.
  const perAction = (x: number): number => (accepted > 0 ? x / accepted : 0);
  const mib = (kib: number): number => round(kib / 1024, 1);
  return {
    run,
    setUp: {
      ok: setUpOk, failed: total(setUpReasons), reasons: setUpReasons, seconds: round(setUpSeconds, 1),
      beforeWindow: {
        finishedGames: early.reduce((a, b) => a + b.finished, 0), dropped: early.reduce((acc, b) => merge(acc, b.dropped), {} as Reasons),
        replacementSetUps: { ok: early.reduce((a, b) => a + b.setups.ok, 0), failed: total(earlyFailed), reasons: earlyFailed },
      },
    },
    window: {
      seconds: round(windowSeconds, 1), roomsPlaying, finishedGames: reports.reduce((a, r) => a + r.finished, 0),
      replacementSetUps: { ok: replacement.ok, failed: total(replacement.failed), reasons: replacement.failed },
    },
    actions: {
      accepted, perSecond: round(accepted / windowSeconds, 1),
      serverCounted,
      overlappedShare: round(accepted > 0 ? reports.reduce((a, r) => a + r.overlapped, 0) / accepted : 0, 4),
    },
    latencyMs: {
      p50: ms(latency.getValueAtPercentile(50)), p95: ms(latency.getValueAtPercentile(95)), p99: ms(latency.getValueAtPercentile(99)),
      max: ms(latency.maxValue), mean: ms(latency.mean),
    },
    bytesPerClientPerAction: round(perAction(bytes) / SEATS, 0),
    server: {
      cpuMsPerAction: round(perAction(server.cpuMs), 3), systemCpuMsPerAction: round(perAction(server.systemCpuMs), 3), cpuShareOfOneCore: round(server.cpuMs / 1000 / windowSeconds, 3),
      runQueueWaitShare: server.runQueueWaitMs === null ? null : round(server.runQueueWaitMs / 1000 / windowSeconds, 3),
      rssIdleMiB: mib(server.rssIdleKiB), rssSetUpMiB: mib(server.rssSetUpKiB), rssEndMiB: mib(server.rssEndKiB), rssMaxMiB: mib(server.rssMaxKiB),
      kibPerRoomSetUp: setUpOk ? round((server.rssSetUpKiB - server.rssIdleKiB) / setUpOk, 0) : 0,
      kibPerRoomPlaying: roomsPlaying ? round((server.rssEndKiB - server.rssIdleKiB) / roomsPlaying, 0) : 0,
      heapUsedMiB: server.metrics ? round(server.metrics.heapUsedMiB, 1) : null,
      heapTotalMiB: server.metrics ? round(server.metrics.heapTotalMiB, 1) : null,
      externalMiB: server.metrics ? round(server.metrics.externalMiB, 1) : null,
      loopLagP99Ms: server.metrics ? round(server.metrics.loopLagP99Ms, 1) : null,
      storeWriteMeanMs: serverMean((m) => m.storeWrite), actionToPatchMeanMs: serverMean((m) => m.actionToPatch),
      collections,
    },
    errors: {
      refused: reports.reduce((acc, r) => merge(acc, r.refused), {} as Reasons),
      unanswered: reports.reduce((a, r) => a + r.unanswered, 0),
      dropped: reports.reduce((acc, r) => merge(acc, r.dropped), {} as Reasons),
    },
    clients: {
      workers: reports.length,
      cpuShareOfOneCore: round(reports.reduce((a, r) => a + r.cpuMs, 0) / 1000 / windowSeconds, 3),
      loopDelayP99MsMax: round(Math.max(0, ...reports.map((r) => r.loopDelayP99Ms)), 1),
    },
  };
}

function reasons(r: Reasons): string {
  const entries = Object.entries(r);
  return entries.length ? ` (${entries.map(([k, v]) => `${v}× ${k}`).join("; ")})` : "";
}

function calibrationText(c: unknown): string {
  const { usPerAction, usPerActionFastest } = (c ?? {}) as Partial<Calibration>;
  return usPerAction === undefined ? "?" : `${usPerAction} µs an action (${usPerActionFastest ?? "?"} µs)`;
}

function collectionsText(c: Results["server"]["collections"]): string {
  if (!c) return "?";
  const one = ({ count, meanMs }: { count: number; meanMs: number | null }) => `${count}${meanMs === null ? "" : ` × ${meanMs} ms`}`;
  return `${one(c.minor)} / ${one(c.major)} / ${one(c.incremental)}`;
}

/** The results as a two-column table for the terminal. */
export function table(r: Results): string {
  const rows: [string, string][] = [
    ["server / game / rooms asked", `${r.run.server === "bgio" ? "boardgame.io 0.50.2" : "this project's"} / ${String(r.run.game)} / ${String(r.run.rooms)}`],
    ["think", `${String(r.run.think)} ms`],
    ["calibration: fixed engine work (fastest)", calibrationText(r.run.calibration)],
    ["load average (start → end)", `${String(r.run.loadAverageStart)} → ${String(r.run.loadAverageEnd)}`],
    ["CPU pressure, some avg60 (start → end)", `${String(r.run.cpuPressure60Start ?? "?")}% → ${String(r.run.cpuPressure60End ?? "?")}%`],
    ["set-ups ok / failed", `${r.setUp.ok} / ${r.setUp.failed} in ${r.setUp.seconds} s${reasons(r.setUp.reasons)}`],
    ["before the window: finished / replaced (failed)", `${r.setUp.beforeWindow.finishedGames} / ${r.setUp.beforeWindow.replacementSetUps.ok} (${r.setUp.beforeWindow.replacementSetUps.failed})${reasons(r.setUp.beforeWindow.replacementSetUps.reasons)}; dropped ${total(r.setUp.beforeWindow.dropped)}${reasons(r.setUp.beforeWindow.dropped)}`],
    ["rooms playing at the end", String(r.window.roomsPlaying)],
    ["measured window", `${r.window.seconds} s`],
    ["games finished / replaced (failed)", `${r.window.finishedGames} / ${r.window.replacementSetUps.ok} (${r.window.replacementSetUps.failed})${reasons(r.window.replacementSetUps.reasons)}`],
    ["accepted actions (per s)", `${r.actions.accepted} (${r.actions.perSecond}/s); the server counted ${r.actions.serverCounted ?? "?"} until /metrics answered`],
    ["action-to-patch p50 / p95 / p99 / max", `${r.latencyMs.p50} / ${r.latencyMs.p95} / ${r.latencyMs.p99} / ${r.latencyMs.max} ms`],
    ["  overlapping another seat's action", `${(r.actions.overlappedShare * 100).toFixed(1)}% of the readings`],
    ["bytes received per client per action", `${r.bytesPerClientPerAction} B`],
    ["server CPU per action", `${r.server.cpuMsPerAction} ms (${(r.server.cpuShareOfOneCore * 100).toFixed(1)}% of one core), the kernel's ${r.server.systemCpuMsPerAction} ms`],
    ["server waiting for its core", r.server.runQueueWaitShare === null ? "?" : `${(r.server.runQueueWaitShare * 100).toFixed(1)}% of the window`],
    ["server RSS idle / set up / end / max", `${r.server.rssIdleMiB} / ${r.server.rssSetUpMiB} / ${r.server.rssEndMiB} / ${r.server.rssMaxMiB} MiB`],
    ["memory per room: set up / playing", `${r.server.kibPerRoomSetUp} / ${r.server.kibPerRoomPlaying} KiB`],
    ["server heap used / total / external, loop lag p99", `${r.server.heapUsedMiB ?? "?"} / ${r.server.heapTotalMiB ?? "?"} / ${r.server.externalMiB ?? "?"} MiB, ${r.server.loopLagP99Ms ?? "?"} ms`],
    ["server's own means: store write, to patch", `${r.server.storeWriteMeanMs ?? "?"} ms, ${r.server.actionToPatchMeanMs ?? "?"} ms`],
    ["server's collections: scavenges / full / marking steps", collectionsText(r.server.collections)],
    ["refused / unanswered / dropped", `${total(r.errors.refused)}${reasons(r.errors.refused)} / ${r.errors.unanswered} / ${total(r.errors.dropped)}${reasons(r.errors.dropped)}`],
    ["client workers: CPU, loop delay p99 max", `${r.clients.workers}: ${(r.clients.cpuShareOfOneCore * 100).toFixed(0)}% of one core, ${r.clients.loopDelayP99MsMax} ms`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join("\n");
}
