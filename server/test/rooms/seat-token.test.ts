import { hashSeatToken, newSeatToken, tokenMatches } from "../../src/rooms/seat-token";
import { SeatToken } from "@space/shared";

it("tokens are 32 random bytes in base64url, never twice the same", () => {
  const tokens = new Set(Array.from({ length: 1000 }, newSeatToken));
  expect(tokens.size).toBe(1000);
  for (const t of tokens) expect(SeatToken.safeParse(t).success).toBe(true);
});

it("only the hash is kept, and only the token matches it", () => {
  const token = newSeatToken();
  const hash = hashSeatToken(token);
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(hash).not.toContain(token);
  expect(tokenMatches(token, hash)).toBe(true);
  expect(tokenMatches(newSeatToken(), hash)).toBe(false);
  expect(tokenMatches(token, "")).toBe(false);
  expect(tokenMatches(token, hash.slice(0, 10))).toBe(false);
});
