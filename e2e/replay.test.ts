/**
 * Replays in the browser (docs/client.md, "Replays"). In Space Zoo, Ana plays a whole game
 * against one bot (the server's bots answer at once; her moves are the engine's bot choices, sent
 * through the page's test hook), leaves from the end screen, finds the game in the lobby's recent
 * games and opens its replay at /replay/CODE; Space Base and Cheeses are played to their end by two
 * colyseus.js clients and opened at /replay/CODE. In each replay the board is drawn, the log grows with every step,
 * the jump to the end and single steps back and forward land where they should, the game is
 * "Verified fair" and "Download game" saves the same file the server gives. The same file,
 * tampered, opened from disk at /replay, is "Not verified"; a file made here with the fixed test
 * seed says so. Screenshots: e2e/screenshots/replay-*.png.
 */
import type { Page } from "playwright-core";
import { TestClient } from "../server/test/support/test-client";
import { games, type GameFile } from "@space/shared";
import { randomFunction } from "@space/shared";
import { SqliteGameStore } from "../server/src/store";
import { collectErrors, until } from "../server/test/helpers";
import { seatOf, viewOf } from "../server/test/support/rooms";
import { E2E_MESSAGES_PER_SECOND, boardRenderer, canvasColours, clientDir, hookState, screenshot, startWithBots, useE2EServer, waitForScreen, type Player } from "./harness";
import { botGameFile, openReplayFile } from "./replay-files";

// The server tests' helpers set their own 30 s test timeout when imported: browser steps need the e2e one.
jest.setTimeout(120_000);

// In a browser without WebGL, as the whole games by clicks (the replay board draws the same either way).
// The two clients of `playByClients` move as fast as the room answers, within the harness's message budget.
const e2e = useE2EServer({ clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:") });

const GAMES = ["zoo", "base", "cheeses"] as const;
type GameId = (typeof GAMES)[number];
const PLAY_MS = 90_000;

interface Seen {
  status: string;
  code: string;
  mySeat: number;
  moves: number;
  awaiting: number[];
  view: never;
}

/** Plays Ana's seat with the engine's bot (decided here from her page's view) until the game ends. */
async function playToTheEnd(page: Page, gameId: GameId): Promise<string> {
  const engine = games[gameId]!;
  const rng = randomFunction(`replay-e2e:${gameId}`);
  const end = Date.now() + PLAY_MS;
  for (;;) {
    if (Date.now() > end) throw new Error(`${gameId}: the game did not end in time (${JSON.stringify(await hookState(page).then((s) => s && { moves: (s as any).moves, awaiting: (s as any).awaiting, phase: (s.view as any).phase, round: (s.view as any).round }))})`);
    const s = (await hookState(page)) as unknown as Seen;
    if (s.status === "ended") return s.code;
    if (!s.awaiting.includes(s.mySeat)) {
      await page.waitForFunction((m) => {
        const now = (window as any).__tabletop.state();
        return now.moves > m || now.status === "ended" || now.awaiting.includes(now.mySeat);
      }, s.moves, { timeout: 10_000 });
      continue;
    }
    const action = engine.bot.choose(s.view, s.mySeat, rng);
    await page.evaluate((a) => (window as any).__tabletop.send(a), action);
    await page.waitForFunction((m) => {
      const now = (window as any).__tabletop.state();
      return now.moves > m || now.status === "ended";
    }, s.moves, { timeout: 10_000 });
  }
}

/**
 * A game of two real colyseus.js clients against the server started for these tests, each seat
 * played with the engine's bot from what that client decoded; resolves with the room code once the
 * game has ended. Space Base runs to about 350 moves, too many to click through a page in time.
 */
async function playByClients(gameId: GameId): Promise<string> {
  const engine = games[gameId]!;
  const rng = randomFunction(`replay-e2e-clients:${gameId}`);
  const endpoint = e2e.origin().replace(/^http/, "ws");
  const host = await new TestClient(endpoint).create(gameId, { name: "Ana", seats: 2 });
  await until(() => Boolean(host.state?.code), 5000, "the room's first state");
  const guest = await new TestClient(endpoint).joinById(host.roomId, { name: "Bo" });
  const rooms = [host, guest];
  const errors = rooms.map(collectErrors);
  const lastSent = new Map(rooms.map((r) => [r, 0]));
  await until(() => host.state.seats.filter((s: { kind: string }) => s.kind === "human").length === 2, 5000, "both seated");
  host.send("start");
  await until(() => rooms.every((r) => r.state.status === "playing" && seatOf(r) >= 0), 5000, "the start");
  const end = Date.now() + PLAY_MS;
  while (host.state.status !== "ended") {
    if (Date.now() > end) throw new Error(`${gameId}: the game did not end in time (move ${host.state.moves})`);
    const moves = host.state.moves;
    const room = rooms.find((r) => (r.state.awaiting as number[]).includes(seatOf(r)));
    if (room) {
      // Within the room's per-connection budget (E2E_MESSAGES_PER_SECOND), with a fifth to spare.
      const wait = lastSent.get(room)! + 1200 / E2E_MESSAGES_PER_SECOND - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      room.send("action", engine.bot.choose(viewOf(room), seatOf(room), rng));
      lastSent.set(room, Date.now());
    }
    await until(() => rooms.every((r) => r.state.moves > moves || r.state.status === "ended"), 5000, `move ${moves + 1}`)
      .catch((e: Error) => { throw new Error(`${e.message}; refusals: ${JSON.stringify(errors)}`); });
  }
  const code = host.roomId;
  await Promise.all(rooms.map((r) => r.leave()));
  return code;
}

const replayStep = (page: Page) => page.$eval("#replay-screen", (el) => Number((el as HTMLElement).dataset.step));
const logShown = (page: Page) => page.$$eval("#replay-log li:not([hidden])", (items) => items.length);

async function waitForReplay(page: Page): Promise<void> {
  await page.waitForSelector("#replay-screen[data-ready='true']", { timeout: 20_000 });
}

/** Clicks a control and waits until the replay shows `step`. */
async function clickTo(page: Page, id: string, step: number): Promise<void> {
  await page.click(id);
  await page.waitForFunction((s) => (document.getElementById("replay-screen") as HTMLElement).dataset.step === String(s), step);
}

let ana: Player;
beforeAll(async () => {
  ana = await e2e.newPlayer("Ana");
});

describe.each(GAMES)("%s", (gameId) => {
  let code = "";
  let record: GameFile;

  const fetchRecord = async (): Promise<GameFile> => {
    const response = await fetch(`${e2e.origin()}/api/records/${code}`);
    expect(response.status).toBe(200);
    const file = (await response.json()) as GameFile;
    expect(file.gameId).toBe(gameId);
    return file;
  };

  if (gameId === "zoo") {
    test("a game against a bot, played to its end in the page, is in the lobby's recent games with its replay", async () => {
      const page = ana.page;
      await page.goto(e2e.origin());
      await startWithBots(page, "Ana", { game: gameId, seats: 2, bots: 1 });
      code = await playToTheEnd(page, gameId);
      await waitForScreen(page, "ended");
      await page.waitForSelector("#winner:not([hidden])");
      expect(await page.getAttribute("#watch-replay", "href")).toBe(`/replay/${code}`);
      // The end screen's download saves the server's file.
      const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download-game")]);
      const saved = JSON.parse(await streamText(await download.createReadStream())) as GameFile;
      expect(saved.code).toBe(code);
      await screenshot(page, "replay-end-screen");
      record = await fetchRecord();

      await page.click("#back-to-lobby");
      await waitForScreen(page, "lobby");
      const entry = page.locator(`#recent-games li[data-code="${code}"]`);
      await entry.waitFor();
      expect(await entry.getAttribute("data-status")).toBe("ended");
      expect(await entry.locator("a").getAttribute("href")).toBe(`/replay/${code}`);
      await screenshot(page, "replay-lobby-recent");
      await entry.locator("a").click();
      await page.waitForURL(`**/replay/${code}`);
      await waitForReplay(page);
    });
  } else {
    test("a game of two players played to its end opens at /replay/CODE", async () => {
      code = await playByClients(gameId);
      record = await fetchRecord();
      await ana.page.goto(`${e2e.origin()}/replay/${code}`);
      await waitForReplay(ana.page);
    }, PLAY_MS + 30_000);
  }

  test("the replay steps through the whole game: board, log, controls, verified mark", async () => {
    const page = ana.page;
    expect(page.url()).toMatch(new RegExp(`/replay/${code}$`));
    const steps = record.actions.length;
    expect(Number(await page.getAttribute("#replay-screen", "data-steps"))).toBe(steps);
    expect(await replayStep(page)).toBe(0);
    expect(await canvasColours(page)).toBeGreaterThan(2);
    // The seat this browser played is the board's first point of view (else everyone's public
    // view); every seat's secrets are listed.
    expect(await page.inputValue("#replay-seat")).toBe(gameId === "zoo" ? "0" : "");
    expect(await page.$$eval("#replay-revealed .revealed-seat", (seats) => seats.length)).toBe(2);
    // And the face-down piles in their order (Cheeses has none: its dice are rolled as play goes).
    const piles = await page.$$eval("#replay-revealed .revealed-pile h3", (hs) => hs.map((x) => x.textContent));
    expect(piles).toEqual({
      zoo: [expect.stringMatching(/^Research pile \(black backs\) \(\d+, top first\)$/), expect.stringMatching(/^Planet deck \(\d+, top first\)$/)],
      base: [expect.stringMatching(/^Draw deck \(\d+, top first\)$/)],
      cheeses: [],
    }[gameId]);

    // The log grows with every step forward (every step has at least one line).
    let shown = await logShown(page);
    expect(shown).toBeGreaterThan(0);
    for (let s = 1; s <= 4; s++) {
      await clickTo(page, "#replay-forward", s);
      const now = await logShown(page);
      expect(now).toBeGreaterThan(shown);
      shown = now;
      expect(await page.$$eval("#replay-log li.current:not([hidden])", (items) => items.length)).toBeGreaterThan(0);
    }

    // To the end, a few steps back and forward again, also with the keyboard.
    await clickTo(page, "#replay-end", steps);
    const atEnd = await logShown(page);
    expect(atEnd).toBeGreaterThan(shown);
    expect(await page.textContent("#replay-step")).toBe(`Action ${steps} of ${steps}`);
    for (let s = 1; s <= 3; s++) await clickTo(page, "#replay-back", steps - s);
    expect(await logShown(page)).toBeLessThan(atEnd);
    await page.focus("#replay-screen h1").catch(() => undefined);
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction((s) => (document.getElementById("replay-screen") as HTMLElement).dataset.step === String(s), steps - 2);
    await clickTo(page, "#replay-forward", steps - 1);
    await clickTo(page, "#replay-forward", steps);
    expect(await logShown(page)).toBe(atEnd);
    expect(await page.isDisabled("#replay-forward")).toBe(true);

    // Jump to a round (each game's view counts rounds or turns), then play a little at 4x.
    const rounds = await page.$$eval("#replay-round option", (options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(rounds.length).toBeGreaterThan(1);
    await page.selectOption("#replay-round", rounds[1]);
    await page.waitForFunction((s) => (document.getElementById("replay-screen") as HTMLElement).dataset.step === s, rounds[1]);
    await page.selectOption("#replay-speed", "4");
    await page.click("#replay-play");
    await page.waitForFunction((s) => Number((document.getElementById("replay-screen") as HTMLElement).dataset.step) >= Number(s) + 2, rounds[1], { timeout: 5000 });
    await page.click("#replay-play");

    // Everyone's public view on the board, then the end again.
    await page.selectOption("#replay-seat", "");
    await clickTo(page, "#replay-end", steps);
    expect(await canvasColours(page)).toBeGreaterThan(2);

    await page.waitForFunction(() => /Verified fair/.test(document.getElementById("replay-verified")?.textContent ?? ""));
    expect(await page.$$eval("#replay-checks li.bad", (items) => items.length)).toBe(0);
    expect(await page.$("#replay-fixed-seed")).toBeNull();
    // A replay left on one step draws nothing (a frame every 10 s at most, client/src/boards/frames.ts),
    // not sixty a second, once the last step's highlights (at most 550 ms) are over.
    const drawn = () => page.evaluate(() => (window as unknown as { __tabletop: { frames(): { drawn: number } } }).__tabletop.frames().drawn);
    expect(await boardRenderer(page)).toBe("canvas");
    await page.waitForTimeout(1000);
    const idleStart = await drawn();
    await page.waitForTimeout(2000);
    expect(await drawn() - idleStart).toBeLessThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `replay-${gameId}`);

    // "Download game" saves the very file the server gave.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#replay-download")]);
    expect(download.suggestedFilename()).toBe(`space-tabletop-${gameId}-${code}.json`);
    expect(JSON.parse(await streamText(await download.createReadStream()))).toEqual(record);
    expect(ana.errors).toEqual([]);
  });

  test("the same file, tampered, opened from this device, is not verified", async () => {
    const page = ana.page;
    const tampered = structuredClone(record);
    tampered.result.scores[0] += 7;
    await openReplayFile(page, e2e.origin(), tampered, `tampered-${gameId}.json`);
    await waitForReplay(page);
    await page.waitForFunction(() => /Not verified/.test(document.getElementById("replay-verified")?.textContent ?? ""));
    const failed = await page.$$eval("#replay-checks li.bad", (items) => items.map((li) => li.textContent));
    expect(failed).toEqual([expect.stringMatching(/recorded result/)]);
    // It still replays: the moves themselves were not touched.
    expect(Number(await page.getAttribute("#replay-screen", "data-steps"))).toBe(record.actions.length);
    if (gameId === "base") await screenshot(page, "replay-tampered");
    expect(ana.errors).toEqual([]);
  });
});

test("a file made with the fixed test seed says so, and a file that is no game is refused", async () => {
  const page = ana.page;
  const file = await botGameFile("cheeses", "fixed-test-seed");
  await openReplayFile(page, e2e.origin(), file, "fixed.json");
  await waitForReplay(page);
  await page.waitForSelector("#replay-fixed-seed");
  expect(await page.textContent("#replay-fixed-seed")).toBe("Played with the server's fixed test seed");
  await page.waitForFunction(() => /Not verified/.test(document.getElementById("replay-verified")?.textContent ?? ""));
  await clickTo(page, "#replay-end", file.actions.length);
  expect(await canvasColours(page)).toBeGreaterThan(2);
  await screenshot(page, "replay-fixed-seed");

  await openReplayFile(page, e2e.origin(), { hello: "world" }, "nope.json");
  await page.waitForFunction(() => /not a Space Tabletop game file/.test(document.getElementById("replay-file-error")?.textContent ?? ""));
  await page.goto(`${e2e.origin()}/replay/ZZZZZ`);
  await page.waitForFunction(() => /no record/.test(document.getElementById("replay-problem")?.textContent ?? ""));
  expect(ana.errors).toEqual([]);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
