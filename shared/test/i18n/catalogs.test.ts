import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DOMAINS, collisions, compiled, problems } from "../../../tools/i18n/compile";

describe("the translation catalogs", () => {
  test.each(DOMAINS.map((d) => [d.name, d] as const))("%s: every language has every key of English, and every message parses with English's arguments", (_name, domain) => {
    expect(problems(domain)).toEqual([]);
  });

  test.each(DOMAINS.map((d) => [d.name, d] as const))("%s: the compiled modules are those of the catalogs (npm run i18n)", (_name, domain) => {
    for (const [file, content] of compiled(domain)) {
      expect([path.basename(file), fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "(missing)"]).toEqual([path.basename(file), content]);
    }
  });

  test("no key is in both the shared and the client catalogs (the page reads them as one)", () => {
    expect(collisions()).toEqual([]);
  });

  test("a catalog's problems are found: a missing key, a broken message, an unknown argument, a missing plural form", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "catalogs-"));
    const write = (lang: string, messages: Record<string, string>) => {
      fs.mkdirSync(path.join(dir, "catalogs", lang), { recursive: true });
      fs.writeFileSync(path.join(dir, "catalogs", lang, "x.json"), JSON.stringify(messages));
    };
    write("en", { "x.a": "{n, plural, one {# module} other {# modules}}", "x.b": "Hello {who}", "x.c": "Bye", "y.d": "Elsewhere" });
    write("de", { "x.a": "{n, plural, one {# Modul} other {# Module}}", "x.b": "Hallo {wer}", "x.c": "Tschüss", "y.d": "Anderswo" });
    write("fr", { "x.a": "{n, plural, one {# module} other {# modules}}", "x.b": "Bonjour {who}", "x.c": "Au revoir", "y.d": "Ailleurs", "x.e": "extra" });
    write("es", { "x.a": "{n, plural, one {# módulo} other {# módulos}", "x.b": "Hola {who}", "x.c": "Adiós", "y.d": "En otro lugar" });
    write("pl", { "x.a": "{n, plural, one {# moduł} few {# moduły} other {# modułu}}", "x.b": "Cześć {who}", "y.d": "Gdzie indziej" });
    const found = problems({ name: "t", dir });
    expect(found).toEqual(expect.arrayContaining([
      't x: "y.d" does not start with "x."',
      't de/x: "x.b" uses {wer}, which English does not',
      't fr/x: "x.e" is not in English',
      expect.stringMatching(/^t es\/x: "x.a" does not parse/),
      't pl/x: "x.c" is missing',
      't pl/x: "x.a" has no "many" case',
    ]));
    expect(found).toHaveLength(6);
  });
});
