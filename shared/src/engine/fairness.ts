/**
 * Fair randomness (docs/fairness.md): the server draws each game's seed, publishes a commitment to
 * it when the game starts and reveals seed and salt when it ends. Anyone can then check the
 * commitment and replay the record. WebCrypto, so the same code runs in Node 20 and in browsers
 * (the rooms compute the same digest at once with node:crypto: server/src/rooms/seed-commitment.ts).
 */

/** The text committed to: `salt:seed`. */
export function committedText(seed: string, salt: string): string {
  return `${salt}:${seed}`;
}

/** The commitment: SHA-256 (hex) of the UTF-8 text `salt:seed`. */
export async function seedCommitment(seed: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(committedText(seed, salt));
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
