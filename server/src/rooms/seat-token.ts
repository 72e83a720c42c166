import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A new seat token: 32 random bytes, base64url (43 characters). Given only to the seat's owner. */
export function newSeatToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is kept of a token, in memory and in the store: its SHA-256, useless to whoever reads it. */
export function hashSeatToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` is the one behind `hash`, compared in constant time. */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashSeatToken(token), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
