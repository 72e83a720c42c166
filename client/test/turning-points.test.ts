import { randomFunction, turningPoints, type AnyGame, type TurningPoints } from "@space/shared";
import { TRACK_COSTS, zoo, type ZooState } from "@space/shared/zoo";
import { cardName, euros } from "../src/boards/zoo/words";
import { zooTable } from "../src/boards/zoo/table";
import { actionLabel } from "../src/boards/describe";
import type { Action } from "../src/boards/types";
import { moveWords } from "../src/story/moment-words";
import { analysisAnswer, chanceSeries, turningPointsView, type MoveWords } from "../src/story/turning-points-model";
import { readIn } from "./support/read-in";

/**
 * The story page's turning points (docs/learning.md, "Turning points"), the parts without a page:
 * the server's answer read, the view each answer gives (progress, the chart's lines, each player's
 * decisions in words) and the moves worded as the table view words them, from a real analysis of a
 * short Space Zoo game between the engine's bots.
 */

const game = zoo as unknown as AnyGame;
const NAMES = ["Ana", "Bo"];
const SEED = "turning-client";

/** A whole 2-player game of medium bots, as its record keeps it, and every state of it. */
function played() {
  const rng = randomFunction(`played:${SEED}`);
  let state = game.setup({ players: 2, seed: SEED });
  const states = [state];
  const actions: { seat: number; action: unknown }[] = [];
  while (!game.result(state)) {
    const seat = game.awaiting(state)[0];
    const r = game.apply(state, seat, game.bot.choose(game.view(state, seat), seat, rng));
    if (!r.ok) throw new Error(r.error.message);
    actions.push({ seat, action: r.action });
    state = r.state;
    states.push(state);
  }
  return { actions, states, result: game.result(state)! };
}

const GAME = played();
const ANALYSIS: TurningPoints = turningPoints(game, 2, SEED, GAME.actions, { iterations: 3, seed: "analysis" });
const viewAt = (step: number, seat: number) => game.view(GAME.states[step], seat) as unknown as Record<string, unknown>;
const WORDS: MoveWords = moveWords(game, (step) => GAME.states[step], NAMES, zooTable);
const done = () => turningPointsView({ status: "done", analysis: ANALYSIS }, NAMES, WORDS);

beforeAll(() => readIn("en"));

describe("the server's answer", () => {
  test("a reply is read as it is; a missing game is nothing to show, too many requests is a wait, anything else cannot be read", () => {
    expect(analysisAnswer(200, { status: "running", done: 3, total: 9 })).toEqual({ status: "running", done: 3, total: 9 });
    expect(analysisAnswer(200, { status: "done", analysis: ANALYSIS })).toEqual({ status: "done", analysis: ANALYSIS });
    expect(analysisAnswer(200, { status: "off" })).toEqual({ status: "off" });
    expect(analysisAnswer(404, { ok: false, error: "no finished game" })).toEqual({ status: "off" });
    expect(analysisAnswer(400, { ok: false, error: "bad code" })).toEqual({ status: "off" });
    expect(analysisAnswer(429, null)).toEqual({ status: "busy" });
    expect(analysisAnswer(500, { status: "done", analysis: ANALYSIS })).toEqual({ status: "unreachable" });
    expect(analysisAnswer(200, null)).toEqual({ status: "unreachable" });
    expect(analysisAnswer(200, { status: "thinking" })).toEqual({ status: "unreachable" });
    expect(analysisAnswer(200, { status: "running" })).toEqual({ status: "unreachable" });
    expect(analysisAnswer(200, { status: "done", analysis: { chances: [] } })).toEqual({ status: "unreachable" });
  });
});

describe("what each answer shows", () => {
  test("a server that does not analyse games shows nothing", () => {
    expect(turningPointsView({ status: "off" }, NAMES, WORDS)).toEqual({ kind: "none" });
  });

  test("while the server works: a line with the decisions done of all, and a bar that knows its end only once running", () => {
    expect(turningPointsView({ status: "queued" }, NAMES, WORDS))
      .toEqual({ kind: "waiting", text: "The turning points will be worked out shortly…", done: null, total: null });
    expect(turningPointsView({ status: "running", done: 42, total: 118 }, NAMES, WORDS))
      .toEqual({ kind: "waiting", text: "Working out the turning points… 42 of 118 decisions", done: 42, total: 118 });
    expect(turningPointsView({ status: "running", done: 0, total: 1 }, NAMES, WORDS))
      .toMatchObject({ text: "Working out the turning points… 0 of 1 decision" });
    // The server's first word, before it has counted the decisions.
    expect(turningPointsView({ status: "running", done: 0, total: 0 }, NAMES, WORDS))
      .toEqual({ kind: "waiting", text: "Working out the turning points…", done: null, total: null });
  });

  test("a failed analysis and an unreachable server each say so in a short line", () => {
    expect(turningPointsView({ status: "failed" }, NAMES, WORDS)).toEqual({ kind: "problem", text: "The turning points of this game could not be worked out." });
    expect(turningPointsView({ status: "unreachable" }, NAMES, WORDS)).toEqual({ kind: "problem", text: "The turning points could not be fetched from the server." });
  });
});

describe("a finished analysis", () => {
  test("the chart has one line per player over the start and every decision, in percent, ending at the result", () => {
    const view = done();
    if (view.kind !== "done") throw new Error(view.kind);
    const n = GAME.actions.length;
    expect(view.series.x).toEqual(Array.from({ length: n + 1 }, (_, i) => i));
    expect(view.series.seats).toHaveLength(2);
    for (const [seat, line] of view.series.seats.entries()) {
      expect(line).toHaveLength(n + 1);
      line.forEach((v, i) => expect(v).toBeCloseTo(ANALYSIS.chances[i][seat] * 100, 1));
      expect(line[n]).toBe(GAME.result.winners.includes(seat) ? 100 / GAME.result.winners.length : 0);
    }
    // The lines move: a chart of constants would say nothing.
    expect(new Set(view.series.seats[0]).size).toBeGreaterThan(1);
  });

  test("a seat the chances lack draws at 0, never as a hole", () => {
    expect(chanceSeries([[0.5], [0.25]], 2)).toEqual({ x: [0, 1], seats: [[50, 25], [0, 0]] });
  });

  test("each player has their own best and worst decisions, numbered as the chart counts, with both chances", () => {
    const view = done();
    if (view.kind !== "done") throw new Error(view.kind);
    expect(view.players.map((p) => [p.seat, p.name])).toEqual([[0, "Ana"], [1, "Bo"]]);
    const shown = view.players.flatMap((p) => [...p.best, ...p.worst]);
    expect(shown.length).toBeGreaterThan(0);
    for (const player of view.players) {
      const moments = [...ANALYSIS.best[player.seat], ...ANALYSIS.worst[player.seat]];
      const lines = [...player.best, ...player.worst];
      expect(lines).toHaveLength(moments.length);
      lines.forEach((line, k) => {
        const m = moments[k];
        expect(GAME.actions[m.decision].seat).toBe(player.seat);
        expect(line.decision).toBe(m.decision);
        expect(line.n).toBe(m.decision + 1);
        const pct = (c: number) => `${Math.round(c * 100)}%`;
        expect(line.text).toBe(`Decision ${m.decision + 1}: ${WORDS(m.seat, m.decision, m.action)} — ${pct(m.before)}\u00a0→\u00a0${pct(m.after)}`);
      });
      expect(player.best.every((line) => line.instead === null)).toBe(true);
    }
  });

  test("a worst decision says what a strong player would have chosen, or that it would have chosen the same", () => {
    const view = done();
    if (view.kind !== "done") throw new Error(view.kind);
    const worst = view.players.flatMap((p) => p.worst.map((line, k) => ({ line, m: ANALYSIS.worst[p.seat][k] })));
    expect(worst.length).toBeGreaterThan(0);
    for (const { line, m } of worst) {
      expect(line.instead).toBe(m.preferred == null ? "A strong player would have made the same choice"
        : `A strong player would have chosen: ${WORDS(m.seat, m.decision, m.preferred)}`);
    }
    // This game has at least one worst decision the bot would have made otherwise.
    expect(worst.some(({ m }) => m.preferred != null)).toBe(true);
  });

  test("in German the progress counts Entscheidungen and the chances are German percentages", async () => {
    await readIn("de");
    try {
      expect(turningPointsView({ status: "running", done: 42, total: 118 }, NAMES, WORDS))
        .toMatchObject({ text: "Die Wendepunkte werden ermittelt… 42 von 118 Entscheidungen" });
      const view = done();
      if (view.kind !== "done") throw new Error(view.kind);
      const line = [...view.players[0].best, ...view.players[0].worst][0];
      expect(line.text).toMatch(/^Entscheidung \d+: .+ — \d+\u00a0%\u00a0→\u00a0\d+\u00a0%$/);
    } finally {
      await readIn("en");
    }
  });
});

describe("the moves in words", () => {
  test("a move is worded as the table view words it, with the table as its player saw it just before the decision", () => {
    let differs = 0;
    GAME.actions.forEach(({ seat, action }, i) => {
      const words = WORDS(seat, i, action);
      expect(words).toBe(zooTable.actionWords(action as Action, viewAt(i, seat), seat, NAMES));
      expect(words).not.toBe(actionLabel(action as Action));
      // A buy names the card at its place on the track then; after it the track has moved on.
      if (zooTable.actionWords(action as Action, viewAt(i + 1, seat), seat, NAMES) !== words) differs += 1;
    });
    expect(differs).toBeGreaterThan(0);
  });

  test("a buy names the research card its player gained by it", () => {
    const buys = GAME.actions.map((a, i) => ({ ...a, i })).filter((a) => (a.action as Action).type === "buy");
    expect(buys.length).toBeGreaterThan(0);
    for (const { seat, action, i } of buys) {
      const gained = (GAME.states[i + 1] as ZooState).players[seat].research.at(-1)!;
      expect(WORDS(seat, i, action)).toBe(`Buy ${cardName(gained)} at position ${(action as { position: number }).position} (${euros(TRACK_COSTS[(action as { position: number }).position - 1])})`);
    }
  });

  test("without the game's table words, or when the view cannot be made, the move's short label stands in", () => {
    const { seat, action } = GAME.actions[0];
    expect(moveWords(game, (step) => GAME.states[step], NAMES, null)(seat, 0, action)).toBe(actionLabel(action as Action));
    expect(moveWords(game, () => { throw new Error("no state"); }, NAMES, zooTable)(seat, 0, action)).toBe(actionLabel(action as Action));
  });
});
