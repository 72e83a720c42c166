/**
 * Space Base's guided first game (src/games/base/lesson.ts): the guided round shows the game's main
 * ideas in the learner's own turns, its moves are the engine's own, and its words tell what happens.
 */
import { LEARNER, loadedWords, playLesson, preloadWords, scriptedMove, type GameEvent } from "../../src";
import { base, type BaseAction, type BaseState } from "../../src/games/base";
import { adjacent, controller, cornerZone, siteAt } from "../../src/games/base/board";
import { lesson } from "../../src/games/base/lesson";

interface Move { seat: number; before: BaseState; action: BaseAction; events: GameEvent[] }

/** The guided round move by move, as `playLesson` plays it, with the state before each move. */
function moves(): Move[] {
  let state = base.setup({ players: lesson.players, seed: lesson.seed });
  const played = new Array<number>(lesson.players).fill(0);
  const out: Move[] = [];
  for (;;) {
    const seat = base.awaiting(state).find((s) => scriptedMove(lesson, s, played[s]!) !== undefined);
    if (seat === undefined) return out;
    const action = scriptedMove(lesson, seat, played[seat]!)!;
    const r = base.apply(state, seat, action);
    if (!r.ok) throw new Error(`seat ${seat}'s move ${JSON.stringify(action)} is refused`);
    out.push({ seat, before: state, action: r.action, events: r.events });
    state = r.state;
    played[seat]! += 1;
  }
}

const learnerEvents = (type: string) => playLesson(base, lesson).events.filter((e) => e.type === type && e.seat === LEARNER);

beforeAll(() => preloadWords());

describe("Space Base's guided first game", () => {
  test("the learner plays first with one bot, and places the Outpost within 2 steps of their corner (1,1)", () => {
    expect(lesson.players).toBe(2);
    expect(lesson.bots).toHaveLength(1);
    const first = moves()[0]!;
    expect(first.seat).toBe(LEARNER);
    expect(first.action.type).toBe("placeOutpost");
    const at = (first.action as Extract<BaseAction, { type: "placeOutpost" }>).at;
    expect(cornerZone(0)).toContainEqual(at);
    expect(playLesson(base, lesson).stepEvents[0]).toEqual([{ type: "outpost", seat: LEARNER, ...at }]);
  });

  test("the guided round places the Outpost, builds, produces, meets a meteor on the learner's site and repairs it", () => {
    const { events, stepEvents, state } = playLesson(base, lesson);
    const outpost = stepEvents[0]!.find((e) => e.type === "outpost")!;
    // The learner's first meteor falls on the Outpost and damages it.
    const meteors = learnerEvents("meteor");
    expect(meteors[0]).toMatchObject({ x: outpost.x, y: outpost.y, outcome: "damaged", card: "outpost", owner: LEARNER });
    const damage = meteors[0]!.damage as number;
    expect(damage).toBeGreaterThan(0);
    // The learner builds in their own steps.
    expect(stepEvents.flat().filter((e) => e.type === "build" && e.seat === LEARNER).length).toBeGreaterThanOrEqual(2);
    // In the learner's next turn a step repairs all of that damage, then Production pays.
    const repairAt = stepEvents.findIndex((es) => es.some((e) => e.type === "repair"));
    expect(repairAt).toBeGreaterThan(0);
    expect(stepEvents[repairAt]!.find((e) => e.type === "repair")).toMatchObject({ seat: LEARNER, repairs: [{ x: outpost.x, y: outpost.y, points: damage }], cost: damage });
    expect(stepEvents[repairAt]!.find((e) => e.type === "production")).toMatchObject({ seat: LEARNER, amount: expect.any(Number) });
    expect(learnerEvents("production").map((e) => e.amount)).toEqual([0, 2]);
    expect(events.indexOf(meteors[0]!)).toBeLessThan(events.indexOf(stepEvents[repairAt]![0]!));
    expect(siteAt(state.sites, { x: outpost.x as number, y: outpost.y as number })).toMatchObject({ card: "outpost", owner: LEARNER, damage: 0 });
  });

  test("a damaged site does not work: the learner's first Production, right after the meteor, pays nothing", () => {
    const { events } = playLesson(base, lesson);
    const hit = events.findIndex((e) => e.type === "meteor" && e.outcome === "damaged" && e.owner === LEARNER);
    expect(events[hit + 1]).toMatchObject({ type: "production", seat: LEARNER, amount: 0 });
  });

  test("installations and resources are built on an empty space next to a site the learner controls; a Volcano on any empty space", () => {
    const builds = moves().filter((m) => m.seat === LEARNER && m.action.type === "build");
    expect(builds.map((m) => (m.action as Extract<BaseAction, { type: "build" }>).card)).toEqual(["research", "radioactives", "solar", "volcano"]);
    for (const { before, action } of builds) {
      const { card, at } = action as Extract<BaseAction, { type: "build" }>;
      expect(siteAt(before.sites, at)).toBeUndefined();
      expect(before.hands[LEARNER]).toContain(card);
      if (card !== "volcano") expect(before.sites.some((s) => controller(s) === LEARNER && adjacent(s, at))).toBe(true);
    }
  });

  test("every learner decision of the guided round is a step: the round ends at the learner's last step, the bot is awaited and the game goes on", () => {
    const all = moves();
    const { state, played } = playLesson(base, lesson);
    expect(all.filter((m) => m.seat === LEARNER)).toHaveLength(lesson.steps.length);
    expect(all[all.length - 1]!.seat).toBe(LEARNER);
    expect(played).toEqual([lesson.steps.length, lesson.bots[0]!.length]);
    expect(base.awaiting(state)).toEqual([1]);
    expect(base.result(state)).toBeNull();
    // Two turns of the learner: the round starts with the Outpost and ends with the second turn's last Build.
    expect(learnerEvents("turn").map((e) => e.round)).toEqual([1, 2]);
    expect(lesson.steps[lesson.steps.length - 1]!.action).toEqual({ type: "pass" });
  });

  test("every step's move is the engine's own parsed form", () => {
    const learner = moves().filter((m) => m.seat === LEARNER);
    learner.forEach((m, i) => expect(JSON.stringify(lesson.steps[i]!.action)).toBe(JSON.stringify(m.action)));
    const bot = moves().filter((m) => m.seat === 1);
    bot.forEach((m, i) => expect(JSON.stringify(lesson.bots[0]![i])).toBe(JSON.stringify(m.action)));
  });

  test("each step is worded by its own key, base.lesson.1 on, and the numbers its English words tell are the game's", () => {
    expect(lesson.steps.map((s) => s.say)).toEqual(lesson.steps.map((_, i) => `base.lesson.${i + 1}`));
    const en = loadedWords("en");
    const { stepEvents } = playLesson(base, lesson);
    const hit = learnerEvents("meteor")[0]!;
    const [first, second] = learnerEvents("production");
    expect(en.t("base.lesson.2")).toContain(`for ${hit.damage} damage`);
    expect(en.t("base.lesson.2")).toContain(`you collected ${first!.amount} credits`);
    expect(en.t("base.lesson.5")).toContain(`repair the ${hit.damage} damage on your Outpost for ${hit.damage} credits`);
    expect(en.t("base.lesson.6")).toContain(`you collected ${second!.amount} credits`);
    const secondMeteor = stepEvents[4]!.find((e) => e.type === "meteor")!;
    expect(secondMeteor).toMatchObject({ outcome: "empty" });
    expect(en.t("base.lesson.6")).toContain(`fell on (${secondMeteor.x},${secondMeteor.y}), an empty space`);
  });
});
