import type { Page } from "playwright-core";
import { handGame } from "../server/test/fixtures/hand-game";
import { clientDir, hookScreen, hookState, startWithBots, useE2EServer, waitForScreen } from "./harness";

/**
 * Links that do what they say (docs/client.md, "Screens" and "Game menu"): the spectator link
 * watches, a plain join to a started game watches with a notice, a spectator is offered no
 * "continue on another device", leaving a game asks first, and the name field flags a name the
 * server would refuse as it is typed.
 */
const e2e = useE2EServer({ extraGames: [handGame], clientDir, botDelayMs: 50 });

/** Ana alone with a bot in a started game of the fixture `hand` (it waits for her pick); resolves with the room code. */
async function startedGame(page: Page, name = "Ana"): Promise<string> {
  await page.goto(`${e2e.origin()}/?game=hand`);
  await startWithBots(page, name, { game: "hand", seats: 2, bots: 1 });
  return (await hookState(page))!.code;
}

/** A page whose browser already knows the name (as after an earlier visit). */
async function rememberName(page: Page, name: string): Promise<void> {
  await page.goto(e2e.origin());
  await waitForScreen(page, "lobby");
  await page.evaluate((n) => localStorage.setItem("spaceTabletop.name", n), name);
}

const isOpen = (page: Page, id: string) => page.evaluate((i) => (document.getElementById(i) as HTMLDialogElement | null)?.open ?? false, id);

test("the menu's spectator link watches the started game, at once when the name is known; a spectator has no device button", async () => {
  const ana = await e2e.newPlayer("Ana");
  const code = await startedGame(ana.page);
  // Ana holds a seat: she may move it to another device.
  await ana.page.waitForSelector("#open-other-device", { state: "visible" });

  await ana.page.click("#menu-open");
  await ana.page.waitForSelector("#game-menu[open]");
  const link = await ana.page.inputValue("#menu-link");
  expect(link).toBe(`${e2e.origin()}/?room=${code}&watch=1`);
  await ana.page.click("#menu-close");

  // Cy opens it with no name known: the join form says "watch", she types her name and joins as a spectator.
  const cy = await e2e.newPlayer("Cy");
  await cy.page.goto(link);
  await waitForScreen(cy.page, "lobby");
  expect(await cy.page.inputValue("#code")).toBe(code);
  expect(await cy.page.isChecked("#spectator")).toBe(true);
  await cy.page.fill("#name", "Cy");
  await cy.page.click("#join");
  await waitForScreen(cy.page, "game");
  const seen = (await hookState(cy.page))!;
  expect(seen.mySeat).toBeNull();
  expect(seen.view.private).toBeNull();
  // Watching holds no seat, so nothing to continue on another device.
  expect(await cy.page.locator("#game-screen").count()).toBe(1);
  expect(await cy.page.isVisible("#open-other-device")).toBe(false);

  // Di's browser knows her name: the link alone lands her watching.
  const di = await e2e.newPlayer("Di");
  await rememberName(di.page, "Di");
  await di.page.goto(link);
  await waitForScreen(di.page, "game");
  expect((await hookState(di.page))!.mySeat).toBeNull();
  await ana.page.waitForFunction(() => /2 watching/.test(document.querySelector(".players")?.textContent ?? ""));
  // The players are still Ana and the bot.
  expect((await hookState(ana.page))!.seats.map((s) => s.kind)).toEqual(["human", "bot"]);

  for (const p of [ana, cy, di]) expect(p.errors).toEqual([]);
});

test("a plain join to a started game watches instead of failing, and says so", async () => {
  const ana = await e2e.newPlayer("Ana");
  const code = await startedGame(ana.page);

  const bo = await e2e.newPlayer("Bo");
  await bo.page.goto(`${e2e.origin()}/?room=${code}`);
  await waitForScreen(bo.page, "lobby");
  expect(await bo.page.isChecked("#spectator")).toBe(false);
  await bo.page.fill("#name", "Bo");
  // The notice is short-lived: watch for it from before the click.
  const notice = bo.page.waitForSelector(".toast-text:text-is('The game has started: you are watching')", { state: "attached", timeout: 15000 });
  await bo.page.click("#join");
  await waitForScreen(bo.page, "game");
  await notice;
  expect((await hookState(bo.page))!.mySeat).toBeNull();
  expect(await bo.page.locator(".toast-error").count()).toBe(0);
  expect(await bo.page.isVisible("#open-other-device")).toBe(false);
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});

test("a spectator in the waiting room has no device button; the players have one", async () => {
  const ana = await e2e.newPlayer("Ana");
  await ana.page.goto(`${e2e.origin()}/?game=hand`);
  await waitForScreen(ana.page, "lobby");
  await ana.page.fill("#name", "Ana");
  await ana.page.selectOption("#game", "hand");
  await ana.page.selectOption("#seats", "2");
  await ana.page.selectOption("#bots", "0");
  await ana.page.click("#create");
  await waitForScreen(ana.page, "waiting");
  const code = (await ana.page.textContent("#room-code"))!.trim();
  await ana.page.waitForSelector("#open-other-device", { state: "visible" });

  const cy = await e2e.newPlayer("Cy");
  await rememberName(cy.page, "Cy");
  await cy.page.goto(`${e2e.origin()}/?room=${code}&watch=1`);
  await waitForScreen(cy.page, "waiting");
  await ana.page.waitForFunction(() => document.getElementById("spectators")?.textContent === "1 watching");
  expect((await hookState(cy.page))!.mySeat).toBeNull();
  expect(await cy.page.isVisible("#open-other-device")).toBe(false);
  // The seat Cy did not take is still open for a player.
  expect((await hookState(ana.page))!.seats.filter((s) => s.kind === "open")).toHaveLength(1);
  expect(ana.errors).toEqual([]);
  expect(cy.errors).toEqual([]);
});

test("leaving mid-game asks first (Stay keeps the player in); the waiting room does not ask", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  const page = ana.page;
  // Ana and Bo at one table (Bo stays, so the room is still there when Ana comes back).
  await page.goto(`${e2e.origin()}/?game=hand`);
  await waitForScreen(page, "lobby");
  await page.fill("#name", "Ana");
  await page.selectOption("#game", "hand");
  await page.selectOption("#seats", "2");
  await page.selectOption("#bots", "0");
  await page.click("#create");
  await waitForScreen(page, "waiting");
  const code = (await page.textContent("#room-code"))!.trim();
  await rememberName(bo.page, "Bo");
  await bo.page.goto(`${e2e.origin()}/?room=${code}`);
  await waitForScreen(bo.page, "waiting");
  await page.waitForFunction(() => !(document.querySelector("#start") as HTMLButtonElement).disabled);
  await page.click("#start");
  await waitForScreen(page, "game");

  // The side panel's Leave room: a dialog of the page (never window.confirm: watchErrors would list it).
  await page.click("#leave");
  await page.waitForSelector("#leave-confirm[open]");
  const words = (await page.textContent("#leave-confirm"))!;
  expect(words).toMatch(/seat stays yours/i);
  expect(words).toContain(`/?room=${code}`);
  await page.click("#leave-stay");
  expect(await isOpen(page, "leave-confirm")).toBe(false);
  // Still in: give a leave that was sent anyway the time to land.
  await page.waitForTimeout(500);
  expect(await hookScreen(page)).toBe("game");
  expect(await page.getAttribute("#net-status", "data-status")).toBe("connected");
  expect((await hookState(page))!.mySeat).toBe(0);

  // The menu's Leave the game asks the same; Leave goes to the lobby, and the link brings the seat back.
  await page.click("#menu-open");
  await page.click("#menu-leave");
  await page.waitForSelector("#leave-confirm[open]");
  expect(await hookScreen(page)).toBe("game");
  await page.click("#leave-go");
  await waitForScreen(page, "lobby");
  await page.goto(`${e2e.origin()}/?room=${code}`);
  await waitForScreen(page, "game");
  expect((await hookState(page))!.mySeat).toBe(0);
  await page.click("#leave");
  await page.click("#leave-go");
  await waitForScreen(page, "lobby");

  // In the waiting room nothing is lost by leaving: no question.
  await page.fill("#name", "Ana");
  await page.click("#create");
  await waitForScreen(page, "waiting");
  await page.click("#leave");
  await waitForScreen(page, "lobby");
  expect(await page.locator("#leave-confirm").count()).toBe(0);
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});

test("the name field flags a name the server would refuse as it is typed: 21 characters, counted as a reader counts them", async () => {
  const { page, errors } = await e2e.newPlayer("Ana");
  await page.goto(e2e.origin());
  await waitForScreen(page, "lobby");
  await page.fill("#name", "A".repeat(20));
  expect(await page.textContent("#name-error")).toBe("");
  await page.press("#name", "B");
  expect(await page.inputValue("#name")).toHaveLength(21);
  // Flagged before Create is pressed.
  await page.waitForFunction(() => /^Name refused: The name is longer than 20 characters/.test(document.getElementById("name-error")?.textContent ?? ""), undefined, { timeout: 5000 });
  expect(await page.getAttribute("#name", "aria-invalid")).toBe("true");
  expect(await hookState(page)).toBeNull();

  // 20 letters with a combining mark each (40 code units) are 20 characters: accepted.
  await page.fill("#name", "q\u0307".repeat(20));
  expect(await page.textContent("#name-error")).toBe("");
  expect(await page.getAttribute("#name", "aria-invalid")).toBeNull();
  await page.press("#name", "x");
  await page.waitForFunction(() => /longer than 20/.test(document.getElementById("name-error")?.textContent ?? ""), undefined, { timeout: 5000 });

  // A character the server refuses is flagged too; clearing the field clears the flag (an empty name is asked for at Create).
  await page.fill("#name", "Ana<");
  await page.waitForFunction(() => /letters, digits/.test(document.getElementById("name-error")?.textContent ?? ""), undefined, { timeout: 5000 });
  await page.fill("#name", "");
  expect(await page.textContent("#name-error")).toBe("");
  await page.click("#create");
  expect(await page.textContent("#name-error")).toMatch(/name is empty/);
  expect(errors).toEqual([]);
});
