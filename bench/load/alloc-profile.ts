/**
 * Preloaded into the server by `--server-alloc-prof DIR` (node --require): V8's sampling heap
 * profiler, counting what is collected too, so the profile shows where the server allocates (its
 * garbage) rather than what it keeps. The bench sends SIGUSR2 when its window starts (sampling
 * starts) and when it ends (the profile is written into ALLOC_PROFILE_DIR as a .heapprofile that
 * Chrome's DevTools open, and sampling stops). With ALLOC_PROFILE_KEPT=1 (`--server-alloc-kept`) it
 * leaves out what a young-generation collection freed: what it shows outlived one, was copied or moved
 * to the old generation, and costs the collections that copy it and the full ones that free it.
 */
import { Session } from "node:inspector";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const SAMPLING = {
  samplingInterval: 16384,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: process.env.ALLOC_PROFILE_KEPT !== "1",
};
const dir = process.env.ALLOC_PROFILE_DIR ?? ".";
const session = new Session();
session.connect();
let sampling = false;

process.on("SIGUSR2", () => {
  if (!sampling) {
    sampling = true;
    session.post("HeapProfiler.enable", () => session.post("HeapProfiler.startSampling", SAMPLING));
    return;
  }
  sampling = false;
  session.post("HeapProfiler.stopSampling", (error, result) => {
    if (error) console.error(`allocation profile: ${error.message}`);
    else {
      // As node's --cpu-prof-dir, the folder is made when missing (the bench's log, where an error goes, is deleted with its run).
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `Alloc.${process.pid}.heapprofile`), JSON.stringify(result.profile));
    }
  });
});
