import type { Page } from "playwright-core";
import { games } from "@space/shared";
import type { ZooView } from "@space/shared/zoo";
import { PHONE, DESKTOP, clientDir, hookState, startWithBots, useE2EServer, waitForScreen } from "./harness";

const changes = (page: Page): Promise<{ changed: string[]; started: number }> =>
  page.evaluate(() => (window as unknown as { __tabletop: { changes(): { changed: string[]; started: number } } }).__tabletop.changes());

/** The game menu, from the board: rules, settings (sound, animations, log filter), the spectator link, leave. */
const e2e = useE2EServer({ clientDir, botDelayMs: 0 });

for (const [size, viewport] of [["1280x720", DESKTOP], ["390x844", PHONE]] as const) {
  test(`the game menu at ${size}`, async () => {
    const ana = await e2e.newPlayer("Ana", viewport, viewport === PHONE);
    const page = ana.page;
    await page.goto(e2e.origin());
    await startWithBots(page, "Ana", { game: "zoo", seats: 2, bots: 1 });
    // The button is in view with the board, without scrolling.
    const button = (await page.locator("#menu-open").boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
    await page.click("#menu-open");
    await page.waitForSelector("#game-menu[open]");

    // Settings: the sound checkbox and the game bar's toggle are one setting.
    expect(await page.isChecked("#menu-sound")).toBe(false);
    await page.check("#menu-sound");
    expect(await page.getAttribute("#sound-toggle", "aria-pressed")).toBe("true");
    await page.uncheck("#menu-animations");
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe("off");
    // ...and the board lights nothing any more: two moves change the board, no highlight starts.
    const started = (await changes(page)).started;
    const seen: string[] = [];
    for (let i = 0; i < 2; i++) {
      const s = (await hookState(page)) as unknown as { view: ZooView; mySeat: number; moves: number };
      const action = games.zoo!.legalActionsInView(s.view, s.mySeat)[0];
      await page.evaluate((a) => (window as unknown as { __tabletop: { send(a: unknown): void } }).__tabletop.send(a), action);
      await page.waitForFunction((m) => (window as unknown as { __tabletop: { state(): { moves: number } } }).__tabletop.state().moves > m, s.moves);
      seen.push(...(await changes(page)).changed);
    }
    expect(seen.length).toBeGreaterThan(0);
    expect((await changes(page)).started).toBe(started);

    // The log filter: only lines naming Ana.
    await page.check("#menu-log-mine");
    const lines = await page.$$eval("#log li", (items) => items.map((li) => li.textContent ?? ""));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.includes("Ana"))).toBe(true);
    await page.uncheck("#menu-log-mine");
    await page.waitForFunction(() => Array.from(document.querySelectorAll("#log li")).some((li) => !li.textContent!.includes("Ana")));

    // The spectator link: it opens the room to watch (e2e/links.e2e.test.ts follows it).
    const code = (await page.textContent("#game-code"))!.trim();
    expect(await page.inputValue("#menu-link")).toBe(`${e2e.origin()}/?room=${code}&watch=1`);
    await page.click("#menu-copy-link");
    await page.waitForFunction(() => /Copied|Copy failed/.test(document.getElementById("menu-copied")!.textContent ?? ""));

    // The rules open inside the menu.
    await page.click("#menu-rules summary");
    await page.waitForFunction(() => (document.getElementById("menu-rules-body")?.textContent ?? "").length > 200);

    // Leave the game: asked first, since the game is running (the seat stays Ana's).
    await page.click("#menu-leave");
    await page.waitForSelector("#leave-confirm[open]");
    await page.click("#leave-go");
    await waitForScreen(page, "lobby");
    expect(ana.errors).toEqual([]);
  });
}
