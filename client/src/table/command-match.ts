/**
 * The command line's reading of what was typed (pure, tested in node): which moves' words it
 * matches, and whether it asks where something is.
 */

/** Lower case, accents kept apart from their letters dropped ("Où" and "ou" alike), punctuation as spaces. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

const wordsOf = (text: string): string[] => fold(text).split(" ").filter(Boolean);

/**
 * The indexes of `moves` that `typed` matches: each typed word is the start of some word of the
 * move, in any order ("build mining c4" finds "Build Mining at C4"). Nothing typed matches nothing.
 */
export function matchMoves(typed: string, moves: string[]): number[] {
  const asked = wordsOf(typed);
  if (!asked.length) return [];
  const out: number[] = [];
  moves.forEach((move, i) => {
    const words = wordsOf(move);
    // Each typed word takes a word of its own, so "c c" does not match a move with a single "c…".
    const free = [...words];
    const ok = asked.every((a) => {
      const at = free.findIndex((w) => w.startsWith(a));
      if (at < 0) return false;
      free.splice(at, 1);
      return true;
    });
    if (ok) out.push(i);
  });
  // A move typed in full wins over longer ones it starts ("Pass" over "Pass and build").
  const exact = out.filter((i) => fold(moves[i]) === fold(typed));
  return exact.length === 1 ? exact : out;
}

/**
 * What "where is X" asks for (X, as typed), or null when the line is not such a question.
 * `openers` are the reader's ways to ask, longest first wins ("where is|where").
 */
export function whereAsked(typed: string, openers: string[]): string | null {
  const line = fold(typed);
  const sorted = openers.map(fold).filter(Boolean).sort((a, b) => b.length - a.length);
  // "where is" alone asks for nothing (not for "is").
  if (sorted.includes(line)) return null;
  for (const opener of sorted) {
    if (line.startsWith(`${opener} `)) {
      const rest = line.slice(opener.length + 1).trim();
      return rest || null;
    }
  }
  return null;
}

/** The labels that contain `what` (folded), each once. */
export function placesCalled(what: string, labels: string[]): string[] {
  const needle = fold(what);
  if (!needle) return [];
  return [...new Set(labels.filter((label) => fold(label).includes(needle)))];
}
