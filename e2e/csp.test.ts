import { games } from "@space/shared";
import type { Page } from "playwright-core";
import { clientDir, hookState, leaveRoom, meetInRoom, useE2EServer, waitForMoves, type Player } from "./harness";
import { botGameFile, openReplayFile } from "./replay-files";

/**
 * The client works under the server's Content-Security-Policy (no eval, no inline scripts), with
 * nothing in the console: on every page (the lobby, the lobby opened by a room link, the waiting
 * room, each game's board, each game's replay) no CSP violation, no console error, no uncaught error.
 * A violation is caught by the page's own `securitypolicyviolation` event, which the browser fires
 * even when the code that tripped it catches the error (as feature probes such as `new Function("")` do).
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 50 }, { webgl: true });

/** Everything a page reports that a player should not see, each with the address and screen it was seen on. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (m) => {
    // Debian's chromium and SwiftShader print "GPU stall due to ReadPixels" (a warning, docs/STACK pitfalls).
    if (m.type() === "error" && !/GPU stall/.test(m.text())) problems.push(`${page.url()}: console error: ${m.text()} (${m.location().url}:${m.location().lineNumber})`);
  });
  page.on("pageerror", (e) => problems.push(`${page.url()}: uncaught: ${e.message}`));
  await page.exposeFunction("__cspViolation", (text: string) => problems.push(`${page.url()}: CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const screen = (window as unknown as { __tabletop?: { screen?(): string } }).__tabletop?.screen?.() ?? "booting";
      void (window as unknown as { __cspViolation(t: string): Promise<void> }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} (screen when reported: ${screen})`);
    });
  });
  return problems;
}

async function close(players: Player[]): Promise<void> {
  // Leave and close the browsers: the next test's pages get the machine to themselves.
  for (const p of players) {
    await leaveRoom(p.page).catch(() => undefined);
    await p.page.context().close();
  }
}

test.each(["zoo", "base", "cheeses"])("%s: lobby, room link, waiting room and board under the CSP, nothing in the console", async (gameId) => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  const anaProblems = await watch(ana.page);
  const boProblems = await watch(bo.page);
  const problems = () => [...anaProblems, ...boProblems];
  // Ana opens the lobby and creates the room; Bo opens its link (the lobby then prefetches the game
  // screen, Pixi and the boards) and joins; both wait in the waiting room until Ana starts.
  await meetInRoom(e2e.origin(), ana, bo, gameId);
  const csp = await ana.page.evaluate(async () => (await fetch("/")).headers.get("content-security-policy"));
  expect(csp).toMatch(/script-src 'self'[;]/);
  expect(csp).not.toMatch(/unsafe-eval/);
  // Whoever is awaited plays a legal move (from the shared engine on that page's own view).
  for (const page of [ana.page, bo.page]) {
    const state = await hookState(page);
    if (!state || state.mySeat === null || !state.awaiting.includes(state.mySeat)) continue;
    const legal = games[gameId as keyof typeof games]!.legalActionsInView(state.view as never, state.mySeat);
    if (!legal.length) continue;
    await page.evaluate((a) => (window as unknown as { __tabletop: { send(a: unknown): void } }).__tabletop.send(a), legal[0]);
    await waitForMoves(page, 0);
    break;
  }
  await ana.page.waitForTimeout(500);
  expect(problems()).toEqual([]);
  await close([ana, bo]);
});

test.each(["zoo", "base", "cheeses"] as const)("%s: a replay under the CSP, nothing in the console", async (gameId) => {
  const ana = await e2e.newPlayer("Ana");
  const problems = await watch(ana.page);
  await openReplayFile(ana.page, e2e.origin(), await botGameFile(gameId, "csp-test-seed"), `${gameId}.json`);
  await ana.page.waitForSelector("#replay-screen[data-ready='true']", { timeout: 20_000 });
  await ana.page.click("#replay-end");
  await ana.page.waitForTimeout(500);
  expect(problems).toEqual([]);
  await close([ana]);
});
