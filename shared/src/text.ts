/**
 * What players type that others read (names, chat): the Unicode rules the server and the page share
 * (docs/server.md, "Rooms and codes").
 */

/** Bidirectional controls (LRM, RLM, ALM, the embeddings, overrides and isolates): they can turn text around, never needed in a name or a line. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Characters drawn as nothing (Unicode's default ignorables: the bidirectional controls, zero-width space, soft hyphen, Hangul fillers, variation selectors...), except the joiners. */
const INVISIBLES = /(?![\u200c\u200d])\p{Default_Ignorable_Code_Point}/gu;

/** A combining mark after something other than a letter, a mark or a joiner (the start included). */
const STRAY_MARK = /(?:^|[^\p{L}\p{M}\u200c\u200d])\p{M}/u;
/**
 * A joiner after something other than a letter or a mark (the start and another joiner included), or
 * on a Latin, Greek or Cyrillic letter, where it changes nothing drawn and would only hide in a name.
 */
const STRAY_JOINER = /(?:^|[^\p{L}\p{M}]|[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]\p{M}*)[\u200c\u200d]/u;
/** Five nonspacing marks in a row, or one mark twice in a row (UTS #39, 5.4): stacked-up text or a look-alike. */
const PILED_MARKS = /[\p{Mn}\p{Me}]{5}|([\p{Mn}\p{Me}])\1/u;

/** `text` without bidirectional controls (for chat lines, where other invisible characters, like the emoji joiners, have their uses). */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/** `name` without the characters drawn as nothing, bidirectional controls included; the joiners stay. */
export function withoutInvisibles(name: string): string {
  return name.replace(INVISIBLES, "");
}

/**
 * How many characters a reader counts: everything but combining marks and joiners, so a letter with
 * its marks is one (`नमस्ते` is 4, in 6 code units). Unlike Intl.Segmenter it does not depend on
 * the Unicode version of the browser or of Node, so the page and the server always agree.
 */
export function readerLength(text: string): number {
  return [...text.replace(/[\p{M}\u200c\u200d]/gu, "")].length;
}

/**
 * Whether every mark and joiner sits where a script puts it: a mark on a letter (after it, another
 * mark or a joiner), a joiner after a letter or a mark of a script that spells with joiners; and, as UTS #39 (5.4) advises, no more than 4
 * nonspacing marks in a row, nor one mark twice (`é́` would pass for `é`).
 */
export function marksInPlace(name: string): boolean {
  const decomposed = name.normalize("NFD");
  return !STRAY_MARK.test(decomposed) && !STRAY_JOINER.test(decomposed)
    && !PILED_MARKS.test(decomposed.replace(/[\u200c\u200d]/g, ""));
}
