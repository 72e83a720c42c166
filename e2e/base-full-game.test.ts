import { base as engine } from "@space/shared/base";
import type { BaseAction, BaseView } from "@space/shared/base";
import { playBase } from "./base-clicks";
import { expectTheEnd, playWholeGame, watchWholeGame } from "./full-game";
import { boardRenderer, clientDir, meetInRoom, PHONE, SMALL_PHONE, useE2EServer } from "./harness";

/**
 * A whole game of Space Base in the browser: Ana on a phone (390x844) and Bo on a smaller one
 * (360x740) meet by code and play every decision to the winner screen by taps (the grid, the
 * hand, the Steal buttons, the repair and discard forms), each deciding with the engine's bot
 * from what their own page shows; before each decision nothing on their screens is cut or small
 * (full-game.ts). Cy watches on a laptop (1280x800): after every move her log shows its newest line.
 */
// A fixed seed: with the pages' own seeded decisions the game is the same every run, and one of the
// shorter ones (237 decisions, where a random seed gives 240-400, which made the run's length,
// and on a slow machine its outcome, a matter of luck). Found by playing the engine alone over 60 seeds.
// In a browser without WebGL (Pixi's canvas renderer; the boards' WebGL drawing has its own tests).
const e2e = useE2EServer({ clientDir, fixedSeed: "e2e-base-51" });

test("Ana and Bo play a whole game of Space Base by taps on phones, Cy watching on a laptop", async () => {
  // With reduced motion (no highlights): a board draws only when something changes, so the pages
  // leave the machine's cores to the game (the highlights have their own browser test).
  const ana = await e2e.newPlayer("Ana", PHONE, false, true);
  const bo = await e2e.newPlayer("Bo", SMALL_PHONE, false, true);
  const cy = await e2e.newPlayer("Cy", { width: 1280, height: 800 }, false, true);
  const code = await meetInRoom(e2e.origin(), ana, bo, "base");
  expect(await boardRenderer(ana.page)).toBe("canvas");
  const [played, watched] = await Promise.all([playWholeGame<BaseView, BaseAction>([ana, bo], {
    decide: (view, seat, rng) => engine.bot.choose(view, seat, rng) as BaseAction,
    play: (player, action, now) => playBase(player, action, now.view, now.mySeat),
  }, 500_000), watchWholeGame(cy, e2e.origin(), code, 500_000)]);
  expect(watched).toBeGreaterThan(100);
  // Both built their colony by clicks: more than the Outpost each.
  for (const actions of played) expect(actions.filter((a) => a.type === "build").length).toBeGreaterThan(3);
  console.log(`Space Base by clicks: ${played[0].length} + ${played[1].length} decisions`);
  await expectTheEnd([ana, bo], "base");
}, 600_000);
