import { spawnSync } from "node:child_process";

/**
 * Puts every thread of this process under Linux's SCHED_IDLE policy (`chrt --idle --all-tasks`):
 * the process runs only on a core nothing else wants, and any other process's thread that wakes takes
 * the core from it at once. Threads started later inherit the policy from the thread that starts them.
 * The lowest nice value alone still lets a searching thread finish its time slice (a few ms under the
 * EEVDF scheduler) before a woken room's thread runs. Elsewhere, or without `chrt`, nothing changes.
 */
export function idleThisProcess(): boolean {
  if (process.platform !== "linux") return false;
  try {
    return spawnSync("chrt", ["--idle", "--all-tasks", "--pid", "0", String(process.pid)], { stdio: "ignore" }).status === 0;
  } catch {
    return false;
  }
}
