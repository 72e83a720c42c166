import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

let build: string | null = null;

/**
 * A fingerprint of the rules engines this process runs: a hash of the shared package's code (its
 * built files, or its sources under ts-jest). A wake snapshot written by other code (another
 * release, whose state shapes, rules or log entries may differ) is not used: the game is replayed.
 */
export function engineBuild(): string {
  build ??= hashTree(path.dirname(require.resolve("@space/shared")));
  return build;
}

function hashTree(dir: string): string {
  const hash = createHash("sha256");
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|ts|json)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest("base64url");
}
