import { LEARNER, games, loadedWords, preloadWords, type AnyGame, type Lesson } from "@space/shared";
import type { BaseAction, BaseView } from "@space/shared/base";
import type { CheesesAction, CheesesView } from "@space/shared/cheeses";
import type { ZooAction } from "@space/shared/zoo";
import type { Page } from "playwright-core";
import { clickSpace, clientDir, PHONE, useE2EServer, waitForScreen, type Player, type Viewport } from "./harness";
import { playBase, tap as tapBase } from "./base-clicks";
import { playCheeses } from "./cheeses-clicks";
import { spacesFor } from "./zoo-clicks";

/**
 * A guided first game in the browser (docs/learning.md, "A guided first game"): from the lobby's
 * "Learn …", the player follows every step of the guided round by clicks where the guide points,
 * at a laptop's size and a phone's; a move that is not the step's is refused with its reason, and
 * the step stays.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 0, botProcesses: 0, botBudgetMs: 50 });
const LAPTOP: Viewport = { width: 1280, height: 800 };
type Step = { type: string };
const json = (v: unknown) => JSON.stringify(v);

beforeAll(() => preloadWords(["en"]));

/** Plays `action` by clicks on the page's board, as each game's full-game test does. */
async function play(game: string, player: Player, action: Step, view: unknown): Promise<void> {
  if (game === "zoo") for (const id of spacesFor(action as ZooAction)) await clickSpace(player.page, id, 10_000);
  else if (game === "base") await playBase(player, action as BaseAction, view as BaseView, LEARNER);
  else await playCheeses(player, action as CheesesAction, view as CheesesView);
}

interface Now { step: number; awaited: boolean; view: unknown; moves: number }
const now = (page: Page): Promise<Now> => page.evaluate(() => {
  const s = (window as unknown as { __tabletop: { state(): { lessonStep: number; awaiting: number[]; mySeat: number; view: unknown; moves: number } } }).__tabletop.state();
  return { step: s.lessonStep, awaited: s.awaiting.includes(s.mySeat), view: s.view, moves: s.moves };
});

/** Waits until the page shows step `i` waiting for this player, with its words, its rule and where to make it. */
async function atStep(page: Page, i: number, lesson: Lesson<Step>): Promise<void> {
  await page.waitForFunction((n) => {
    const s = (window as unknown as { __tabletop: { state(): { lessonStep: number; awaiting: number[]; mySeat: number } } }).__tabletop.state();
    return s.lessonStep === n && s.awaiting.includes(s.mySeat);
  }, i, { timeout: 20_000, polling: 50 });
  await page.waitForFunction(([n, total, words]) => document.getElementById("lesson-count")?.textContent === `Step ${n} of ${total}`
    && document.getElementById("lesson-say")?.textContent === words
    && (document.getElementById("lesson-rule")?.textContent ?? "").length > 5
    // The pointer: a ring on the board or an outlined button or form.
    && document.querySelectorAll(".lesson-ring, .lesson-target").length > 0,
  [i + 1, lesson.steps.length, loadedWords("en").t(lesson.steps[i]!.say)] as const, { timeout: 10_000, polling: 100 });
}

for (const [size, viewport] of [["1280x800", LAPTOP], ["390x844", PHONE]] as const) {
  for (const game of ["zoo", "base", "cheeses"] as const) {
    test(`${game} at ${size}: the guided round by clicks where the guide points; a move that is not the step's is refused and the step stays`, async () => {
      const lesson = (games[game] as AnyGame).lesson as Lesson<Step>;
      const ana = await e2e.newPlayer("Ana", viewport);
      const { page } = ana;
      await page.goto(e2e.origin());
      await waitForScreen(page, "lobby");
      await page.fill("#name", "Ana");
      await page.click(`#learn-${game}`);
      await waitForScreen(page, "game");

      await atStep(page, 0, lesson);
      // Another legal move than the step's, by clicks: refused, the step stays and says why.
      const first = await now(page);
      const legal = (games[game] as AnyGame).legalActionsInView(first.view as never, LEARNER) as Step[];
      const other = legal.find((a) => json(a) !== json(lesson.steps[0]!.action) && (game !== "cheeses" || a.type === "build"));
      expect(other).toBeDefined();
      await play(game, ana, other!, first.view);
      await page.waitForFunction(() => (document.getElementById("lesson-nudge")?.textContent ?? "").includes("This step asks for another move"), undefined, { timeout: 10_000 });
      if (game === "base") {
        // A space the rules refuse for the Outpost: the engine's own reason shows.
        await tapBase(page, "space:6,6");
        await page.waitForFunction(() => /Not taken: .*(corner|2 steps)/i.test(document.getElementById("lesson-nudge")?.textContent ?? ""), undefined, { timeout: 10_000 });
      }
      expect((await now(page)).step).toBe(0);
      expect((await now(page)).moves).toBe(first.moves);

      for (let i = 0; i < lesson.steps.length; i++) {
        await atStep(page, i, lesson);
        await play(game, ana, lesson.steps[i]!.action, (await now(page)).view);
      }
      await page.waitForFunction(() => !document.getElementById("lesson-done")?.hidden, undefined, { timeout: 10_000 });
      expect((await now(page)).step).toBe(-1);
      expect(ana.errors).toEqual([]);
    }, 120_000);
  }
}

test("Show me makes the step, Start over opens a new guided game at its first step, and Leave the guide frees the game with hints on", async () => {
  const lesson = (games.zoo as AnyGame).lesson as Lesson<Step>;
  const ana = await e2e.newPlayer("Ana", LAPTOP);
  const { page } = ana;
  await page.goto(e2e.origin());
  await waitForScreen(page, "lobby");
  await page.fill("#name", "Ana");
  await page.click("#learn-zoo");
  await waitForScreen(page, "game");
  await atStep(page, 0, lesson);
  const firstCode = await page.textContent("#game-code");
  await page.click("#lesson-show-me");
  await atStep(page, 1, lesson);

  await page.click("#lesson-restart");
  await page.waitForFunction((old) => {
    const code = document.getElementById("game-code")?.textContent;
    return Boolean(code) && code !== old;
  }, firstCode, { timeout: 20_000 });
  await atStep(page, 0, lesson);

  await page.click("#lesson-stop");
  await page.waitForFunction(() => !document.getElementById("lesson-done")?.hidden, undefined, { timeout: 10_000 });
  expect((await now(page)).step).toBe(-1);
  await page.getByRole("button", { name: "What would a strong player do?" }).waitFor({ state: "visible", timeout: 10_000 });
  expect(ana.errors).toEqual([]);
}, 90_000);
