import { awayCountdown } from "../src/panels/players";
import { readIn } from "./support/read-in";

beforeAll(() => readIn("en"));

it("an away seat counts down in minutes and seconds to the bot, then says it is taking over", () => {
  expect(awayCountdown("Ana", 50_000, 0)).toBe("a bot plays for Ana in 0:50");
  expect(awayCountdown("Ana", 90_500, 0)).toBe("a bot plays for Ana in 1:31");
  expect(awayCountdown("Ana", 1_000, 999)).toBe("a bot plays for Ana in 0:01");
  expect(awayCountdown("Ana", 1_000, 1_000)).toBe("a bot is taking over for Ana");
  expect(awayCountdown("Ana", 1_000, 5_000)).toBe("a bot is taking over for Ana");
});
