import { matchMaker } from "colyseus";
import type { Room } from "colyseus.js";
import { HINT_CHOICES, games, type AnyGame, type HintMessage } from "@space/shared";
import { BotPool } from "../src/bots/pool";
import type { ThinkTask } from "../src/bots/think";
import { collectErrors, joinRoom, keepSeatToken, logOf, until, useServer } from "./helpers";
import { seatOf, viewOf } from "./support/rooms";

/**
 * "What would a strong player do?" (docs/learning.md, "Hints"): the hard bot's best moves for the
 * asker's decision, searched from the asker's own view only, answered to the asker alone; the log
 * tells everyone a hint was taken. A table of people only has them off unless its host turned them on.
 */
// The first hint starts the bot process (at the lowest priority; under ts-jest it compiles the
// engines first): on a loaded host that may take many seconds, hence the long waits.
jest.setTimeout(90_000);
const server = useServer({ botProcesses: 1, botBudgetMs: 100, limits: { messagesPerSecond: 1000 } });
const base = games.base as AnyGame;
const json = (v: unknown) => JSON.stringify(v);

function hintsTo(room: Room): HintMessage[] {
  const got: HintMessage[] = [];
  room.onMessage("hint", (m: HintMessage) => got.push(m));
  return got;
}

/** Ana and a bot at Space Base, Cy watching; Ana's decision comes first (the bot plays at once when it is its). */
/** A room of Space Base (createRoom makes the test game's). */
async function baseRoom(options: Record<string, unknown>): Promise<Room> {
  const room = keepSeatToken(await server.client().create("base", options));
  await until(() => Boolean(room.state?.code), 3000, "first state");
  return room;
}

async function tableWithABot() {
  const ana = await baseRoom({ name: "Ana", seats: 2, bots: 1 });
  const cy = await joinRoom(server.client(), ana.roomId, { name: "Cy", spectator: true });
  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  await until(() => Array.from(ana.state.awaiting as number[]).includes(seatOf(ana)), 5000, "Ana's decision");
  return { ana, cy };
}

it("a player asks what a strong player would do: the hard bot's best moves with their chance to win, to them alone, and the log says so", async () => {
  const { ana, cy } = await tableWithABot();
  expect(ana.state.hints).toBe(true);
  const anaHints = hintsTo(ana);
  const cyHints = hintsTo(cy);
  const tasks: ThinkTask[] = [];
  const think = BotPool.prototype.think;
  const spy = jest.spyOn(BotPool.prototype, "think").mockImplementation(function (this: BotPool, task) {
    if (task.ask === "rank") tasks.push(task);
    return think.call(this, task);
  });
  const seat = seatOf(ana);
  // What the server's engine holds now, and what Ana may see of it.
  const inside = matchMaker.getLocalRoomById(ana.roomId) as unknown as { table: { gameState: unknown } };
  const asker = base.view(inside.table.gameState, seat);

  ana.send("hint", {});
  await until(() => anaHints.length === 1, 30_000, "the hint");
  spy.mockRestore();
  const [hint] = anaHints;
  expect(hint.moves).toBe(ana.state.moves);
  expect(hint.choices.length).toBeGreaterThan(0);
  expect(hint.choices.length).toBeLessThanOrEqual(HINT_CHOICES);
  const legal = new Set(base.legalActionsInView(viewOf(ana), seat).map(json));
  for (const choice of hint.choices) {
    expect(legal.has(json(choice.action))).toBe(true);
    expect(choice.chance).toBeGreaterThanOrEqual(0);
    expect(choice.chance).toBeLessThanOrEqual(1);
  }
  expect(hint.choices.map((c) => c.chance)).toEqual([...hint.choices.map((c) => c.chance)].sort((a, b) => b - a));
  // The search was given Ana's own view, nothing more: the bot's hand is not in it.
  expect(tasks).toHaveLength(1);
  expect(tasks[0].view).toEqual(asker);
  expect(tasks[0].level).toBe("hard");
  await until(() => logOf(cy).includes("Ana asked what a strong player would do"), 2000, "the log line");
  expect(cyHints).toEqual([]);
  await Promise.all([ana.leave(), cy.leave()]);
});

it("a hint is refused to a spectator, and while one's last hint is still being worked out", async () => {
  const { ana, cy } = await tableWithABot();
  const cyErrors = collectErrors(cy);
  cy.send("hint", {});
  await until(() => cyErrors.length === 1, 2000, "the spectator's refusal");
  expect(cyErrors[0].code).toBe("spectator");

  const errors = collectErrors(ana);
  const hints = hintsTo(ana);
  ana.send("hint", {});
  ana.send("hint", {});
  await until(() => errors.length === 1 && hints.length === 1, 30_000, "one hint and one refusal");
  expect(errors[0].code).toBe("hint_pending");
  await Promise.all([ana.leave(), cy.leave()]);
});

it("a table of people only has hints off: asking is refused, nothing is searched and nothing is said; its host may turn them on, and then only the player who decides may ask", async () => {
  const ana = await baseRoom({ name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  expect(ana.state.hints).toBe(false);
  const asker = Array.from(ana.state.awaiting as number[]).includes(seatOf(ana)) ? ana : bo;
  const errors = collectErrors(asker);
  const spy = jest.spyOn(BotPool.prototype, "think");
  asker.send("hint", {});
  await until(() => errors.length === 1, 2000, "the refusal");
  expect(errors[0].code).toBe("hints_off");
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
  expect(logOf(ana).join("\n")).not.toContain("strong player");
  await Promise.all([ana.leave(), bo.leave()]);

  const on = await baseRoom({ name: "Ana", seats: 2, hints: true });
  const bo2 = await joinRoom(server.client(), on.roomId, { name: "Bo" });
  on.send("start");
  await until(() => on.state.status === "playing", 3000, "start");
  expect(on.state.hints).toBe(true);
  const waiting = [on, bo2].find((r) => !Array.from(on.state.awaiting as number[]).includes(seatOf(r)))!;
  const refused = collectErrors(waiting);
  waiting.send("hint", {});
  await until(() => refused.length === 1, 2000, "the refusal");
  expect(refused[0].code).toBe("not_your_turn");
  await Promise.all([on.leave(), bo2.leave()]);
});
