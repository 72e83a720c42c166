import * as hdr from "hdr-histogram-js";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import type { Flight } from "./flight";
import type { Reasons, SetupSummary, WorkerReport } from "./messages";

/** Latencies are kept in µs, from 1 µs to 10 min, to 3 significant digits. */
export function latencyHistogram(): hdr.Histogram {
  return hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });
}

export function count(reasons: Reasons, reason: string): void {
  reasons[reason] = (reasons[reason] ?? 0) + 1;
}

/** A reason short enough to group by: digits (room codes, ports, ids) are masked. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.replace(/\d+/g, "N").slice(0, 100);
}

/** What one worker counts; `reset` starts the measured window. */
export class Tally {
  latency = latencyHistogram();
  accepted = 0;
  overlapped = 0;
  bytes = 0;
  refused: Reasons = {};
  unanswered = 0;
  dropped: Reasons = {};
  finished = 0;
  setups: SetupSummary = { ok: 0, failed: {} };
  /** What was counted before the window, kept by `reset`. */
  beforeWindow: { finished: number; dropped: Reasons; setups: SetupSummary } = { finished: 0, dropped: {}, setups: { ok: 0, failed: {} } };
  private cpuStart = process.cpuUsage();
  private loopDelay = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.loopDelay.enable();
  }

  /** An action seen counted by its own client: one latency reading, from its sending to now. */
  landed(flight: Flight): void {
    this.latency.recordValue(Math.max(1, Math.round((performance.now() - flight.at) * 1000)));
    this.accepted++;
    if (flight.overlapped) this.overlapped++;
  }

  reset(): void {
    this.beforeWindow = { finished: this.finished, dropped: this.dropped, setups: this.setups };
    this.latency.reset();
    this.accepted = 0;
    this.overlapped = 0;
    this.bytes = 0;
    this.refused = {};
    this.unanswered = 0;
    this.dropped = {};
    this.finished = 0;
    this.setups = { ok: 0, failed: {} };
    this.cpuStart = process.cpuUsage();
    this.loopDelay.reset();
  }

  report(players: number): WorkerReport {
    const cpu = process.cpuUsage(this.cpuStart);
    return {
      latency: hdr.encodeIntoCompressedBase64(this.latency),
      accepted: this.accepted, overlapped: this.overlapped, bytes: this.bytes, players,
      refused: this.refused, unanswered: this.unanswered, dropped: this.dropped, finished: this.finished,
      setups: this.setups, beforeWindow: this.beforeWindow, cpuMs: (cpu.user + cpu.system) / 1000,
      loopDelayP99Ms: this.loopDelay.percentile(99) / 1e6,
    };
  }
}
