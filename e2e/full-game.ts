import { randomFunction } from "@space/shared";
import type { Page } from "playwright-core";
import { screenshot, waitForScreen, type Player } from "./harness";
import { logNewestInView, phoneSlips } from "./phone-checks";

/**
 * A whole game played in the browser by several pages, each deciding with the engine's bot from
 * the view its own page shows and playing the decision by clicks (`play`), until the winner screen.
 */

/** What a page shows, read through the test hook (`window.__tabletop.state()`). */
export interface Seen<V = Record<string, unknown>> {
  status: string;
  mySeat: number;
  moves: number;
  awaiting: number[];
  view: V;
  winners: number[];
  logTotal: number;
  /** The log's last line. */
  last: string;
}

/**
 * Reads what the test needs, not the whole state (the public game twice, the seats, the log), as one
 * JSON string: playwright checks a returned object value by value, which took a third of the test
 * process's time in a whole game.
 */
export async function seen<V>(page: Page): Promise<Seen<V>> {
  return JSON.parse(await page.evaluate(() => {
    const s = (window as unknown as { __tabletop: { state(): Seen & { log: string[] } } }).__tabletop.state();
    return JSON.stringify({ status: s.status, mySeat: s.mySeat, moves: s.moves, awaiting: s.awaiting, view: s.view, winners: s.winners, logTotal: s.logTotal, last: s.log[s.log.length - 1] ?? "" });
  })) as Seen<V>;
}

/**
 * `seen`, once the page shows more than `moves` moves or the game's end, or after `ms` as it is then:
 * in one round trip, the page checking every 16 ms (an interval, not every animation frame: a page
 * polled each frame keeps drawing frames, a tenth of a core here).
 */
async function seenAfter<V>(page: Page, moves: number, ms: number): Promise<Seen<V>> {
  return JSON.parse(await page.evaluate(async ([m, wait]) => {
    const hook = (window as unknown as { __tabletop: { state(): Seen & { log: string[] } } }).__tabletop;
    const end = Date.now() + wait;
    while (Date.now() < end && hook.state().moves <= m && hook.state().status !== "ended") await new Promise((done) => setTimeout(done, 16));
    const s = hook.state();
    return JSON.stringify({ status: s.status, mySeat: s.mySeat, moves: s.moves, awaiting: s.awaiting, view: s.view, winners: s.winners, logTotal: s.logTotal, last: s.log[s.log.length - 1] ?? "" });
  }, [moves, ms] as const)) as Seen<V>;
}

export interface GamePart<V, A> {
  /** The decision, from this seat's view only. */
  decide(view: V, seat: number, rng: () => number): A;
  /** Plays `action` on `player`'s page by clicks (the board canvas, or the DOM forms beside it). */
  play(player: Player, action: A, now: Seen<V>): Promise<void>;
  /** Whether `now` shows `action` of `seat` taken (default: `tookTurn`). */
  played?(action: A, seat: number, before: Seen<V>, now: Seen<V>): boolean;
  /** Whether this page's seat must decide now (default: the server awaits it). */
  awaited?(now: Seen<V>): boolean;
  /** Checks made each time this page is about to decide (e.g. that the controls are in view). */
  check?(player: Player, now: Seen<V>): Promise<void>;
  /** How long one decision may take to show up after its clicks. */
  actionMs?: number;
}

/** The step a view is in, by the fields the games name it with. */
function stepOf(view: Record<string, unknown>): string {
  return JSON.stringify([view.turn, view.round, view.step, view.phase, view.stage, view.active]);
}

/**
 * The default `played`: more moves than before and, in a step several seats decide at once (where
 * the others' moves count up too), this seat no longer awaited or the step moved on.
 */
function tookTurn<V>(seat: number, before: Seen<V>, now: Seen<V>): boolean {
  if (now.moves <= before.moves) return false;
  if (now.status === "ended" || before.awaiting.length <= 1) return true;
  return !now.awaiting.includes(seat) || stepOf(now.view as Record<string, unknown>) !== stepOf(before.view as Record<string, unknown>);
}

async function waitUntilPlayed<V, A>(player: Player, part: GamePart<V, A>, action: A, before: Seen<V>): Promise<void> {
  const limit = part.actionMs ?? 10000;
  const deadline = Date.now() + limit;
  const seat = before.mySeat;
  let moves = before.moves;
  let now = before;
  while (Date.now() < deadline) {
    // The page polls itself until a move shows, then answers with what it shows.
    now = await seenAfter<V>(player.page, moves, Math.max(1, deadline - Date.now()));
    if (part.played ? part.played(action, seat, before, now) : tookTurn(seat, before, now)) return;
    // Another seat's move in a step decided together: wait for the next one.
    moves = now.moves;
  }
  await screenshot(player.page, `full-game-stuck-${player.name.toLowerCase()}`);
  throw new Error(`${player.name} (seat ${seat}) clicked to play ${JSON.stringify(action)}, but within ${limit} ms the server `
    + `did not show it as played (moves ${before.moves} then ${now.moves}, awaiting ${JSON.stringify(now.awaiting)}, `
    + `step ${stepOf(now.view as Record<string, unknown>)}, last line "${now.last}"); page errors: ${player.errors.join("; ") || "none"}`);
}

/**
 * Before every decision, what the page shows (issue 39): on a phone (under 640 px) nothing cut or
 * under 12 px, the prompt bar on top, the submit control on screen, 44 px controls; on a laptop the
 * log's newest line in view.
 */
async function tableCheck<V>(player: Player, now: Seen<V>): Promise<void> {
  const phone = (player.page.viewportSize()?.width ?? 1280) < 640;
  const slips = phone ? await phoneSlips(player.page) : (await logNewestInView(player.page)) ? [] : ["the log's newest line is not in view"];
  if (slips.length) {
    await screenshot(player.page, `full-game-slip-${player.name.toLowerCase()}`);
    throw new Error(`${player.name} at move ${now.moves} ("${now.last}"): ${slips.join("; ")}`);
  }
}

/** One page's part: whenever its seat is awaited, decide and click, until the game ends. Returns the actions played. */
async function playUntilEnd<V, A>(player: Player, part: GamePart<V, A>, stop: { failed: boolean }, gameMs: number): Promise<A[]> {
  const rng = randomFunction(`full-game:${player.name}`);
  const actions: A[] = [];
  const end = Date.now() + gameMs;
  // What the page showed after waiting for another seat's move (read again after this page's own).
  let next: Seen<V> | null = null;
  for (;;) {
    if (stop.failed) throw new Error(`${player.name} stopped: another page failed`);
    if (Date.now() > end) throw new Error(`${player.name}: the game did not end within ${gameMs} ms`);
    const now: Seen<V> = next ?? await seen<V>(player.page);
    next = null;
    if (now.status === "ended") return actions;
    if (!(part.awaited ? part.awaited(now) : now.awaiting.includes(now.mySeat))) {
      next = await seenAfter<V>(player.page, now.moves, 20000);
      continue;
    }
    await tableCheck(player, now);
    await part.check?.(player, now);
    const action = part.decide(now.view, now.mySeat, rng);
    await part.play(player, action, now);
    await waitUntilPlayed(player, part, action, now);
    actions.push(action);
  }
}

/** Every page plays its seat to the end; the first failure stops the others. Returns each page's actions. */
export async function playWholeGame<V, A>(players: Player[], part: GamePart<V, A>, gameMs: number): Promise<A[][]> {
  const stop = { failed: false };
  return Promise.all(players.map((p) => playUntilEnd(p, part, stop, gameMs).catch((e: unknown) => {
    stop.failed = true;
    throw e;
  })));
}

/**
 * A spectator follows the game by the room's watch link until it ends; after every move it sees
 * (two frames after it arrives), the log panel shows the newest line. Returns the moves it saw.
 */
export async function watchWholeGame(watcher: Player, origin: string, code: string, gameMs: number): Promise<number> {
  await watcher.page.goto(`${origin}/?room=${code}&watch=1`);
  await waitForScreen(watcher.page, "lobby");
  await watcher.page.fill("#name", watcher.name);
  await watcher.page.click("#join");
  await waitForScreen(watcher.page, "game");
  const end = Date.now() + gameMs;
  let seenMoves = 0;
  let now = await seen(watcher.page);
  for (let moves = -1; Date.now() < end;) {
    if (now.moves > moves) {
      seenMoves++;
      moves = now.moves;
      if (!(await logNewestInView(watcher.page, true))) {
        await screenshot(watcher.page, `full-game-slip-${watcher.name.toLowerCase()}`);
        throw new Error(`${watcher.name} (watching, ${JSON.stringify(watcher.page.viewportSize())}) at move ${moves}: the log's newest line is not in view`);
      }
    }
    if (now.status === "ended") return seenMoves;
    now = await seenAfter(watcher.page, moves, 20000);
  }
  throw new Error(`${watcher.name}: the game did not end within ${gameMs} ms`);
}

/**
 * The end, as every page shows it: the same winners, the winner screen naming them, and the log
 * panel showing the game's last line (numbered as in the whole log). Returns the winners.
 */
export async function expectTheEnd(players: Player[], gameName: string): Promise<number[]> {
  const ends = await Promise.all(players.map((p) => seen(p.page)));
  const winners = ends[0].winners;
  expect(winners.length).toBeGreaterThan(0);
  const names = Object.fromEntries(players.map((p, i) => [ends[i].mySeat, p.name]));
  for (const [i, p] of players.entries()) {
    expect(ends[i].status).toBe("ended");
    expect(ends[i].winners).toEqual(winners);
    await p.page.waitForSelector("#winner:not([hidden])");
    const won = await p.page.$$eval("#final-scores li.won span:first-child", (els) => els.map((e) => e.textContent));
    expect(won.sort()).toEqual(winners.map((s) => names[s]).sort());
    const headline = await p.page.textContent("#winner-headline");
    expect(headline).toMatch(winners.includes(ends[i].mySeat) ? /You (win|share the win)/ : new RegExp(names[winners[0]]));
    // The log panel follows the game to its last line.
    await p.page.waitForFunction((n) => Number(document.querySelector("#log li:last-child")?.getAttribute("value")) === n, ends[i].logTotal);
    expect((await p.page.textContent("#log li:last-child"))?.trim()).toBe(ends[i].last);
    await screenshot(p.page, `${gameName}-full-game-end-${p.name.toLowerCase()}`);
    expect(p.errors).toEqual([]);
  }
  return winners;
}
