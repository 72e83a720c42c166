/**
 * The players' rules in every language (docs/translating.md): docs/rules/<lang>/<game>.md beside the
 * English docs/rules/<game>.md, with the English's headings, lists and tables, and no English prose left.
 */
import fs from "node:fs";
import path from "node:path";
import { LANGUAGES } from "../../src/i18n/languages";

const RULES = path.resolve(__dirname, "../../../docs/rules");
const GAMES = fs.readdirSync(RULES).filter((f) => f.endsWith(".md")).sort();
const TRANSLATED = LANGUAGES.filter((l) => l !== "en");

/** The shape a translation keeps: its headings' levels in order, and how many list items and table rows. */
function shape(markdown: string): { headings: string[]; listItems: number; tableRows: number } {
  const lines = markdown.split("\n");
  return {
    headings: lines.filter((l) => /^#{1,6} /.test(l)).map((l) => l.split(" ")[0]),
    listItems: lines.filter((l) => /^\s*([-*]|\d+\.) /.test(l)).length,
    tableRows: lines.filter((l) => /^\s*\|/.test(l)).length,
  };
}

/** The pieces of prose a reader reads: each line (without its list or heading marker), and each table cell. */
function prose(markdown: string): string[] {
  const pieces: string[] = [];
  for (const line of markdown.split("\n")) {
    const text = line.trim();
    if (text.startsWith("|")) pieces.push(...text.split("|").map((c) => c.trim()));
    else pieces.push(text.replace(/^(#{1,6}|[-*]|\d+\.) /, ""));
  }
  return pieces.filter((p) => p.length > 40 && /\p{L}{4,}/u.test(p));
}

/** Where a translation's numbers differ from the English: each table row's in order, and any number the
 *  English does not have as often (the prose may write "1st" as a word, never a cost the English lacks). */
function numbers(english: string, translated: string): string[] {
  const digits = (s: string) => s.match(/\d+/g) ?? [];
  const rows = (s: string) => s.split("\n").filter((l) => /^\s*\|/.test(l));
  const found: string[] = [];
  const [en, tr] = [rows(english), rows(translated)];
  en.forEach((row, i) => {
    if (tr[i] !== undefined && digits(row).join(" ") !== digits(tr[i]).join(" ")) found.push(`table row "${row}" has "${digits(tr[i]).join(" ")}"`);
  });
  const left = new Map<string, number>();
  for (const n of digits(english)) left.set(n, (left.get(n) ?? 0) + 1);
  for (const n of digits(translated)) {
    const count = left.get(n) ?? 0;
    if (count === 0) found.push(`${n} is not in the English (as often)`);
    else left.set(n, count - 1);
  }
  return found;
}

/** The English prose a translation still holds word for word. */
function untranslated(english: string, translated: string): string[] {
  const left = new Set(prose(english));
  return prose(translated).filter((p) => left.has(p));
}

describe("the players' rules in every language", () => {
  test("the English rules are there (the others are checked against them)", () => {
    expect(GAMES).toEqual(["space-base.md", "space-colony-cheeses.md", "space-zoo.md"]);
  });

  const cases = TRANSLATED.flatMap((lang) => GAMES.map((game) => [lang, game] as const));

  test.each(cases)("%s/%s exists with the English's headings, list items and table rows", (lang, game) => {
    const file = path.join(RULES, lang, game);
    expect(fs.existsSync(file)).toBe(true);
    const english = shape(fs.readFileSync(path.join(RULES, game), "utf8"));
    expect(shape(fs.readFileSync(file, "utf8"))).toEqual(english);
  });

  test.each(cases)("%s/%s leaves no English paragraph untranslated", (lang, game) => {
    const file = path.join(RULES, lang, game);
    const english = fs.readFileSync(path.join(RULES, game), "utf8");
    expect(untranslated(english, fs.existsSync(file) ? fs.readFileSync(file, "utf8") : english)).toEqual([]);
  });

  test.each(cases)("%s/%s has the English's numbers: every table row's, and no other", (lang, game) => {
    const file = path.join(RULES, lang, game);
    const english = fs.readFileSync(path.join(RULES, game), "utf8");
    expect(numbers(english, fs.existsSync(file) ? fs.readFileSync(file, "utf8") : english)).toEqual([]);
  });

  test("a changed number is found, in a table row or in the prose", () => {
    const english = "Pay **3 ore** for a camp.\n\n| Card | Cost |\n|---|---|\n| Cage | 1 |\n";
    expect(numbers(english, "Zahle **3 Erz** für ein Camp.\n\n| Karte | Kosten |\n|---|---|\n| Käfig | 1 |\n")).toEqual([]);
    expect(numbers(english, "Zahle **2 Erz** für ein Camp.\n\n| Karte | Kosten |\n|---|---|\n| Käfig | 3 |\n")).toEqual([
      'table row "| Cage | 1 |" has "3"',
      "2 is not in the English (as often)",
    ]);
  });

  test("an untranslated paragraph or cell is found; names, numbers and coordinates are not", () => {
    const english = "# Title\n\nEverybody picks one card from their hand secretly, then reveals it.\n\n"
      + "| Planet | Effect |\n|---|---|\n| Ultraviolet Jungle | You may sell aggressive animals from here. |\n\n"
      + "  (12,0) (12,2) (13,3) (14,4) (14,6) (15,7) (16,8) (16,10)\n";
    const german = "# Titel\n\nEverybody picks one card from their hand secretly, then reveals it.\n\n"
      + "| Planet | Wirkung |\n|---|---|\n| Ultraviolet Jungle | You may sell aggressive animals from here. |\n\n"
      + "  (12,0) (12,2) (13,3) (14,4) (14,6) (15,7) (16,8) (16,10)\n";
    expect(untranslated(english, german)).toEqual([
      "Everybody picks one card from their hand secretly, then reveals it.",
      "You may sell aggressive animals from here.",
    ]);
    expect(shape(german)).toEqual(shape(english));
  });
});
