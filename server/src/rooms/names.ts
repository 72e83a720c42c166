import unhomoglyph from "unhomoglyph";

/** UTS #39's skeleton: NFD, default ignorables (the joiners among them) dropped, confusables.txt's mapping (through `unhomoglyph`), NFD. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize("NFD").replace(/\p{Default_Ignorable_Code_Point}/gu, "")).normalize("NFD");
}

/**
 * What a name looks like, to tell look-alikes apart at a table: its confusable skeleton, case folded
 * (and the skeleton of that, so a look-alike of a lower-case letter folds too). `Ch1`, `Сh1` (a
 * Cyrillic С), `CH1` and `rn`/`m` are one look; `José` and `Jose` are two.
 */
export function lookOf(name: string): string {
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
