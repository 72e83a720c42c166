import { cheeses } from "@space/shared/cheeses";
import type { CheesesAction, CheesesView } from "@space/shared/cheeses";
import { FORM_STEPS, playCheeses } from "./cheeses-clicks";
import { expectTheEnd, playWholeGame } from "./full-game";
import { boardRenderer, clientDir, meetInRoomAll, PHONE, SMALL_PHONE, useE2EServer } from "./harness";

/**
 * A whole game of Space Colony Cheeses in the browser: Ana on a laptop (1280x800), Bo on a phone
 * (390x844) and Cy on a smaller one (360x740) meet by code and play every decision to the winner screen, the map and palette by clicks
 * on the canvas and the simultaneous decisions in the forms beside it, each deciding with the
 * engine's bot from what their own page shows. On the laptop every form, its Submit included, is
 * beside the map without scrolling; on the phones nothing is cut or small and the Submit is on
 * screen before each decision (full-game.ts).
 */
// In a browser without WebGL, as the Base game.
const e2e = useE2EServer({ clientDir });

test("Ana (laptop), Bo and Cy (phones) play a whole game of Space Colony Cheeses by clicks and taps", async () => {
  // Reduced motion, as in the Base game: the whole Zoo game plays with the highlights on.
  const ana = await e2e.newPlayer("Ana", { width: 1280, height: 800 }, false, true);
  const bo = await e2e.newPlayer("Bo", PHONE, false, true);
  const cy = await e2e.newPlayer("Cy", SMALL_PHONE, false, true);
  await meetInRoomAll(e2e.origin(), [ana, bo, cy], "cheeses");
  expect(await boardRenderer(bo.page)).toBe("canvas");
  let formsSeen = 0;
  const played = await playWholeGame<CheesesView, CheesesAction>([ana, bo, cy], {
    decide: (view, seat, rng) => cheeses.bot.choose(view, seat, rng) as CheesesAction,
    play: (player, action, now) => playCheeses(player, action, now.view),
    async check(player, now) {
      if (player !== ana || !FORM_STEPS.includes(now.view.step)) return;
      await ana.page.waitForSelector("#cheeses-submit");
      const where = await ana.page.evaluate(() => ({
        scrolled: window.scrollY, bottom: document.getElementById("cheeses-submit")!.getBoundingClientRect().bottom, height: window.innerHeight,
      }));
      expect(where.scrolled).toBe(0);
      expect(where.bottom).toBeLessThanOrEqual(where.height);
      formsSeen++;
    },
  }, 360_000);
  expect(formsSeen).toBeGreaterThan(0);
  for (const actions of played) expect(actions.filter((a) => a.type === "build").length).toBeGreaterThan(3);
  await expectTheEnd([ana, bo, cy], "cheeses");
}, 420_000);
