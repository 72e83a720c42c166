import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat's utime and stime. */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User and system CPU time the process has used, in ms (Linux /proc). */
export function cpuTimesMs(pid: number): { userMs: number; systemMs: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { userMs: (Number(fields[11]) * 1000) / TICKS_PER_SECOND, systemMs: (Number(fields[12]) * 1000) / TICKS_PER_SECOND };
}

/** Resident memory of the process, in KiB (Linux /proc). */
export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const m = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!m) throw new Error(`no VmRSS for process ${pid}`);
  return Number(m[1]);
}

/** Time the process's main thread has spent runnable but waiting for a CPU, in ms (Linux schedstat). */
export function runQueueWaitMs(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[1]) / 1e6;
  } catch {
    return null;
  }
}

/** Percent of the last 60 s in which some runnable task waited for a CPU (Linux PSI), or null. */
export function cpuPressure60(): number | null {
  try {
    const m = /^some .*avg60=([\d.]+)/m.exec(readFileSync("/proc/pressure/cpu", "utf8"));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}
