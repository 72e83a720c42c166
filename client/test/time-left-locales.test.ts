import { barCountdown, lengthWords, paceSentence, reserveWords, timeLeftWords } from "../src/ui/time-left";
import { liveClocks, reserves } from "../src/ui/pace-options";
import { readIn } from "./support/read-in";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("in Polish, counts take their plural forms", () => {
  beforeAll(() => readIn("pl"));

  it("days: 1 dzień, 2 dni, 5 dni", () => {
    expect(timeLeftWords(2 * DAY, 0)).toBe("jeszcze 2 dni");
    expect(timeLeftWords(5 * DAY + 3 * HOUR, 0)).toBe("jeszcze 5 dni 3 godz.");
    expect(reserveWords({ deadline: 0, bankMs: DAY }, 0)).toBe("rezerwa 1 dzień");
  });

  it("full lengths: 1 godzina, 2 godziny, 12 godzin; extra days agree", () => {
    expect(lengthWords(3600)).toBe("1 godzina");
    expect(lengthWords(2 * 3600)).toBe("2 godziny");
    expect(lengthWords(12 * 3600)).toBe("12 godzin");
    expect(lengthWords(22 * 86_400)).toBe("22 dni");
    expect(lengthWords(2 * 86_400, true)).toBe("2 dodatkowe dni");
    expect(lengthWords(5 * 86_400, true)).toBe("5 dodatkowych dni");
    expect(paceSentence(86_400, 86_400)).toBe("Turowa: 1 dzień na ruch, 1 dodatkowy dzień dla każdego");
    expect(reserves().map((r) => r.label)).toEqual(["brak", "1 dzień", "2 dni", "3 dni", "7 dni"]);
  });
});

describe("in German", () => {
  beforeAll(() => readIn("de"));

  it("the clock reads with German units and plurals", () => {
    expect(barCountdown(65_000, 0)).toBe("Restzeit 1:05");
    expect(barCountdown(2 * DAY + 3 * HOUR, 0)).toBe("Restzeit 2 Tg. 3 Std.");
    expect(lengthWords(86_400)).toBe("1 Tag");
    expect(paceSentence(12 * 3600, 2 * 86_400)).toBe("Rundenbasiert: 12 Stunden pro Zug, je 2 zusätzliche Tage");
    expect(liveClocks().map((c) => c.label)).toEqual(["ohne Uhr", "30 s", "1 Min.", "2 Min.", "5 Min."]);
  });
});
