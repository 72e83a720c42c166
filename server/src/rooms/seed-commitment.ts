import { createHash } from "node:crypto";
import { committedText } from "@space/shared";

/**
 * The shared `seedCommitment`, computed at once with node:crypto: WebCrypto's digest is a
 * thread-pool job whose promise cost the rooms' thread about 0.45 ms a game start at 1,000 rooms
 * (docs/performance.md). server/test/fairness.test.ts checks the two agree.
 */
export function seedCommitmentNow(seed: string, salt: string): string {
  return createHash("sha256").update(committedText(seed, salt), "utf8").digest("hex");
}
