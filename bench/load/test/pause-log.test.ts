import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startPauseLog, type PauseLog } from "../pause-log";

const dir = mkdtempSync(path.join(tmpdir(), "pause-log-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it("logs the collections and a turn of the event loop held up past 20 ms, with how long", async () => {
  const file = path.join(dir, "pauses.json");
  const write = startPauseLog(file);
  await sleep(20);
  const until = performance.now() + 80;
  while (performance.now() < until) { /* the loop held up 80 ms */ }
  await sleep(20);
  // Enough short-lived garbage for several scavenges: stored for a moment in a heap array, so the
  // compiler cannot keep it off the heap (an array used only in its own expression, it sometimes did).
  let kept = 0;
  let young: number[][] = [];
  for (let i = 0; i < 2_000_000; i++) {
    young.push([i, i + 1]);
    if (young.length === 1000) {
      kept += young.reduce((sum, pair) => sum + pair.length, 0);
      young = [];
    }
  }
  await sleep(20);
  write();
  const log = JSON.parse(readFileSync(file, "utf8")) as PauseLog;
  expect(kept).toBe(4_000_000);
  expect(log.late.some(([, ms]) => ms >= 60 && ms < 1000)).toBe(true);
  expect(log.collections.some(([, kind, ms]) => kind === "scavenge" && ms >= 0)).toBe(true);
});
