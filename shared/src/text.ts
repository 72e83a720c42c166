/**
 * What players type that others read (names, chat): the Unicode rules the server and the page share
 * (docs/server.md, "Rooms and codes").
 */

/** Bidirectional controls (LRM, RLM, ALM, the embeddings, overrides and isolates): they can turn text around, never needed in a name or a line. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/** How many characters a reader sees: grapheme clusters (a Devanagari letter with its marks is one). */
export function graphemes(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) count += 1;
  return count;
}
