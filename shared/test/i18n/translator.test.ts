import { Translator, pickLanguage, sharedCatalog, LANGUAGES } from "../../src/i18n";
import { pseudo } from "../../../tools/i18n/pseudo";

describe("the translation layer", () => {
  test("the browser's first language we have is picked, by its base tag; else English", () => {
    expect(pickLanguage(["pl-PL", "de"])).toBe("pl");
    expect(pickLanguage(["ja", "de-AT", "fr"])).toBe("de");
    expect(pickLanguage(["ja", "zh-Hant"])).toBe("en");
    expect(pickLanguage([])).toBe("en");
  });

  test("a message reads with its parameters in each language", async () => {
    for (const lang of LANGUAGES) {
      const words = new Translator(lang, await sharedCatalog(lang)).t("common.gameBegins", { names: "Ana, Bo" });
      expect(words).toContain("Ana, Bo");
      expect(words).not.toContain("{");
    }
  });

  test("French elides de and que before a name that starts with a vowel, and only there", async () => {
    const fr = new Translator("fr", await sharedCatalog("fr"));
    expect(fr.t("notes.timeRanOut", { name: "Ana" })).toMatch(/^Le temps d’Ana est écoulé/);
    expect(fr.t("notes.timeRanOut", { name: "Émile" })).toMatch(/^Le temps d’Émile est écoulé/);
    expect(fr.t("notes.timeRanOut", { name: "Bo" })).toMatch(/^Le temps de Bo est écoulé/);
    expect(fr.t("notes.timeRanOut", { name: "Hugo" })).toMatch(/^Le temps de Hugo est écoulé/);
    // Not inside a word ("possède une"), and not in another language.
    const plain = new Translator("fr", { "x.a": () => "Il possède une carte de Bo", "x.b": () => "plus que Ana" });
    expect(plain.t("x.a")).toBe("Il possède une carte de Bo");
    expect(plain.t("x.b")).toBe("plus qu’Ana");
    expect(new Translator("es", { "x.a": () => "de Ana" }).t("x.a")).toBe("de Ana");
  });

  test("a key no catalog has reads as itself, never as nothing", () => {
    expect(new Translator("en").t("no.such.key")).toBe("no.such.key");
  });

  test("the pseudo-language changes only the literal text, bracketed and 40% longer", () => {
    const p = pseudo("{who} built {n, plural, one {# module} other {# modules}}");
    expect(p).toMatch(/^\[\{who\} bûíľŧ \{n, plural, one \{# möđûľé\} other \{# möđûľéš\}\} ~+\]$/);
    const english = " built " + " module" + " modules";
    expect(p.match(/~+/)![0].length).toBe(Math.ceil(english.length * 0.4));
  });
});
