import { encodeEntry, games, mergeRuns, type AnyGame, type GameEvent } from "@space/shared";
import { replayByMove } from "../../src/rooms/replay-by-move";
import { readWakeSnapshot, writeWakeSnapshot } from "../../src/rooms/wake-snapshot";
import { wakeState } from "../../src/rooms/wake-state";
import type { Logger } from "../../src/log";
import { playedGame } from "../support/stored-game";

/** What wake-state.ts makes of a stored game and its snapshot, for each game: the same as replaying every action, or a replay. */
const quiet = { info: () => {}, warn: () => {} } as unknown as Logger;

for (const game of Object.values(games) as AnyGame[]) {
  describe(`${game.name}: a wake snapshot`, () => {
    const players = Math.min(game.maxPlayers, 4);
    const seed = `wake-state-${game.id}`;
    const whole = playedGame(game, players, seed).actions;
    const actions = whole.slice(0, Math.floor(whole.length * 0.6));
    const stored = { code: "WAKES", seed, seats: Array.from({ length: players }, () => ({})), actions };
    const linesOf = (events: GameEvent[]) => mergeRuns(game, events).map((event) => encodeEntry(game.id, { event }));
    const replayed = wakeState(game, stored, null, linesOf, quiet);
    const at = (moves: number) => {
      const r = replayByMove(game, game.setup({ players, seed }), actions.slice(0, moves));
      return writeWakeSnapshot(seed, actions, { moves, state: r.state, lines: r.eventsByMove.map(linesOf) });
    };

    it("gives the replayed state and log, and the game plays on from it exactly as from the replayed one", () => {
      expect(replayed.fromSnapshot).toBe(0);
      const woken = wakeState(game, stored, at(actions.length), linesOf, quiet);
      expect(woken.fromSnapshot).toBe(actions.length);
      expect(woken.state).toStrictEqual(replayed.state);
      expect(woken.linesByMove).toEqual(replayed.linesByMove);
      const rest = whole.slice(actions.length);
      const fromSnapshot = replayByMove(game, woken.state, rest);
      const fromReplay = replayByMove(game, replayed.state, rest);
      expect(fromSnapshot).toStrictEqual(fromReplay);
      expect(game.result(fromSnapshot.state)).toEqual(game.result(fromReplay.state));
    });

    it("behind the stored moves (a crash after it), plays the moves after it", () => {
      const woken = wakeState(game, stored, at(actions.length - 7), linesOf, quiet);
      expect(woken.fromSnapshot).toBe(actions.length - 7);
      expect(woken.state).toStrictEqual(replayed.state);
      expect(woken.linesByMove).toEqual(replayed.linesByMove);
    });

    it("is not used when it does not match the stored game: the game is replayed", () => {
      const good = at(actions.length);
      const [head, body] = good.split("\n");
      const header = JSON.parse(head) as Record<string, unknown>;
      const withHeader = (change: Record<string, unknown>) => `${JSON.stringify({ ...header, ...change })}\n${body}`;
      const bad: [string, string][] = [
        ["garbage", "not a snapshot at all"],
        ["cut short", good.slice(0, good.length - 20)],
        ["a byte of its body changed", `${head}\n${body.replace(/\d/, (d) => String((Number(d) + 1) % 10))}`],
        ["a wrong move count", withHeader({ moves: actions.length - 1 })],
        ["more moves than stored", withHeader({ moves: actions.length + 1 })],
        ["another build of the engines", withHeader({ build: "another-build" })],
        ["another format", withHeader({ format: 2 })],
        ["a header that is not JSON", `{${head}\n${body}`],
      ];
      for (const [why, text] of bad) {
        expect([why, readWakeSnapshot(text, seed, actions)]).toEqual([why, null]);
        const woken = wakeState(game, stored, text, linesOf, quiet);
        expect([why, woken.fromSnapshot]).toEqual([why, 0]);
        expect(woken.state).toStrictEqual(replayed.state);
        expect(woken.linesByMove).toEqual(replayed.linesByMove);
      }
      // Another game's seed, or other actions under the same count.
      expect(readWakeSnapshot(good, `${seed}-other`, actions)).toBeNull();
      const other = actions.slice();
      other[3] = { ...other[3], seat: other[3].seat + 1 };
      expect(readWakeSnapshot(good, seed, other)).toBeNull();
    });

    it("whose state the engine refuses the later moves from falls back to the replay", () => {
      const moves = actions.length - 3;
      const text = writeWakeSnapshot(seed, actions, { moves, state: game.setup({ players, seed: "other" }), lines: Array.from({ length: moves }, () => []) });
      const woken = wakeState(game, stored, text, linesOf, quiet);
      expect(woken.state).toStrictEqual(replayed.state);
      expect(woken.linesByMove).toEqual(replayed.linesByMove);
    });
  });
}
