import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DOMAINS, compiled, problems } from "../../../tools/i18n/compile";

describe("the translation catalogs", () => {
  test.each(DOMAINS.map((d) => [d.name, d] as const))("%s: every language has every key of English, and every message parses with English's arguments", (_name, domain) => {
    expect(problems(domain)).toEqual([]);
  });

  test.each(DOMAINS.map((d) => [d.name, d] as const))("%s: the compiled modules are those of the catalogs (npm run i18n)", (_name, domain) => {
    for (const [file, content] of compiled(domain)) {
      expect([path.basename(file), fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "(missing)"]).toEqual([path.basename(file), content]);
    }
  });

  test("a catalog's problems are found: a missing key, a broken message, an unknown argument, a missing plural form", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogs-"));
    fs.mkdirSync(path.join(dir, "catalogs"));
    const write = (lang: string, messages: Record<string, string>) => fs.writeFileSync(path.join(dir, "catalogs", `${lang}.json`), JSON.stringify(messages));
    write("en", { a: "{n, plural, one {# module} other {# modules}}", b: "Hello {who}", c: "Bye" });
    write("de", { a: "{n, plural, one {# Modul} other {# Module}}", b: "Hallo {wer}", c: "Tschüss" });
    write("fr", { a: "{n, plural, one {# module} other {# modules}}", b: "Bonjour {who}", c: "Au revoir", d: "extra" });
    write("es", { a: "{n, plural, one {# módulo} other {# módulos}", b: "Hola {who}", c: "Adiós" });
    write("pl", { a: "{n, plural, one {# moduł} few {# moduły} other {# modułu}}", b: "Cześć {who}" });
    const found = problems({ name: "t", dir, keyType: "T" });
    expect(found).toEqual(expect.arrayContaining([
      't de: "b" uses {wer}, which English does not',
      't fr: "d" is not in English',
      expect.stringMatching(/^t es: "a" does not parse/),
      't pl: "c" is missing',
      't pl: "a" has no "many" case',
    ]));
    expect(found).toHaveLength(5);
  });
});
