import { readlinkSync } from "node:fs";
import { spawnSync } from "node:child_process";

/**
 * Puts the calling thread under Linux's SCHED_IDLE policy (`chrt --idle`): it runs only on a core
 * nothing else wants, and any other thread that wakes takes the core from it at once. The lowest
 * nice value alone still lets a searching thread finish its time slice (a few ms under the EEVDF
 * scheduler) before a woken room's thread runs. Elsewhere, or without `chrt`, nothing changes.
 */
export function idleThisThread(): boolean {
  if (process.platform !== "linux") return false;
  try {
    // "<pid>/task/<tid>": the thread's own id, which chrt takes for one thread.
    const tid = readlinkSync("/proc/thread-self").split("/").pop()!;
    return spawnSync("chrt", ["--idle", "--pid", "0", tid], { stdio: "ignore" }).status === 0;
  } catch {
    return false;
  }
}
