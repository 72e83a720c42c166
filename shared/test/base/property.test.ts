import { publicPart } from "../../src/engine/play";
import { randomFunction } from "../../src/engine/random";
import { base, type BaseState } from "../../src/games/base";
import { DECK_SIZE, START_CREDITS } from "../../src/games/base/data";
import { key } from "../../src/games/base/board";
import { cardCount } from "./helpers";

/** Credits, one site per space, card conservation, and no hand leaking into another seat's view. */
function checkInvariants(s: BaseState) {
  expect(s.credits.every((c) => c >= 0)).toBe(true);
  expect(new Set(s.sites.map(key)).size).toBe(s.sites.length);
  const outposts = s.sites.filter((t) => t.card === "outpost").length;
  expect(cardCount(s)).toBe(DECK_SIZE + outposts);
  const spectator = publicPart(base.view(s, null));
  expect(JSON.stringify(spectator)).not.toMatch(/rng|"deck"|"hands"/);
  for (let seat = 0; seat < s.players; seat++) {
    const v = base.view(s, seat);
    expect(publicPart(v)).toEqual(spectator);
    expect(v.private!.hand).toEqual(s.hands[seat]);
    const stealing = s.phase === "steal" && s.order[s.turn] === seat;
    expect(v.private!.stealHand).toEqual(stealing ? s.hands[s.stealTarget!] : null);
  }
}

/** `eager`: how often a real move is preferred to passing (low values let hands fill up). */
function randomGame(players: number, seed: string, check: boolean, phases = new Set<string>(), eager = 0.8) {
  const rnd = randomFunction(`pick-${seed}`);
  let s = base.setup({ players, seed });
  let steps = 0;
  while (base.result(s) === null) {
    const waiting = base.awaiting(s);
    if (waiting.length !== 1) throw new Error(`awaiting ${JSON.stringify(waiting)}`);
    const seat = waiting[0];
    phases.add(s.phase);
    const legal = base.legalActions(s, seat);
    if (legal.length === 0) throw new Error(`no legal action in phase ${s.phase}`);
    if (check) {
      expect(base.legalActionsInView(base.view(s, seat), seat)).toEqual(legal);
      for (let other = 0; other < s.players; other++) {
        if (other !== seat) expect(base.legalActions(s, other)).toEqual([]);
      }
    }
    const moves = legal.filter((a) => a.type !== "pass");
    const pass = legal.find((a) => a.type === "pass");
    const action = pass && (moves.length === 0 || rnd() >= eager) ? pass : moves[Math.floor(rnd() * moves.length)];
    const r = base.apply(s, seat, action);
    if (!r.ok) throw new Error(`legal action rejected: ${JSON.stringify(action)} ${r.error.message}`);
    s = r.state;
    if (check) checkInvariants(s);
    if (++steps > 20000) throw new Error("game did not end");
  }
  expect(s.deck).toHaveLength(0);
  expect(base.awaiting(s)).toEqual([]);
  const res = base.result(s)!;
  expect(res.scores).toEqual(s.credits);
  expect(res.winners.every((w) => s.credits[w] === Math.max(...s.credits))).toBe(true);
  return { s, steps };
}

describe("random legal play", () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: 16 seeded games end, never throw, accept every listed action`, () => {
      const phases = new Set<string>();
      for (let g = 0; g < 16; g++) {
        const { s } = randomGame(players, `p${players}-g${g}`, g < 3, phases, g % 2 === 0 ? 0.8 : 0.2);
        expect(s.credits.some((c) => c !== START_CREDITS) || s.sites.length >= players).toBe(true);
      }
      // Every decision step was met somewhere.
      expect([...phases].sort()).toEqual(["build", "control", "discard", "outpost", "repair", "steal", "transfer"]);
    });
  }
});
