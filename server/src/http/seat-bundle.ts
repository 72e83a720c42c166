import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { z } from "zod";
import { hashSeatToken } from "../rooms/seat-token";

/** A seat of the all-seats link: a room code and the seat token that holds it. */
export interface HeldSeat {
  code: string;
  token: string;
}

/** How long an all-seats link works (docs/turn-based.md, "My tables"). */
export const SEAT_BUNDLE_MS = 15 * 60_000;

const Bundle = z.object({
  seats: z.array(z.object({ code: z.string(), token: z.string() }).strict()),
  expiresAt: z.number(),
}).strict();

/**
 * Where the sealed seats are stored: the ticket's SHA-256, so the store never holds what opens
 * them (a store dump cannot be turned into a link).
 */
export function bundleKey(ticket: string): string {
  return hashSeatToken(ticket);
}

/** The AES-256 key of a ticket's bundle: not the store key, so knowing that one opens nothing. */
function cipherKey(ticket: string): Buffer {
  return Buffer.from(hkdfSync("sha256", ticket, "", "space-tabletop all-seats link", 32));
}

/**
 * The verified seats sealed under a fresh ticket (32 random bytes, base64url: the link's secret):
 * AES-256-GCM, the store key as associated data, stored as base64url(iv | tag | ciphertext).
 */
export function sealSeats(seats: HeldSeat[], expiresAt: number): { ticket: string; key: string; value: string } {
  const ticket = randomBytes(32).toString("base64url");
  const key = bundleKey(ticket);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", cipherKey(ticket), iv).setAAD(Buffer.from(key));
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ seats, expiresAt }), "utf8"), cipher.final()]);
  return { ticket, key, value: Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url") };
}

/** The seats sealed under `ticket`, or null when the value does not open with it or has expired by `now`. */
export function openSeats(ticket: string, value: string, now: number): HeldSeat[] | null {
  try {
    const raw = Buffer.from(value, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", cipherKey(ticket), raw.subarray(0, 12)).setAAD(Buffer.from(bundleKey(ticket)));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const bundle = Bundle.parse(JSON.parse(plain));
    return bundle.expiresAt > now ? bundle.seats : null;
  } catch {
    return null;
  }
}
