/** How many of the log's last entries (engine/log-entry.ts) the synced state holds; earlier ones come on request (`log` message). */
export const LOG_LINES = 50;

/** The part of `ArraySchema<string>` the ring writes to. */
interface Slots {
  readonly length: number;
  push(line: string): number;
  [index: number]: string;
}

/**
 * The synced log is a ring of LOG_LINES slots: line n of the game (counted from 0) sits in slot
 * n % LOG_LINES. A new line past the first LOG_LINES overwrites the oldest in place, one change in
 * the patch; shifting a list of lines instead moved every index and was the server's largest single
 * source of garbage (docs/performance.md).
 */
export function writeLogLine(slots: Slots, line: string, index: number): void {
  if (index < LOG_LINES && index === slots.length) slots.push(line);
  else slots[index % LOG_LINES] = line;
}

/** The ring's lines in the order they were said, given `total`, how many lines the log has had in all. */
export function logTail(slots: ArrayLike<string> | Iterable<string>, total: number): string[] {
  const lines = Array.from(slots as Iterable<string>);
  if (total <= lines.length) return lines;
  const oldest = total % lines.length;
  return [...lines.slice(oldest), ...lines.slice(0, oldest)];
}
