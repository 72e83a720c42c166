import { games } from "@space/shared";
import type { Page } from "playwright-core";
import { SqliteGameStore } from "../server/src/store";
import { PHONE, clientDir, hookState, leaveRoom, startWithBots, useE2EServer, waitForScreen, type Player } from "./harness";
import { cutTexts, untranslatedTexts } from "./text-checks";

/**
 * Every screen of every game read in the pseudo-language (docs/translating.md), at 1280x800 and
 * 390x844: the lobby, My tables, the waiting room, each game's board a few moves in, the game menu
 * with the rules, and for Space Zoo a whole game to its end screen, its replay and its story. On each,
 * no text skipped the translation layer and none is cut.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:") });
const LAPTOP = { width: 1280, height: 800 };
const NAME = "Ana";
const PROPER = ["Space Tabletop", "Space Zoo", "Space Base", "Space Colony Cheeses"];

type Hooked = { __tabletop: { state(): any; send(a: unknown): void } };

/** The user's own words on this page: the players' names and the room code. */
async function ownWords(page: Page): Promise<string[]> {
  const s = await hookState(page);
  return [...PROPER, NAME, ...(s?.seats.map((seat) => seat.name) ?? []), ...(s?.code ? [s.code] : [])];
}

async function expectAllTranslated(page: Page, screen: string, own?: string[]): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const slips = [...await untranslatedTexts(page, own ?? await ownWords(page)), ...await cutTexts(page)];
  expect([screen, slips]).toEqual([screen, []]);
}

/** Plays up to `moves` of this page's moves (the engine's first legal one), bots answering; `moves`
 *  Infinity plays to the end. */
async function play(page: Page, game: string, moves: number): Promise<void> {
  for (let done = 0, i = 0; done < moves && i < 5000; i++) {
    const s = (await hookState(page))!;
    if (s.status !== "playing") return;
    if (s.mySeat === null || !s.awaiting.includes(s.mySeat)) {
      await page.waitForTimeout(20);
      continue;
    }
    const action = (games as any)[game].legalActionsInView(s.view, s.mySeat)[0];
    await page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), action);
    await page.waitForFunction((m) => (window as unknown as Hooked).__tabletop.state().moves > m || (window as unknown as Hooked).__tabletop.state().status !== "playing", s.moves);
    done += 1;
  }
}

async function newReader(size: "1280x800" | "390x844"): Promise<Player> {
  const p = size === "1280x800" ? await e2e.newPlayer(NAME, LAPTOP) : await e2e.newPlayer(NAME, PHONE, true);
  await p.page.emulateMedia({ reducedMotion: "reduce" });
  await p.page.goto(`${e2e.origin()}/?lang=pseudo`);
  await waitForScreen(p.page, "lobby");
  return p;
}

for (const size of ["1280x800", "390x844"] as const) {
  for (const game of ["zoo", "base", "cheeses"]) {
    test(`${game} at ${size}: the lobby, the waiting room, the board and the menu read wholly in the pseudo-language`, async () => {
      const p = await newReader(size);
      await expectAllTranslated(p.page, "lobby");
      await startWithBots(p.page, NAME, { game, seats: 3, bots: 2 });
      await play(p.page, game, game === "base" ? 4 : 3);
      await expectAllTranslated(p.page, "board");
      await p.page.click("#menu-open");
      await p.page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>("#game-menu details").forEach((d) => (d.open = true)));
      await p.page.waitForFunction(() => (document.getElementById("menu-rules-body")?.textContent ?? "").length > 200);
      await expectAllTranslated(p.page, "menu and rules");
      // The open menu never widens a phone's page (a menu that could scroll sideways once zoomed the page out to 660 px).
      if (size === "390x844") {
        // What is wider than the phone, named when the page widened: the failure says where to look.
        const wide = await p.page.evaluate(() => window.innerWidth === 390 ? [] : Array.from(document.querySelectorAll<HTMLElement>("body *"))
          .filter((e) => e.getBoundingClientRect().right > 391).slice(0, 8)
          .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}.${e.className} ${Math.round(e.getBoundingClientRect().right)} px`));
        expect({ width: await p.page.evaluate(() => window.innerWidth), wide }).toEqual({ width: 390, wide: [] });
      }
      await p.page.click("#menu-close");
      expect(p.errors).toEqual([]);
      await leaveRoom(p.page);
      await p.page.close();
    });
  }

  test(`zoo at ${size}: a whole game's end, its replay and story, and My tables read wholly in the pseudo-language`, async () => {
    const p = await newReader(size);
    await startWithBots(p.page, NAME, { game: "zoo", seats: 2, bots: 1 });
    const code = (await hookState(p.page))!.code;
    await play(p.page, "zoo", Infinity);
    await p.page.waitForFunction(() => (window as unknown as Hooked).__tabletop.state().status === "ended");
    await expectAllTranslated(p.page, "end screen");
    // The replay and My tables name the same players and the same code, with no room to ask.
    const own = await ownWords(p.page);
    await leaveRoom(p.page);
    await p.page.goto(`${e2e.origin()}/replay/${code}?lang=pseudo`);
    await p.page.waitForSelector("#replay-screen #story-breakdown", { timeout: 20_000 });
    await expectAllTranslated(p.page, "replay and story", own);
    await p.page.goto(`${e2e.origin()}/?tables&lang=pseudo`);
    await waitForScreen(p.page, "lobby");
    await p.page.waitForSelector("#my-tables");
    await expectAllTranslated(p.page, "my tables", own);
    expect(p.errors).toEqual([]);
    await p.page.close();
  }, 240_000);
}
