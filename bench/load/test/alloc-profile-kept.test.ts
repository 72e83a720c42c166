import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { allocateGarbage, named, type ProfileNode } from "./heap-profile";

const dir = mkdtempSync(path.join(tmpdir(), "alloc-kept-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A young-generation collection on demand, so the test does not depend on when V8 runs one.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as (options: { type: "minor" }) => void;

const kept: number[][] = [];

/** About 10 MB that outlives the collections: a room's state between two actions. */
function allocateKept(): void {
  for (let i = 0; i < 20_000; i++) kept.push(new Array(64).fill(i));
}

it("with ALLOC_PROFILE_KEPT=1 the profile shows what outlived a young-generation collection, not what it freed", async () => {
  process.env.ALLOC_PROFILE_DIR = dir;
  process.env.ALLOC_PROFILE_KEPT = "1";
  await import("../alloc-profile");
  process.emit("SIGUSR2", "SIGUSR2");
  allocateKept();
  allocateGarbage();
  gc({ type: "minor" });
  gc({ type: "minor" });
  process.emit("SIGUSR2", "SIGUSR2");
  const files = readdirSync(dir);
  expect(files).toEqual([`Alloc.${process.pid}.heapprofile`]);
  const profile = JSON.parse(readFileSync(path.join(dir, files[0]), "utf8")) as { head: ProfileNode };
  const keptBytes = named(profile.head, "allocateKept");
  expect(keptBytes).toBeGreaterThan(1_000_000);
  expect(named(profile.head, "allocateGarbage")).toBeLessThan(keptBytes / 10);
  expect(kept).toHaveLength(20_000);
});
