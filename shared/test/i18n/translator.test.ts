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
