import type { Page } from "playwright-core";
import { randomFunction } from "@space/shared";
import { clientDir, startWithBots, useE2EServer } from "./harness";
import {
  awaitTaken, awaitTurn, commandBox, focused, movesNow, promptNow, sendByCommand, sendFromMoves, sendFromPlace, statusNow, tableNow, tableRegion,
} from "./keyboard";

/**
 * A whole game of Space Zoo with the keyboard alone (docs/accessibility.md): Ana plays a bot from the
 * table in words: the moves read as the "Your moves" buttons' names, each sent in turn by the
 * command line, by the arrows in Your moves, or by Enter on a place of the table (a card in her
 * hand); she asks where a planet is, and reads her refusals and answers in the status lines.
 * No click, no canvas, no test hook: page.keyboard and the accessibility tree only.
 */

/** The status line once it says `what` (or as it is after 2 s). */
async function statusSaying(page: Page, what: RegExp | string): Promise<string> {
  const end = Date.now() + 2000;
  let text = await statusNow(page);
  while (!(typeof what === "string" ? text.includes(what) : what.test(text)) && Date.now() < end) {
    await page.waitForTimeout(30);
    text = await statusNow(page);
  }
  return text;
}

const e2e = useE2EServer({ clientDir, botDelayMs: 0 });

/** Moves that make the game go on (a pass is chosen only when nothing else is offered, or now and then). */
const passive = (words: string) => /^(Pass|Place no camp|Don't build)$/.test(words);

test("Ana plays a whole game of Space Zoo against a bot with the keyboard alone", async () => {
  const ana = await e2e.newPlayer("Ana", { width: 1280, height: 800 });
  const page = ana.page;
  await page.goto(e2e.origin());
  await startWithBots(page, "Ana", { game: "zoo", seats: 2, bots: 1 });
  await tableRegion(page).waitFor({ state: "visible" });

  // The first decision: choose an action card. Typing part of it: the command line says how many match.
  expect(await awaitTurn(page)).toBe(true);
  expect(await promptNow(page)).toBe("Choose your action card");
  await sendByCommand(page, "choose");
  expect(await focused(commandBox(page))).toBe(true);
  expect(await statusSaying(page, /^\d+ moves match/)).toMatch(/^\d+ moves match/);
  await page.keyboard.press("Escape");

  // Where is a planet: the first planet in the list, by its first word.
  const planets = tableRegion(page).getByRole("list", { name: /^Planets/ }).getByRole("listitem");
  const first = ((await planets.first().textContent()) ?? "").split(":")[0];
  await page.keyboard.type(`where is ${first.split(" ")[0]}`);
  await page.keyboard.press("Enter");
  expect(await statusSaying(page, first)).toContain(first);
  await page.keyboard.press("Escape");

  const rng = randomFunction("keyboard-zoo");
  const ways = new Set<string>();
  let decisions = 0;
  let kept = 0;
  let chooses = 0;
  let others = 0;
  while (await awaitTurn(page)) {
    const moves = await movesNow(page);
    const prompt = await promptNow(page);
    const table = await tableNow(page);
    const active = moves.filter((m) => !passive(m));
    const pool = active.length && rng() < 0.85 ? active : moves;
    const move = pool[Math.floor(rng() * pool.length)];
    // Card choices go by the card in her hand and by the command line in turn, the others by Your moves and the command line.
    const choosing = move.startsWith("Choose ");
    const used = choosing ? (chooses++ % 2 === 0 ? "place" : "command") : (others++ % 2 === 0 ? "moves" : "command");
    if (used === "place") {
      await sendFromPlace(page, "Your action cards", `${move.slice("Choose ".length)}:`, move);
    } else if (used === "moves") {
      await sendFromMoves(page, move);
    } else {
      await sendByCommand(page, move);
    }
    ways.add(used);
    const taken = await awaitTaken(page, { moves, prompt, table }, 15_000).catch((error: Error) => {
      throw new Error(`decision ${decisions}, "${move}" by ${used}: ${error.message}`);
    });
    // Held back (the last move still waited for its answer): as a player would, decide again.
    if (!taken) continue;
    if (used === "place") {
      // The menu gave the focus back to the card, and the new state left it there.
      const card = tableRegion(page).getByRole("list", { name: "Your action cards" }).getByRole("listitem")
        .filter({ hasText: `${move.slice("Choose ".length)}:` });
      expect(await focused(card)).toBe(true);
      kept++;
    }
    decisions++;
  }

  expect(await promptNow(page)).toMatch(/^Game over/);
  await page.getByRole("button", { name: "Back to the lobby" }).waitFor({ state: "visible" });
  expect([...ways].sort()).toEqual(["command", "moves", "place"]);
  // A short game (the bot reaching the points first) still has a few turns of hers.
  expect(decisions).toBeGreaterThan(4);
  expect(kept).toBeGreaterThan(0);
  expect(ana.errors).toEqual([]);
});
