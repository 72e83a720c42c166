/** Small helpers that make log lines read like a person wrote them. */

/** "a Metal", "an Ice + Organics", "an Extractor". */
export function article(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

/** The same at the start of a sentence: "An Ice Cream Storage". */
export function Article(noun: string): string {
  const a = article(noun);
  return a[0].toUpperCase() + a.slice(1);
}

/** "1 module", "3 modules"; `many` for irregular plurals. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Ana", "Ana and Bo", "Ana, Bo and Cy". */
export function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A game's first log line: "The game begins with Ana, Bo and Cy" (the room's log and the replay's). */
export function gameBegins(names: string[]): string {
  return `The game begins with ${list(names)}`;
}
