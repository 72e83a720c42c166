import { matchMaker } from "colyseus";
import type { Room } from "colyseus.js";
import { LEARNER, games, playLesson, type AnyGame, type Lesson } from "@space/shared";
import { collectErrors, keepSeatToken, until, useServer } from "./helpers";
import { viewOf } from "./support/rooms";

/**
 * A guided first game (docs/learning.md, "A guided first game"), from the outside: the table takes
 * from the learner only the step's move (a move the rules refuse gets the engine's reason), the bots
 * play their written moves, "Show me" makes the step, and leaving the guide frees the game.
 */
jest.setTimeout(60_000);
const server = useServer({ botDelayMs: 0, limits: { messagesPerSecond: 1000 } });
const base = games.base as AnyGame & { lesson: Lesson<{ type: string }> };
const lesson = base.lesson;
const json = (v: unknown) => JSON.stringify(v);

interface Inside {
  getRecord(): { seed: string; actions: { seat: number; action: unknown }[]; options: Record<string, unknown> };
}
const inside = (room: Room) => matchMaker.getLocalRoomById(room.roomId) as unknown as Inside;

async function guided(): Promise<Room> {
  const room = keepSeatToken(await server.client().create("base", { name: "Ana", lesson: true }));
  await until(() => room.state?.status === "playing", 5000, "the guided game begins by itself");
  return room;
}

/** Waits until the table waits for the learner at `step`. */
const atStep = (room: Room, step: number) => until(() => room.state.lessonStep === step
  && Array.from(room.state.awaiting as number[]).includes(LEARNER), 10_000, `step ${step + 1}`);

it("a guided game seats the learner with the lesson's bots and seed, and begins at once at its first step", async () => {
  const ana = await guided();
  expect(ana.state.lesson).toBe(true);
  expect(ana.state.fixedSeed).toBe(true);
  expect(ana.state.hints).toBe(true);
  expect(ana.state.seats.length).toBe(lesson.players);
  expect(Array.from(ana.state.seats as { kind: string }[]).map((s) => s.kind)).toEqual(["human", ...lesson.bots.map(() => "bot")]);
  expect(inside(ana).getRecord().seed).toBe(lesson.seed);
  await atStep(ana, 0);
  await ana.leave();
});

it("another legal move than the step's is refused and the step stays; a move the rules refuse gets the engine's reason", async () => {
  const ana = await guided();
  const errors = collectErrors(ana);
  await atStep(ana, 0);
  const step = lesson.steps[0]!.action;
  const other = base.legalActionsInView(viewOf(ana), LEARNER).find((a) => json(a) !== json(step));
  expect(other).toBeDefined();
  ana.send("action", other);
  await until(() => errors.length === 1, 3000, "the refusal");
  expect(errors[0]!.code).toBe("lesson_step");
  ana.send("action", { type: "build", card: 999, at: { x: 0, y: 0 } });
  await until(() => errors.length === 2, 3000, "the engine's refusal");
  expect(["illegal", "bad_action", "not_your_turn"]).toContain(errors[1]!.code);
  expect(errors[1]!.code).not.toBe("lesson_step");
  expect(ana.state.lessonStep).toBe(0);
  expect(inside(ana).getRecord().actions.filter((a) => a.seat === LEARNER)).toHaveLength(0);
  await ana.leave();
});

const eachGame = (["zoo", "base", "cheeses"] as const).map((id) => [id, games[id] as AnyGame & { lesson: Lesson<{ type: string }> }] as const);

it.each(eachGame)("%s: the learner makes every step and the bots play their written moves, simultaneous steps too: the guided round is the lesson's; then the guide is over", async (id, game) => {
  const ana = keepSeatToken(await server.client().create(id, { name: "Ana", lesson: true }));
  await until(() => ana.state?.status === "playing", 5000, "the guided game begins by itself");
  const errors = collectErrors(ana);
  const { lesson } = game;
  for (let i = 0; i < lesson.steps.length; i++) {
    await atStep(ana, i);
    ana.send("action", lesson.steps[i]!.action);
    await until(() => ana.state.lessonStep !== i, 5000, `step ${i + 1} taken`);
  }
  expect(errors).toEqual([]);
  expect(ana.state.lessonStep).toBe(-1);
  const made = inside(ana).getRecord().actions;
  for (let seat = 0; seat < lesson.players; seat++) {
    const written = seat === LEARNER ? lesson.steps.map((s) => s.action) : lesson.bots[seat - 1]!;
    expect(made.filter((a) => a.seat === seat).slice(0, written.length).map((a) => json(a.action))).toEqual(written.map(json));
  }
  expect(made.filter((a) => a.seat === LEARNER)).toHaveLength(playLesson(game, lesson).played[LEARNER]!);
  await ana.leave();
});

it("Show me makes the step's move for the learner; leaving the guide lets any legal move through", async () => {
  const ana = await guided();
  const errors = collectErrors(ana);
  await atStep(ana, 0);
  ana.send("lesson", { do: "skip" });
  await until(() => ana.state.lessonStep !== 0, 5000, "the step made");
  expect(json(inside(ana).getRecord().actions.find((a) => a.seat === LEARNER)?.action)).toBe(json(lesson.steps[0]!.action));
  await atStep(ana, 1);
  ana.send("lesson", { do: "stop" });
  await until(() => ana.state.lessonStep === -1, 3000, "the guide over");
  const step = lesson.steps[1]!.action;
  const other = base.legalActionsInView(viewOf(ana), LEARNER).find((a) => json(a) !== json(step));
  const before = inside(ana).getRecord().actions.length;
  ana.send("action", other);
  await until(() => inside(ana).getRecord().actions.length > before, 3000, "the free move taken");
  expect(errors).toEqual([]);
  ana.send("lesson", { do: "skip" });
  await until(() => errors.length === 1, 3000, "no step to show");
  expect(errors[0]!.code).toBe("no_lesson");
  await ana.leave();
});

it("a guided game's seats, bots, pace and hints are its own: choosing them is refused", async () => {
  for (const options of [{ seats: 3 }, { bots: 2 }, { pace: "turn-based" }, { hints: false }, { turnSeconds: 30 }]) {
    await expect(server.client().create("base", { name: "Ana", lesson: true, ...options })).rejects.toThrow(/guided first game/);
  }
  await expect(server.client().create("base", { name: "Ana", lesson: "yes" })).rejects.toThrow();
});
