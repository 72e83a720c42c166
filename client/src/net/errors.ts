/** Turns whatever a failed create/join/reconnect threw into one readable sentence. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    const message = error.message || error.name || "unknown error";
    if (code === 4212 || /not found|locked/i.test(message)) return `${message} (is the room code right, and is there a free seat?)`;
    return typeof code === "number" ? `${message} (code ${code})` : message;
  }
  if (error && typeof error === "object" && "message" in error) return String((error as { message: unknown }).message);
  if (typeof error === "string") return error;
  return "could not reach the game server";
}
