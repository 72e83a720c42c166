import type { Page } from "playwright-core";
import { matchMaker } from "colyseus";
import { RoomCode } from "@space/shared";
import { handGame } from "../server/test/fixtures/hand-game";
import { zoo } from "@space/shared/zoo";
import { canvasColours, clientDir, hookScreen, hookState, PHONE, screenshot, startWithBots, useE2EServer, waitForScreen, type HookState } from "./harness";

const e2e = useE2EServer({ games: [zoo], extraGames: [handGame], clientDir, botDelayMs: 50 });

async function seatNames(page: Page): Promise<string[]> {
  return page.locator("#seats .seat[data-kind=human] .seat-name").allTextContents();
}

test("a hostile name is refused with a visible message and nothing is injected", async () => {
  const { page, errors } = await e2e.newPlayer("Ana");
  await page.goto(e2e.origin());
  await waitForScreen(page, "lobby");
  const imagesBefore = await page.locator("img").count();
  await page.fill("#name", "<img src=x onerror=alert(1)>");
  await page.click("#create");
  await expectText(page, "#name-error", /Name refused/);
  expect(await page.locator("img").count()).toBe(imagesBefore);
  expect(await hookState(page)).toBeNull();
  await screenshot(page, "lobby-hostile-name");
  expect(errors).toEqual([]);
});

test("joining a room that does not exist shows the server's refusal next to the code field", async () => {
  const { page } = await e2e.newPlayer("Cy");
  await page.goto(e2e.origin());
  await page.fill("#name", "Cy");
  await page.fill("#code", `${e2e.origin()}/?room=ab2cd`);
  expect(await page.inputValue("#code")).toBe("AB2CD");
  await page.fill("#code", "zzzzz");
  expect(await page.inputValue("#code")).toBe("ZZZZZ");
  // Before any join the chip does not claim to be offline.
  expect(await page.getAttribute("#net-status", "data-status")).toBe("idle");
  expect(await page.textContent("#net-status")).toBe("not in a room");
  await page.click("#join");
  // The refusal is under the field where the code was typed, in words.
  await expectText(page, "#code-error", /^Could not join room ZZZZZ: /);
  expect(await page.textContent("#code-error")).not.toMatch(/\(code \d+\)|[a-z]+_[a-z]+/);
  expect(await page.$(".toast-error")).toBeNull();
  expect(await page.getAttribute("#net-status", "data-status")).toBe("idle");
  expect(await hookScreen(page)).toBe("lobby");
  // Typing again clears it.
  await page.fill("#code", "ZZZZY");
  expect(await page.textContent("#code-error")).toBe("");
});

test("two players meet by code, the host starts, a refresh keeps the seat, a dropped socket reconnects", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo", PHONE);

  // Ana creates a room of the fixture game.
  await ana.page.goto(`${e2e.origin()}/?game=hand`);
  await ana.page.fill("#name", "Ana");
  await ana.page.selectOption("#game", "hand");
  await ana.page.selectOption("#seats", "2");
  await ana.page.selectOption("#bots", "0");
  await ana.page.click("#create");
  await waitForScreen(ana.page, "waiting");
  await expectText(ana.page, "#room-code", /^[A-Z0-9]{5}$/);
  const code = (await ana.page.textContent("#room-code"))!.trim();
  expect(RoomCode.safeParse(code).success).toBe(true);
  expect(await ana.page.inputValue("#room-link")).toBe(`${e2e.origin()}/?room=${code}`);
  expect(await ana.page.isDisabled("#start")).toBe(true);
  await screenshot(ana.page, "waiting-room-host-alone");

  // Bo opens the shared link; the lobby asks only for the name.
  await bo.page.goto(`${e2e.origin()}/?room=${code}`);
  await waitForScreen(bo.page, "lobby");
  expect(await bo.page.inputValue("#code")).toBe(code);
  await bo.page.fill("#name", "Bo");
  await bo.page.click("#join");
  await waitForScreen(bo.page, "waiting");

  for (const p of [ana.page, bo.page]) {
    await p.waitForFunction(() => document.querySelectorAll("#seats .seat[data-kind=human]").length === 2);
    expect(await seatNames(p)).toEqual(["Ana", "Bo"]);
  }
  expect(await bo.page.isVisible("#start")).toBe(false);
  expect(await ana.page.textContent("#seats .seat[data-seat='0'] .tag-host")).toBe("host");
  await screenshot(bo.page, "waiting-room-phone");

  // The host starts; both pages switch to the board.
  await ana.page.waitForFunction(() => !(document.querySelector("#start") as HTMLButtonElement).disabled);
  await ana.page.click("#start");
  await waitForScreen(ana.page, "game");
  await waitForScreen(bo.page, "game");
  await ana.page.waitForSelector("#board-canvas");
  const boSeat = (await hookState(bo.page))!.mySeat;
  expect(boSeat).toBe(1);
  expect((await hookState(ana.page))!.mySeat).toBe(0);
  await screenshot(ana.page, "game-host");

  // The canvas really draws something (preserveDrawingBuffer lets us read it back).
  const colours = await canvasColours(ana.page);
  expect(colours).toBeGreaterThan(2);

  // Bo refreshes and comes back to the same seat.
  await bo.page.reload();
  await waitForScreen(bo.page, "game", 20000);
  const after = (await hookState(bo.page))!;
  expect(after.mySeat).toBe(boSeat);
  expect(after.code).toBe(code);
  expect(after.seats.filter((s) => s.kind === "human").map((s) => s.name)).toEqual(["Ana", "Bo"]);
  expect(await bo.page.textContent("#net-status")).toBe("connected");
  // Ana sees Bo connected again.
  await ana.page.waitForFunction(() => {
    const s = (window as unknown as { __tabletop: { state(): { seats: { seat: number; connected: boolean }[] } } }).__tabletop.state();
    return s.seats[1].connected;
  });
  await screenshot(bo.page, "game-phone-after-refresh");

  // The server drops Ana's socket (as a network failure would): her page reconnects by itself.
  const anaSession = (await hookState(ana.page))!.seats[0];
  const room = matchMaker.getLocalRoomById(code);
  room.clients.find((c) => c.sessionId === anaSession.sessionId)!.leave(4999);
  await ana.page.waitForFunction(() => document.getElementById("net-status")?.dataset.status === "reconnecting");
  await ana.page.waitForFunction(() => document.getElementById("net-status")?.dataset.status === "connected", undefined, { timeout: 15000 });
  expect((await hookState(ana.page))!.mySeat).toBe(0);
  await waitForScreen(ana.page, "game");

  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});

test("a game against a bot runs to the winner screen; a refused move shows the server's reason over the board", async () => {
  const { page, errors } = await e2e.newPlayer("Ana");
  await page.goto(`${e2e.origin()}/?game=hand`);
  await page.fill("#name", "Ana");
  await page.selectOption("#seats", "2");
  await page.selectOption("#bots", "1");
  await page.click("#create");
  await waitForScreen(page, "waiting");
  expect(await page.locator("#seats .seat[data-kind=bot]").count()).toBe(1);
  await page.click("#start");
  await waitForScreen(page, "game");

  // A move the rules refuse (a card not in the hand) comes back to the board: its reason shows as a
  // sentence in the bubble over the board (no click yet: in its middle), not as a toast.
  expect(await page.evaluate(() => (window as unknown as { __tabletop: { send(a: unknown): Promise<boolean> } }).__tabletop.send({ type: "pick", card: 999 }))).toBe(true);
  await expectText(page, "#refusal[role=status]", /^[A-Z].*[.!?]$/);
  expect(await page.textContent("#refusal")).not.toMatch(/\(\s*(code\s*)?[\w-]+\s*\)/);
  expect(await page.locator(".toast-error").count()).toBe(0);

  // Play the first card of the hand whenever the game waits for Ana, until it ends.
  for (let step = 0; step < 40; step++) {
    await page.waitForFunction(() => {
      const s = (window as unknown as { __tabletop: { state(): { status: string; awaiting: number[]; mySeat: number } } }).__tabletop.state();
      return s.status === "ended" || s.awaiting.includes(s.mySeat);
    });
    const state = (await hookState(page))! as HookState & { status: string; moves: number };
    if (state.status === "ended") break;
    const view = state.view as { phase: string; private: { hand: number[] } };
    await page.evaluate((a) => (window as unknown as { __tabletop: { send(a: unknown): void } }).__tabletop.send(a),
      { type: view.phase, card: view.private.hand[0] });
    await page.waitForFunction((m) => (window as unknown as { __tabletop: { state(): { moves: number } } }).__tabletop.state().moves > m, state.moves);
  }
  await waitForScreen(page, "ended");
  await page.waitForSelector("#winner", { state: "visible" });
  const final = (await hookState(page))! as HookState & { winners: number[]; scores: number[]; log: string[] };
  expect(final.winners.length).toBeGreaterThan(0);
  expect(await page.locator("#final-scores li").count()).toBe(2);
  const headline = (await page.textContent("#winner-headline"))!;
  expect(headline).toMatch(final.winners.includes(0) ? /You win|You share/ : /Bot 2 wins/);
  expect(await page.locator("#log li").count()).toBe(final.log.length);
  await screenshot(page, "game-ended");
  expect(errors).toEqual([]);
});

test("a Space Zoo table with a bot: a click on the board plays, a spectator watches, the rules render", async () => {
  const { page, errors } = await e2e.newPlayer("Ana");
  await page.goto(`${e2e.origin()}/?board=text`); // the text board, whatever board Space Zoo has
  await startWithBots(page, "Ana", { game: "zoo", seats: 2, bots: 1, clock: 30 });
  expect(await page.textContent("#game-screen h1")).toBe("Space Zoo");
  await expectText(page, "#countdown", /^time left 0:[0-3]\d$/);
  await page.waitForFunction(() => document.querySelectorAll("#log li").length > 1);

  // The fallback board lists the legal actions as Pixi buttons; a real click at the centre the
  // board reports goes through Pixi's hit-testing and plays the move.
  await page.waitForFunction(() => Boolean((window as unknown as { __tabletop: { spaceCenter?(id: string): unknown } }).__tabletop.spaceCenter?.("action:0")));
  const before = (await hookState(page))! as HookState & { moves: number };
  const point = await page.evaluate(() => (window as unknown as { __tabletop: { spaceCenter(id: string): { x: number; y: number } } }).__tabletop.spaceCenter("action:0"));
  await page.mouse.click(point.x, point.y);
  await page.waitForFunction((m) => (window as unknown as { __tabletop: { state(): { moves: number } } }).__tabletop.state().moves > m, before.moves);

  // Someone watches: no seat, the same public game, no private part; the players see "1 watching".
  const code = (await hookState(page))!.code;
  const watcher = await e2e.newPlayer("Cy", PHONE);
  await watcher.page.goto(`${e2e.origin()}/?room=${code}`);
  await watcher.page.fill("#name", "Cy");
  await watcher.page.check("#spectator");
  await watcher.page.click("#join");
  await waitForScreen(watcher.page, "game");
  const seen = (await hookState(watcher.page))!;
  expect(seen.mySeat).toBeNull();
  expect(seen.view.private).toBeNull();
  await expectText(page, ".players .muted", /^1 watching$/);

  await page.click("#rules summary");
  await page.waitForSelector("#rules-body h1");
  expect(await page.textContent("#rules-body h1")).toMatch(/Space Zoo/);
  expect(await page.locator("#rules-body table").count()).toBeGreaterThan(0);
  await screenshot(page, "zoo-rules");
  expect(errors).toEqual([]);
});

async function expectText(page: Page, selector: string, pattern: RegExp): Promise<void> {
  await page.waitForSelector(selector, { state: "visible" });
  await page.waitForFunction(([sel, source]) => new RegExp(source).test(document.querySelector(sel)?.textContent?.trim() ?? ""),
    [selector, pattern.source] as const);
  expect((await page.textContent(selector))!.trim()).toMatch(pattern);
}
