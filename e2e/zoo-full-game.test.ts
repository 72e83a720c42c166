import { zoo } from "@space/shared/zoo";
import type { ZooAction, ZooView } from "@space/shared/zoo";
import { spacesFor } from "./zoo-clicks";
import { expectTheEnd, playWholeGame, seen, type Seen } from "./full-game";
import { boardRenderer, clickSpace, clientDir, PHONE, SMALL_PHONE, meetInRoomAll, useE2EServer } from "./harness";

/**
 * A whole game of Space Zoo in the browser: Ana (laptop, 1280x800), Bo (phone, 390x844) and Cy
 * (small phone, 360x740) meet in one room and play to the winner screen; before every decision the
 * phones show nothing cut and their controls at full size, the laptop the log's newest line (full-game.ts). Each page decides with the engine's bot, in this
 * process, from the view its own page shows, and plays the decision by clicking the board canvas
 * where the test hook says the space is (so the board's own hit-testing and actions are used).
 */

// In a browser without WebGL, as the other whole games.
const e2e = useE2EServer({ clientDir });

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
function played(action: ZooAction, seat: number, before: Seen<ZooView>, now: Seen<ZooView>): boolean {
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

test("Ana, Bo and Cy play a whole game of Space Zoo by clicking the board", async () => {
  const players = [
    await e2e.newPlayer("Ana", { width: 1280, height: 800 }),
    await e2e.newPlayer("Bo", PHONE),
    await e2e.newPlayer("Cy", SMALL_PHONE),
  ];
  await meetInRoomAll(e2e.origin(), players, "zoo");
  expect(await boardRenderer(players[0].page)).toBe("canvas");
  const seats = await Promise.all(players.map(async (p) => (await seen(p.page)).mySeat));
  expect([...seats].sort()).toEqual([0, 1, 2]);

  const actions = await playWholeGame<ZooView, ZooAction>(players, {
    decide: (view, seat, rng) => zoo.bot.choose(view, seat, rng),
    async play(player, action) {
      for (const id of spacesFor(action)) {
        await clickSpace(player.page, id, 10000).catch(() => {
          throw new Error(`${player.name} cannot click "${id}" to play ${JSON.stringify(action)}: the board has no such space`);
        });
      }
    },
    played,
    awaited: (now) => mustAct(now.view, now.mySeat),
  }, 150_000);
  // Every seat played its part by clicks: an action card in every turn.
  const ends = await Promise.all(players.map((p) => seen<ZooView>(p.page)));
  for (const [i, played] of actions.entries()) {
    expect(countOf(played.map((a) => a.type), "choose")).toBe(ends[i].view.turn);
  }
  await expectTheEnd(players, "zoo");
}, 180000);
