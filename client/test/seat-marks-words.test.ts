import type { Locale } from "@space/shared";
import { seatCueWords } from "../src/boards/common/seat-cues";
import { readIn } from "./support/read-in";

/** What a screen reader says for a seat's mark (the players panel's badge), in each language. */
const SHAPE_WORDS: Record<Exclude<Locale, "pseudo">, string[]> = {
  en: ["circle", "square", "triangle", "diamond"],
  de: ["Kreis", "Quadrat", "Dreieck", "Raute"],
  fr: ["cercle", "carré", "triangle", "losange"],
  es: ["círculo", "cuadrado", "triángulo", "rombo"],
  pl: ["koło", "kwadrat", "trójkąt", "romb"],
};

describe("a seat mark's words", () => {
  test.each(Object.keys(SHAPE_WORDS) as (keyof typeof SHAPE_WORDS)[])("in %s each seat's mark is named by its number and its own shape, never a key", async (locale) => {
    await readIn(locale);
    const words = [0, 1, 2, 3].map(seatCueWords);
    words.forEach((w, seat) => {
      expect(w).toContain(String(seat + 1));
      expect(w).toContain(SHAPE_WORDS[locale][seat]);
      expect(w).not.toMatch(/cues\./);
    });
    expect(new Set(words).size).toBe(4);
  });
});
