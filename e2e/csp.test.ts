import { games } from "@space/shared";
import { clientDir, hookState, leaveRoom, meetInRoom, useE2EServer, waitForMoves, type Player } from "./harness";

/**
 * The client works under the server's Content-Security-Policy (no eval, no inline scripts):
 * two players meet in a room of each game and play a move; no CSP violation and no console error.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 50 }, { webgl: true });

function watchConsole(player: Player): string[] {
  const problems: string[] = [];
  player.page.on("console", (m) => {
    // Debian's chromium and SwiftShader print this harmless warning (docs/STACK pitfalls).
    if (m.type() === "error" && !/GPU stall/.test(m.text())) problems.push(m.text());
  });
  player.page.on("pageerror", (e) => problems.push(e.message));
  void player.page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return problems;
}

test.each(["zoo", "base", "cheeses"])("%s plays under the CSP with no violation and no console error", async (gameId) => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  const problems = [...watchConsole(ana), ...watchConsole(bo)];
  await meetInRoom(e2e.origin(), ana, bo, gameId);
  const csp = await ana.page.evaluate(async () => (await fetch("/")).headers.get("content-security-policy"));
  expect(csp).toMatch(/script-src 'self'/);
  // Whoever is awaited plays a legal move (from the shared engine on that page's own view).
  for (const page of [ana.page, bo.page]) {
    const state = await hookState(page);
    if (!state || state.mySeat === null || !(state as unknown as { awaiting: number[] }).awaiting.includes(state.mySeat)) continue;
    const legal = games[gameId as keyof typeof games]!.legalActionsInView(state.view as never, state.mySeat);
    if (!legal.length) continue;
    await page.evaluate((a) => (window as unknown as { __tabletop: { send(a: unknown): void } }).__tabletop.send(a), legal[0]);
    await waitForMoves(page, 0);
    break;
  }
  await ana.page.waitForTimeout(500);
  expect(problems).toEqual([]);
  // Leave and close both browsers: the next game's pages get the machine to themselves.
  for (const p of [ana, bo]) {
    await leaveRoom(p.page).catch(() => undefined);
    await p.page.context().close();
  }
});
