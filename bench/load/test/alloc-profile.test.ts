import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

interface ProfileNode { callFrame: { functionName: string }; selfSize: number; children: ProfileNode[] }

const dir = mkdtempSync(path.join(tmpdir(), "alloc-profile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Garbage on purpose: every array is dropped at once, so only a profile that counts collected objects sees it. */
function allocateGarbage(): number {
  let total = 0;
  for (let i = 0; i < 20_000; i++) total += new Array(64).fill(i).length;
  return total;
}

const named = (node: ProfileNode, name: string): number =>
  (node.callFrame.functionName === name ? node.selfSize : 0) + node.children.reduce((sum, c) => sum + named(c, name), 0);

it("the first SIGUSR2 starts sampling, the second writes where the window's garbage was allocated", async () => {
  process.env.ALLOC_PROFILE_DIR = dir;
  await import("../alloc-profile");
  process.emit("SIGUSR2", "SIGUSR2");
  allocateGarbage();
  process.emit("SIGUSR2", "SIGUSR2");
  const files = readdirSync(dir);
  expect(files).toEqual([`Alloc.${process.pid}.heapprofile`]);
  const profile = JSON.parse(readFileSync(path.join(dir, files[0]), "utf8")) as { head: ProfileNode };
  // About 10 MB allocated and dropped: sampled every 16 KiB, the function shows with megabytes.
  expect(named(profile.head, "allocateGarbage")).toBeGreaterThan(1_000_000);
});
