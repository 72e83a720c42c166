import type { Page } from "playwright-core";
import { zoo } from "@space/shared/zoo";
import type { ZooAction, ZooView } from "@space/shared/zoo";
import { randomFunction } from "@space/shared";
import { spacesFor } from "./zoo-clicks";
import { clickSpace, clientDir, PHONE, meetInRoomAll, screenshot, useE2EServer, type Player } from "./harness";

/**
 * A whole game of Space Zoo in the browser: Ana (desktop), Bo (phone) and Cy (small laptop) meet
 * in one room and play to the winner screen. Each page decides with the engine's bot, in this
 * process, from the view its own page shows, and plays the decision by clicking the board canvas
 * where the test hook says the space is (so the board's own hit-testing and actions are used).
 */

const e2e = useE2EServer({ clientDir });

/** How long one decision may take to show up after its clicks, and a whole game. */
const ACTION_MS = 10000;
const GAME_MS = 150000;

/** What this test reads from `window.__tabletop.state()`. */
interface Seen {
  status: string;
  mySeat: number;
  moves: number;
  view: ZooView;
  winners: number[];
}

function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => (window as unknown as { __tabletop: { state(): unknown } }).__tabletop.state() as never);
}

/** The seat still has to decide in the step `view` shows. */
function mustAct(view: ZooView, seat: number): boolean {
  return view.awaiting.includes(seat) && !view.submitted.includes(seat);
}

const countOf = <T>(items: T[], item: T) => items.filter((x) => x === item).length;

/**
 * Whether `now` shows that the server took `action` of `seat`, compared with `before` (the view it
 * was decided from): the seat is done with that step, and what the action does is visible.
 * Later automatic steps (reveals, scoring, the next turn) may already have run.
 */
function played(action: ZooAction, seat: number, before: Seen, now: Seen): boolean {
  if (now.moves <= before.moves) return false;
  if (now.status === "ended") return true;
  const was = before.view;
  const is = now.view;
  // In a simultaneous step other seats' moves also count up: wait until this seat is done too.
  const simultaneous = was.stage === "select" || was.stage === "build";
  if (simultaneous && is.stage === was.stage && is.turn === was.turn && mustAct(is, seat)) return false;
  const me = is.players[seat];
  const planet = (id: string) => is.planets.find((p) => p.id === id);
  switch (action.type) {
    case "choose": return is.private?.choice === action.phase || me.played === action.phase || me.locked === action.phase;
    case "takeCoin": return me.coins > was.players[seat].coins;
    case "takeToken": return is.holder === seat;
    case "buy": {
      const card = was.track[action.position - 1]!;
      return countOf(me.research, card) > countOf(was.players[seat].research, card);
    }
    case "build": return action.build
      ? is.private?.build === true || me.bank < was.players[seat].bank
      : is.private?.build === false || me.bank === was.players[seat].bank;
    case "reveal": return is.planetDeckCount < was.planetDeckCount;
    case "place": return action.planets.every((id) => planet(id)?.camps.includes(seat));
    case "trade": return planet(action.planet)?.camps.includes(seat) ?? false;
    case "sell": return (planet(action.planet)?.tokens ?? 0) < was.planets.find((p) => p.id === action.planet)!.tokens;
    case "pass": return true;
  }
}

/** Polls the page until `action` shows as played; fails naming the action and the clicks. */
async function waitUntilPlayed(player: Player, action: ZooAction, seat: number, before: Seen): Promise<void> {
  const deadline = Date.now() + ACTION_MS;
  while (Date.now() < deadline) {
    if (played(action, seat, before, await seen(player.page))) return;
    await player.page.waitForTimeout(50);
  }
  throw new Error(`${player.name} (seat ${seat}) clicked ${spacesFor(action).join(", ")} to play ${JSON.stringify(action)}, `
    + `but within ${ACTION_MS} ms the server did not show it as played (moves stayed at ${before.moves} or something else was sent)`);
}

/** One page's part: decide with the bot whenever this seat is awaited, click it, until the game ends. Returns the actions played. */
async function playUntilEnd(player: Player, stop: { failed: boolean }): Promise<ZooAction[]> {
  const rng = randomFunction(`zoo-full-game:${player.name}`);
  const actions: ZooAction[] = [];
  const end = Date.now() + GAME_MS;
  for (;;) {
    if (stop.failed) throw new Error(`${player.name} stopped: another page failed`);
    if (Date.now() > end) throw new Error(`${player.name}: the game did not end within ${GAME_MS} ms`);
    const now = await seen(player.page);
    if (now.status === "ended") return actions;
    const seat = now.mySeat;
    if (!mustAct(now.view, seat)) {
      // Someone else's turn: wait for the next move (or the end) on this page.
      await player.page.waitForFunction((m) => {
        const s = (window as unknown as { __tabletop: { state(): { moves: number; status: string } } }).__tabletop.state();
        return s.moves > m || s.status === "ended";
      }, now.moves, { timeout: ACTION_MS * 2 }).catch(() => undefined);
      continue;
    }
    const action = zoo.bot.choose(now.view, seat, rng);
    for (const id of spacesFor(action)) {
      await clickSpace(player.page, id, ACTION_MS).catch(() => {
        throw new Error(`${player.name} (seat ${seat}) cannot click "${id}" to play ${JSON.stringify(action)}: the board has no such space`);
      });
    }
    await waitUntilPlayed(player, action, seat, now);
    actions.push(action);
  }
}

test("Ana, Bo and Cy play a whole game of Space Zoo by clicking the board", async () => {
  const players = [
    await e2e.newPlayer("Ana", { width: 1280, height: 800 }),
    await e2e.newPlayer("Bo", PHONE),
    await e2e.newPlayer("Cy", { width: 1024, height: 768 }),
  ];
  await meetInRoomAll(e2e.origin(), players, "zoo");
  const seats = await Promise.all(players.map(async (p) => (await seen(p.page)).mySeat));
  expect([...seats].sort()).toEqual([0, 1, 2]);

  const stop = { failed: false };
  const played = await Promise.all(players.map((p) => playUntilEnd(p, stop).catch((e: unknown) => {
    stop.failed = true;
    throw e;
  })));
  // Every seat played its part by clicks: at least an action card in every turn.
  const ends = await Promise.all(players.map((p) => seen(p.page)));
  for (const [i, actions] of played.entries()) {
    expect(countOf(actions.map((a) => a.type), "choose")).toBe(ends[i].view.turn);
  }

  // The winner screen, with the same winners, on every page.
  const winners = ends[0].winners;
  expect(winners.length).toBeGreaterThan(0);
  const names = Object.fromEntries(players.map((p, i) => [seats[i], p.name]));
  for (const [i, p] of players.entries()) {
    expect(ends[i].status).toBe("ended");
    expect(ends[i].winners).toEqual(winners);
    await p.page.waitForSelector("#winner:not([hidden])");
    const won = await p.page.$$eval("#final-scores li.won span:first-child", (els) => els.map((e) => e.textContent));
    expect(won.sort()).toEqual(winners.map((s) => names[s]).sort());
    const headline = await p.page.textContent("#winner-headline");
    expect(headline).toMatch(winners.includes(seats[i]) ? /You (win|share the win)/ : new RegExp(names[winners[0]]));
    await screenshot(p.page, `zoo-full-game-end-${p.name.toLowerCase()}`);
    expect(p.errors).toEqual([]);
  }
}, 180000);
