/** `name`, or `name 2`, `name 3`... whichever is not taken yet (case-insensitive). */
export function uniqueName(name: string, taken: string[]): string {
  const used = new Set(taken.map((n) => n.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  for (let i = 2; ; i++) {
    const candidate = `${name} ${i}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
