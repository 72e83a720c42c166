/**
 * Space Zoo's guided first game (src/games/zoo/lesson.ts): what its guided round shows the learner
 * (seat 0) really happens at its seed, and its steps are the moves the engine parses. The
 * cross-game contract (test/engine/lesson.test.ts) checks it plays as written and is worded.
 */
import type { GameEvent } from "../../src/engine/game";
import { LEARNER, playLesson, scriptedMove, type Lesson } from "../../src/engine/lesson";
import { zoo } from "../../src/games/zoo";
import { lesson } from "../../src/games/zoo/lesson";
import { saleValue } from "../../src/games/zoo/rules";
import type { ZooAction, ZooState } from "../../src/games/zoo/types";

interface Move {
  seat: number;
  /** The move as written in the lesson. */
  written: ZooAction;
  /** The move as the engine parsed it. */
  action: ZooAction;
  before: ZooState;
  after: ZooState;
  events: GameEvent[];
}

/** The guided round move by move, in the order playLesson makes them, with the states around each. */
function replay(l: Lesson<ZooAction>): Move[] {
  let state = zoo.setup({ players: l.players, seed: l.seed });
  const played = new Array<number>(l.players).fill(0);
  const moves: Move[] = [];
  for (;;) {
    const next = zoo.awaiting(state).map((seat) => ({ seat, written: scriptedMove(l, seat, played[seat]!) })).find((m) => m.written !== undefined);
    if (!next) return moves;
    const r = zoo.apply(state, next.seat, next.written);
    if (!r.ok) throw new Error(`seat ${next.seat}'s move ${JSON.stringify(next.written)} is refused`);
    moves.push({ seat: next.seat, written: next.written!, action: r.action, before: state, after: r.state, events: r.events });
    state = r.state;
    played[next.seat]! += 1;
  }
}

const moves = replay(lesson);
const learner = moves.filter((m) => m.seat === LEARNER);
const played = playLesson(zoo, lesson);
const learnerEvents = played.stepEvents.flat();

/** The phases of the round in which the learner and a bot took part together, with their order and events. */
function collisions(events: GameEvent[]): { name: string; order: number[]; events: GameEvent[] }[] {
  const found: { name: string; order: number[]; events: GameEvent[] }[] = [];
  let open: GameEvent[] | null = null;
  for (const e of events) {
    if (e.type === "phase" || e.type === "scored") open = null;
    if (e.type === "phase" && e.selected && (e.order as number[]).includes(LEARNER) && (e.order as number[]).length > 1) {
      open = [];
      found.push({ name: e.name as string, order: e.order as number[], events: open });
    } else open?.push(e);
  }
  return found;
}

describe("Space Zoo's guided first game", () => {
  test("the guided round has the learner choose an action card in secret, collide with a bot, explore a planet and sell animals", () => {
    expect(learnerEvents).toContainEqual({ type: "submitted", seat: LEARNER, phase: 0 });
    // A collision: a phase the learner and a bot both chose, in which the bot acted before the learner.
    expect(collisions(played.events).some((c) => {
      const acts = c.events.filter((e) => typeof e.seat === "number" && ["bought", "placed", "traded", "sold"].includes(e.type));
      return acts.length > 1 && acts[0]!.seat !== LEARNER && acts.some((e) => e.seat === LEARNER);
    })).toBe(true);
    expect(learnerEvents.some((e) => e.type === "placed" && e.seat === LEARNER && (e.planets as string[]).length > 0)).toBe(true);
    expect(learnerEvents.some((e) => e.type === "sold" && e.seat === LEARNER && (e.income as number) > 0)).toBe(true);
  });

  test("each turn the learner chooses an action card in secret: the others see only that a card was chosen, until all cards are revealed together", () => {
    const choices = learner.filter((m) => m.action.type === "choose");
    expect(choices.length).toBeGreaterThanOrEqual(3);
    for (const m of choices) {
      const phase = (m.action as Extract<ZooAction, { type: "choose" }>).phase;
      expect(m.events).toEqual([{ type: "submitted", seat: LEARNER, phase: 0 }]);
      expect(zoo.view(m.after, LEARNER).private?.choice).toBe(phase);
      for (const bot of [1, 2]) {
        const seen = zoo.view(m.after, bot);
        expect(seen.submitted).toContain(LEARNER);
        expect(seen.players[LEARNER]!.played).toBeNull();
      }
      // Revealed by the last bot's choice, all cards at once.
      const revealing = moves.slice(moves.indexOf(m) + 1).find((later) => later.events.some((e) => e.type === "revealed"))!;
      expect(revealing.seat).not.toBe(LEARNER);
      expect(revealing.events.find((e) => e.type === "revealed")!.choices).toHaveLength(lesson.players);
      expect((revealing.events.find((e) => e.type === "revealed")!.choices as string[])[LEARNER]).toBe(phase);
    }
  });

  test("when the learner and a bot choose the same card, both take part in its phase, and the bot before the learner in turn order acts first", () => {
    const found = collisions(played.events);
    expect(found.map((c) => c.name)).toEqual(expect.arrayContaining(["expand", "sell"]));
    for (const c of found.filter((x) => x.name === "expand" || x.name === "sell")) {
      const bot = c.order[0]!;
      expect(bot).not.toBe(LEARNER);
      const acts = c.events.filter((e) => e.type === "placed" || e.type === "sold");
      expect(acts.map((e) => e.seat)).toEqual([bot, LEARNER]);
    }
  });

  test("in the Expand collision the bot places first, its planets then hold a camp and are closed to the learner, who places on planets without camps", () => {
    const step = learner.find((m) => m.action.type === "place")!;
    const learnerPlanets = (step.action as Extract<ZooAction, { type: "place" }>).planets;
    const botMove = moves.slice(0, moves.indexOf(step)).reverse().find((m) => m.action.type === "place")!;
    const botPlanets = (botMove.action as Extract<ZooAction, { type: "place" }>).planets;
    expect(botMove.seat).not.toBe(LEARNER);
    expect(botPlanets.length).toBeGreaterThan(0);
    // Free before the bot placed, taken when the learner's turn came.
    for (const id of botPlanets) {
      expect(botMove.before.planets.find((p) => p.id === id)!.camps).toEqual([]);
      const r = zoo.apply(step.before, LEARNER, { type: "place", planets: [id] });
      expect(r.ok ? null : r.error.reason).toBe("zoo.refusal.planetTaken");
    }
    expect(learnerPlanets.length).toBeGreaterThan(0);
    expect(learnerPlanets.filter((id) => botPlanets.includes(id))).toEqual([]);
    for (const id of learnerPlanets) expect(step.after.planets.find((p) => p.id === id)!.camps).toEqual([LEARNER]);
    expect(step.after.players[LEARNER]!.supply).toBe(step.before.players[LEARNER]!.supply - learnerPlanets.length);
  });

  test("in the Sell Animals collision the bot sells first, the markets of its animal fall, and the learner is paid at the lowered values", () => {
    const step = learner.find((m) => m.action.type === "sell")!;
    const planet = (step.action as Extract<ZooAction, { type: "sell" }>).planet;
    const botMove = moves.slice(0, moves.indexOf(step)).reverse().find((m) => m.action.type === "sell")!;
    expect(botMove.seat).not.toBe(LEARNER);
    const sold = step.events.find((e) => e.type === "sold" && e.seat === LEARNER)!;
    expect(sold.income).toBe(saleValue(planet, step.before.markets));
    expect(sold.income).toBeLessThan(saleValue(planet, botMove.before.markets));
    expect(step.after.players[LEARNER]!.coins).toBe(step.before.players[LEARNER]!.coins + (sold.income as number));
    expect(step.after.planets.find((p) => p.id === planet)!.tokens).toBe(step.before.planets.find((p) => p.id === planet)!.tokens - 1);
  });

  test("the learner explores: builds a camp into the supply, and places camps on planets revealed from the planet deck", () => {
    const built = learnerEvents.find((e) => e.type === "built" && e.seat === LEARNER);
    expect(built).toBeDefined();
    const start = zoo.setup({ players: lesson.players, seed: lesson.seed });
    const revealed = played.events.filter((e) => e.type === "planetRevealed").map((e) => e.planet);
    const placed = learnerEvents.filter((e) => e.type === "placed" && e.seat === LEARNER).flatMap((e) => e.planets as string[]);
    expect(placed.length).toBe(start.players[LEARNER]!.supply + 1);
    // At least one of them was not on the table at the start: a planet card revealed during the round.
    expect(placed.some((id) => revealed.includes(id) && !start.planets.some((p) => p.id === id))).toBe(true);
    for (const id of placed) expect(played.state.planets.find((p) => p.id === id)!.camps).toContain(LEARNER);
  });

  test("every step's move is the engine's own parsed form", () => {
    expect(learner).toHaveLength(lesson.steps.length);
    learner.forEach((m, i) => expect(JSON.stringify(m.action)).toBe(JSON.stringify(lesson.steps[i]!.action)));
    for (const m of moves) expect(JSON.stringify(m.action)).toBe(JSON.stringify(m.written));
  });

  test("the steps say zoo.lesson.1, 2, … in order, and what they say is what happens at this seed", () => {
    expect(lesson.steps.map((s) => s.say)).toEqual(lesson.steps.map((_, i) => `zoo.lesson.${i + 1}`));
    const [choose1, build, choose2, place, choose3, sell] = learner;
    // 1: a camp costs 3 ore and the learner has 3.
    expect(choose1!.before.players[LEARNER]!.ore).toBe(3);
    // 2: building leaves the learner 2 camps to place.
    expect(build!.after.players[LEARNER]!.supply).toBe(2);
    // 3: nobody chose Expand, Sedge Prime was revealed, 4 planets without camps; Build Camp is locked.
    expect(choose2!.before.planets.filter((p) => p.camps.length === 0).map((p) => p.id)).toEqual(["P18", "P01", "P17", "P06"]);
    expect(choose2!.before.players[LEARNER]!.locked).toBe("build");
    // 4: a bot before the learner placed on Neon Steppe and Verdantia; Bubblegum Flats and Sedge Prime are free.
    expect(place!.before.planets.filter((p) => p.camps.length > 0).map((p) => p.id)).toEqual(["P18", "P01"]);
    expect(place!.action).toEqual({ type: "place", planets: ["P17", "P06"] });
    // 5: nobody chose Sell Animals yet; the markets stand at Grass 5, Meat 5, Funky 3.
    expect(played.events.slice(0, played.events.indexOf(played.stepEvents[4]![0]!)).some((e) => e.type === "phase" && e.name === "sell" && e.selected)).toBe(false);
    expect(choose3!.before.markets).toEqual({ grass: 5, meat: 5, funky: 3 });
    // 6: the bot's Glow Gazelle fetched 15 €, Grass and Funky fell a step, the learner's Bouncing Puffball 4 × 2 = 8 €.
    expect(sell!.before.markets).toEqual({ grass: 4, meat: 5, funky: 2 });
    expect(played.events).toContainEqual(expect.objectContaining({ type: "sold", planet: "P18", income: 15 }));
    expect(sell!.events).toContainEqual(expect.objectContaining({ type: "sold", seat: LEARNER, planet: "P17", income: 8 }));
  });
});
