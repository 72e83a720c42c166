import { refusalWords } from "../../src/engine/game";
import { zoo, type ZooState } from "../../src/games/zoo";
import { PHASES, RULES } from "../../src/games/zoo/data";
import { publicPart, replay } from "../../src/engine/play";
import { randomFunction } from "../../src/engine/random";

const GAMES_PER_COUNT = 40;

/** The same game with every secret changed: pending choices, pile and deck order, generator. */
function withOtherSecrets(s: ZooState): ZooState {
  const t = structuredClone(s);
  if (t.stage.kind === "select") t.stage.choices = t.stage.choices.map((c, i) => (c === null ? null : PHASES[(PHASES.indexOf(c) + 1 + i) % 7]));
  if (t.stage.kind === "build") t.stage.choices = t.stage.choices.map((c) => (c === null ? null : !c));
  t.pile.reverse();
  t.planetDeck.reverse();
  t.rng = t.rng.map((x) => x ^ 0x5555);
  return t;
}

/** A plain assertion: jest's expect is too slow for thousands of checks per game. */
function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`invariant broken: ${what}`);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function checkInvariants(s: ZooState): void {
  check(s.turn <= RULES.lastTurn, "the game ends by turn 30");
  for (let seat = 0; seat < s.players.length; seat++) {
    const p = s.players[seat];
    check(p.coins >= 0 && p.ore >= 0 && p.supply >= 0 && p.bank >= 0, "coins, ore and camps never negative");
    const placed = s.planets.filter((pl) => pl.camps.includes(seat)).length;
    check(p.supply + p.bank + placed === RULES.campsPerPlayer, "every player has exactly 10 camps");
  }
  for (const planet of s.planets) {
    check(planet.tokens >= 0, "animal tokens never below 0");
    check(new Set(planet.camps).size === planet.camps.length, "at most one camp per player per planet");
  }
  for (const m of ["grass", "meat", "funky"] as const) check(s.markets[m] >= 1, "markets stay on the track");

  const spectator = publicPart(zoo.view(s, null));
  check(same(publicPart(zoo.view(withOtherSecrets(s), null)), spectator), "the public view does not depend on secrets");
  check(zoo.view(s, null).private === null, "a spectator has no private part");
  const awaited = zoo.awaiting(s);
  for (let seat = 0; seat < s.players.length; seat++) {
    const v = zoo.view(s, seat);
    check(same(publicPart(v), spectator), "every seat's public part equals the spectator's");
    // The seat's private part holds only its own hand and its own pending decisions.
    const mine = v.private!;
    check(same(mine.hand, PHASES.filter((c) => c !== s.players[seat].locked && c !== s.players[seat].played)), "own hand");
    if (s.stage.kind === "select") check(mine.choice === s.stage.choices[seat], "own pending choice");
    if (s.stage.kind === "build") check(mine.build === s.stage.choices[seat], "own pending build decision");
    const legal = zoo.legalActions(s, seat);
    check(same(legal, zoo.legalActionsInView(v, seat)), "legalActions agrees with legalActionsInView");
    if (!awaited.includes(seat)) check(legal.length === 0, "a seat that is not awaited has no legal action");
  }
}

function playGame(players: number, index: number): { state: ZooState; log: { seat: number; action: unknown }[] } {
  const seed = `prop-${players}-${index}`;
  const rnd = randomFunction(seed);
  let s = zoo.setup({ players, seed });
  const log: { seat: number; action: unknown }[] = [];
  for (let steps = 0; !zoo.result(s); steps++) {
    check(steps < 2000, "the game ends");
    checkInvariants(s);
    const awaited = zoo.awaiting(s);
    check(awaited.length > 0, "an unfinished game awaits someone");
    const seat = awaited[Math.floor(rnd() * awaited.length)];
    const legal = zoo.legalActions(s, seat);
    check(legal.length > 0, "an awaited seat has a legal action");
    // Every listed action is accepted (all of them in the first games, a sample later), and apply never changes its input.
    const before = JSON.stringify(s);
    const tried = index < 8 ? legal : [legal[Math.floor(rnd() * legal.length)]];
    for (const a of tried) check(zoo.apply(s, seat, a).ok, `legal action ${JSON.stringify(a)} accepted`);
    const style = index % 3;
    const action = style === 0 ? legal[Math.floor(rnd() * legal.length)]
      : style === 1 ? zoo.bot.choose(zoo.view(s, seat), seat, rnd)
      : rnd() < 0.5 ? zoo.timeoutAction(s, seat) : legal[Math.floor(rnd() * legal.length)];
    const r = zoo.apply(s, seat, action);
    check(JSON.stringify(s) === before, "apply never mutates its input");
    if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${refusalWords(r.error)}`);
    for (const e of r.events) check(typeof zoo.describeEvent(e, ["Ana", "Ben", "Cy", "Di"]) === "string", "events have words");
    log.push({ seat, action });
    s = r.state;
  }
  checkInvariants(s);
  return { state: s, log };
}

describe("property: seeded random games", () => {
  for (const players of [2, 3, 4]) {
    it(`${GAMES_PER_COUNT} games with ${players} players end, never throw and keep the invariants`, () => {
      for (let i = 0; i < GAMES_PER_COUNT; i++) {
        const { state, log } = playGame(players, i);
        const result = zoo.result(state)!;
        expect(result.winners.length).toBeGreaterThan(0);
        expect(state.turn).toBeLessThanOrEqual(RULES.lastTurn);
        if (i < 3) {
          // setup(seed) plus the accepted actions reproduce the game exactly
          expect(replay(zoo, { players, seed: `prop-${players}-${i}` }, log).state).toEqual(state);
        }
      }
    });
  }
});
