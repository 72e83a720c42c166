import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { allocateGarbage, named, type ProfileNode } from "./heap-profile";

const dir = mkdtempSync(path.join(tmpdir(), "alloc-profile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("the first SIGUSR2 starts sampling, the second writes where the window's garbage was allocated, into a folder it makes", async () => {
  const folder = path.join(dir, "not", "made");
  process.env.ALLOC_PROFILE_DIR = folder;
  await import("../alloc-profile");
  process.emit("SIGUSR2", "SIGUSR2");
  allocateGarbage();
  process.emit("SIGUSR2", "SIGUSR2");
  const files = readdirSync(folder);
  expect(files).toEqual([`Alloc.${process.pid}.heapprofile`]);
  const profile = JSON.parse(readFileSync(path.join(folder, files[0]), "utf8")) as { head: ProfileNode };
  // About 10 MB allocated and dropped: sampled every 16 KiB, the function shows with megabytes.
  expect(named(profile.head, "allocateGarbage")).toBeGreaterThan(1_000_000);
});
