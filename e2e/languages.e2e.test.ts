/**
 * One table, two languages (issue 41, docs/translating.md): Ana reads Polish and Bo German at the same
 * table. Through a round of each game, each page's log is the server's entries worded in its own
 * language (exactly what @space/shared words them as), its prompt and a tooltip are its own
 * language's, and a refused move comes back in it; the replay of a finished game reads in French.
 */
import type { Room } from "colyseus.js";
import { TestClient } from "../server/test/support/test-client";
import type { Page } from "playwright-core";
import { games, lineWords, wordsIn, type Locale } from "@space/shared";
import { logTail } from "@space/shared/schema";
import { SqliteGameStore } from "../server/src/store";
import { clientDir, hookState, meetInRoomAll, useE2EServer, type Hooked, type Player } from "./harness";

const e2e = useE2EServer({ clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:") });

type Game = "zoo" | "base" | "cheeses";
const ROUND: Record<Game, (view: any) => number> = {
  zoo: (v) => v.turn,
  base: (v) => v.round,
  cheeses: (v) => v.turn,
};
/** A board element whose tooltip names something in the game's words, by the test hook's space id. */
const TIPPED: Record<Game, (view: any) => string> = {
  zoo: (v) => `badges:${v.planets[0].id}`,
  base: () => "phase:0",
  cheeses: () => "module:startUp",
};

async function reader(name: string, locale: Locale): Promise<Player & { locale: Locale }> {
  const p = await e2e.newPlayer(name);
  await p.page.emulateMedia({ reducedMotion: "reduce" });
  await p.page.goto(`${e2e.origin()}/?lang=${locale}`);
  return { ...p, locale };
}

/** The page plays its first legal move whenever it is to act, until `until` says stop. */
async function playWhile(page: Page, game: Game, go: (s: any) => boolean): Promise<void> {
  for (let i = 0; i < 4000; i++) {
    const s = (await hookState(page))!;
    if (s.status !== "playing" || !go(s)) return;
    if (s.mySeat === null || !s.awaiting.includes(s.mySeat)) {
      await page.waitForTimeout(15);
      continue;
    }
    const action = games[game]!.legalActionsInView(s.view, s.mySeat)[0];
    await page.evaluate((a) => (window as unknown as { __tabletop: { send(a: unknown): void } }).__tabletop.send(a), action);
    await page.waitForFunction((m) => (window as unknown as Hooked).__tabletop.state().moves > m
      || (window as unknown as { __tabletop: { state(): { status: string } } }).__tabletop.state().status !== "playing", s.moves);
  }
}

/** The log as the page shows it (its panel's lines) and the server's raw entries, seen by a spectator. */
async function logs(page: Page, watcher: Room): Promise<{ shown: string[]; entries: string[]; names: string[] }> {
  const shown = await page.$$eval("#log li", (items) => items.map((li) => li.textContent!.trim()));
  const state = watcher.state as unknown as { log: Iterable<string>; logTotal: number; seats: Iterable<{ name: string }> };
  const entries = logTail(Array.from(state.log), state.logTotal);
  return { shown, entries, names: Array.from(state.seats).map((s) => s.name) };
}

async function tooltip(page: Page, id: string): Promise<string> {
  await page.waitForFunction((i) => Boolean((window as unknown as Hooked).__tabletop.spaceCenter?.(i)), id);
  const at = (await page.evaluate((i) => (window as unknown as Hooked).__tabletop.spaceCenter!(i), id))!;
  await page.mouse.move(at.x, at.y, { steps: 4 });
  await page.waitForFunction(() => document.getElementById("board-tooltip")?.hidden === false);
  const text = await page.evaluate(() => document.getElementById("board-tooltip")!.textContent ?? "");
  await page.mouse.move(2, 2, { steps: 2 });
  return text;
}

/** Sends a move the engine refuses whatever the state (not a move of this game) and reads the refusal's words. */
async function refusal(page: Page): Promise<string> {
  await page.evaluate(() => (window as unknown as { __tabletop: { send(a: unknown): void } }).__tabletop.send({ type: "noSuchMove" }));
  const seen = await page.waitForFunction(() => {
    const el = document.getElementById("refusal") ?? document.querySelector(".toast-error");
    return el?.textContent?.trim() || null;
  });
  return (await seen.jsonValue()) as string;
}

/** The board's texts as drawn (the test hook), without the players' names alone. */
async function boardTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => ((window as unknown as { __tabletop: { boardTexts?(): { text: string }[] } }).__tabletop.boardTexts?.() ?? []).map((t) => t.text.trim()));
  return texts.filter((t) => t && !["Ana", "Bo"].includes(t));
}

type Catalog = Record<string, (d: object) => string>;

/** A locale's shared and client catalogs, as the page reads them. */
async function catalogsOf(locale: Locale): Promise<Catalog> {
  const shared = (await import(`../shared/src/i18n/compiled/${locale}/index`)).default as Catalog;
  const client = (await import(`../client/src/i18n/compiled/${locale}/index`)).default as Catalog;
  return { ...shared, ...client };
}

/** The text of each message that takes no parameter, by key. */
function plainTexts(catalog: Catalog): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, message] of Object.entries(catalog)) {
    try {
      const text = message({});
      if (!text.includes("undefined") && /\p{L}{3}/u.test(text)) out.set(key, text);
    } catch { /* a message that needs its parameters */ }
  }
  return out;
}

/** Texts shown to a reader of `locale` that are an English message which their language words otherwise. */
async function englishLeft(texts: string[], locale: Locale): Promise<string[]> {
  const english = plainTexts(await catalogsOf("en"));
  const own = plainTexts(await catalogsOf(locale));
  return texts.filter((text) => {
    const keys = [...english].filter(([, t]) => t === text).map(([k]) => k);
    return keys.length > 0 && keys.every((k) => own.get(k) !== text);
  });
}

const rawKey = /\b(zoo|base|cheeses|common|notes|table|lobby|app|replay)\.[a-z]+[A-Za-z.]*/;

for (const game of ["zoo", "base", "cheeses"] as const) {
  test(`${game}: a Polish and a German reader at one table each read the log, prompt, tooltip and refusals in their own language`, async () => {
    const ana = await reader("Ana", "pl");
    const bo = await reader("Bo", "de");
    const code = await meetInRoomAll(e2e.origin(), [ana, bo], game);
    const watcher = await new TestClient(e2e.origin().replace("http", "ws")).joinById(code, { name: "Watcher", spectator: true });
    try {
      // A refused move: one of the reader's language's refusals (the engine's or the room's), worded by the page.
      for (const p of [ana, bo]) {
        // (A sentence the page ends with a full stop where the catalog's has none.)
        const sentence = (text: string) => text.trim().replace(/[.!]$/, "");
        const refusals = [...plainTexts(await catalogsOf(p.locale))].filter(([key]) => key.includes(".refusal.")).map(([, text]) => sentence(text));
        expect(refusals).toContain(sentence(await refusal(p.page)));
      }
      // Every text on the two boards (prompt, panels, labels) is each reader's own: no English message
      // their language words otherwise, no raw key.
      const [plTexts, deTexts] = await Promise.all([ana, bo].map((p) => boardTexts(p.page)));
      for (const text of [...plTexts, ...deTexts]) expect(text).not.toMatch(rawKey);
      expect(await englishLeft(plTexts, "pl")).toEqual([]);
      expect(await englishLeft(deTexts, "de")).toEqual([]);
      // A round: both play until the round after the first begins.
      const first = ROUND[game]((await hookState(ana.page))!.view);
      await Promise.all([ana, bo].map((p) => playWhile(p.page, game, (s) => ROUND[game](s.view) === first)));

      // A tooltip on each board, in each reader's words.
      const view = (await hookState(ana.page))!.view;
      const [tipPl, tipDe] = [await tooltip(ana.page, TIPPED[game](view)), await tooltip(bo.page, TIPPED[game](view))];
      expect([tipPl, tipDe].every((t) => t.length > 3 && !rawKey.test(t))).toBe(true);
      expect(tipPl).not.toBe(tipDe);

      for (const p of [ana, bo]) {
        await p.page.waitForFunction((n) => document.querySelectorAll("#log li").length >= n, 3);
        const { shown, entries, names } = await logs(p.page, watcher);
        const words = await wordsIn(p.locale);
        const expected = entries.map((line) => lineWords(games[game]!, line, names, words));
        // The panel shows the log's newest lines: they are the entries' words in the reader's language.
        expect(shown.slice(-expected.length)).toEqual(expected.slice(-shown.length));
        for (const line of shown) expect(line).not.toMatch(rawKey);
      }
      const [plLog, deLog] = await Promise.all([ana, bo].map(async (p) => (await logs(p.page, watcher)).shown));
      expect(plLog.filter((line, i) => line === deLog[i]).length).toBeLessThan(plLog.length / 4);
    } finally {
      await watcher.leave();
    }
    expect([...ana.errors, ...bo.errors]).toEqual([]);
  }, 180_000);
}

test("the replay of a finished game read in French: its log is the record's events in French words, and no English is left", async () => {
  const ana = await reader("Ana", "pl");
  const bo = await reader("Bo", "de");
  const code = await meetInRoomAll(e2e.origin(), [ana, bo], "zoo");
  await Promise.all([ana, bo].map((p) => playWhile(p.page, "zoo", () => true)));
  await ana.page.waitForFunction(() => (window as unknown as { __tabletop: { state(): { status: string } } }).__tabletop.state().status !== "playing");
  const cy = await reader("Cy", "fr");
  await cy.page.goto(`${e2e.origin()}/replay/${code}?lang=fr`);
  await cy.page.waitForSelector("#replay-screen #story-breakdown", { timeout: 20_000 });
  // The server's readable log of the record, in French, is what the replay's log shows by its end.
  const expected = (await (await fetch(`${e2e.origin()}/api/records/${code}/log?lang=fr`)).text()).trim().split("\n");
  await cy.page.keyboard.press("End");
  await cy.page.waitForFunction(() => document.querySelectorAll("#replay-log li").length > 0);
  const shown = await cy.page.$$eval("#replay-log li", (items) => items.map((li) => li.textContent!.trim()));
  expect(shown.length).toBeGreaterThan(3);
  for (const line of shown) expect(expected).toContain(line);
  const texts = await cy.page.evaluate(() => document.getElementById("replay-screen")!.innerText.split("\n").map((t) => t.trim()).filter(Boolean));
  for (const text of texts) expect(text).not.toMatch(rawKey);
  expect(await englishLeft(texts, "fr")).toEqual([]);
  expect([...ana.errors, ...bo.errors, ...cy.errors]).toEqual([]);
}, 240_000);
