import unhomoglyph from "unhomoglyph";

/**
 * What a name looks like, to tell look-alikes apart at a table: Unicode's confusable skeleton
 * (UTS #39, its confusables.txt through `unhomoglyph`), case folded, without invisible format
 * characters. `Ch1`, `Сh1` (a Cyrillic С) and `CH1` are one; `José` and `Jose` are two.
 */
export function lookOf(name: string): string {
  const skeleton = (s: string) => unhomoglyph(s.normalize("NFD").replace(/\p{Cf}/gu, "")).normalize("NFD");
  return skeleton(skeleton(name).toLowerCase());
}

/** `name`, or `name 2`, `name 3`... whichever does not look like a name taken yet. */
export function uniqueName(name: string, taken: string[]): string {
  const used = new Set(taken.map(lookOf));
  if (!used.has(lookOf(name))) return name;
  for (let i = 2; ; i++) {
    const candidate = `${name} ${i}`;
    if (!used.has(lookOf(candidate))) return candidate;
  }
}
