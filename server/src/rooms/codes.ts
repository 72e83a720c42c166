import { randomInt } from "node:crypto";
import type { Presence } from "colyseus";
import { CODE_ALPHABET, CODE_LENGTH } from "@space/shared";

const key = (code: string) => `space:roomcode:${code}`;

export function randomCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Picks a code no other room holds. The claim is an atomic counter in the presence
 * (shared across processes with Redis): whoever counts 1 owns the code.
 */
export async function reserveCode(
  presence: Presence, attempts = 50, next: () => string = randomCode,
  unused: (code: string) => Promise<boolean> = async () => true,
): Promise<string> {
  for (let i = 0; i < attempts; i++) {
    const code = next();
    if (!(await claimCode(presence, code))) continue;
    if (await unused(code)) return code;
    await releaseCode(presence, code);
  }
  throw new Error("could not find a free room code; try again");
}

/** Claims one given code; false when another room holds it. */
export async function claimCode(presence: Presence, code: string): Promise<boolean> {
  if ((await presence.incr(key(code))) === 1) return true;
  await presence.decr(key(code));
  return false;
}

export async function releaseCode(presence: Presence, code: string): Promise<void> {
  await presence.del(key(code));
}
