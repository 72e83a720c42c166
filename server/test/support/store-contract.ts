import type { GameStore } from "../../src/store";

const base = { gameId: "zoo", seed: "s1", options: { turnSeconds: 0 }, seats: [{ name: "Ana", kind: "human" as const }, { name: "Bot 1", kind: "bot" as const }] };

const DAY = 24 * 60 * 60 * 1000;

/**
 * What every game store must do: run against SQLite (npm test) and Redis (npm run test:scale).
 * `open` and `reopen` give the store the clock `now`, which the retention cases move.
 */
export function contract(name: string, open: (now: () => number) => Promise<GameStore>, reopen: (now: () => number) => Promise<GameStore>) {
  describe(name, () => {
    let store: GameStore;
    let clock = 1_000 * DAY;
    const now = () => clock;
    beforeEach(async () => { clock = 1_000 * DAY; store = await open(now); });
    afterEach(async () => { await store.close(); });

    it("stores a game with its actions in order and loads it back", async () => {
      await store.createGame({ ...base, code: "ABCDE", createdAt: 1 });
      await store.appendAction("ABCDE", 0, { seat: 0, action: { type: "choose", card: "mining" } });
      await store.appendAction("ABCDE", 1, { seat: 1, action: { type: "choose", card: "funding" } });
      const r = await store.load("ABCDE");
      expect(r).toEqual({ ...base, code: "ABCDE", createdAt: 1, finished: false, abandoned: false,
        actions: [{ seat: 0, action: { type: "choose", card: "mining" } }, { seat: 1, action: { type: "choose", card: "funding" } }] });
    });

    it("keeps a finished game's result, given at its end or later, and carries it through a dump", async () => {
      await store.createGame({ ...base, code: "RSLT2", createdAt: 1 });
      expect((await store.load("RSLT2"))!.result).toBeUndefined();
      await store.finishGame("RSLT2", { winners: [0], scores: [5, 3] });
      expect((await store.load("RSLT2"))!.result).toEqual({ winners: [0], scores: [5, 3] });
      await store.keepResult("RSLT2", { winners: [1], scores: [1, 2] });
      const dumped = (await store.dump("RSLT2"))!;
      expect(dumped.result).toEqual({ winners: [1], scores: [1, 2] });
      await store.deleteFinished(Number.MAX_SAFE_INTEGER);
      await store.put(dumped);
      expect((await store.load("RSLT2"))!.result).toEqual({ winners: [1], scores: [1, 2] });
    });

    it("keeps a result only for a stored game that has finished: a running or deleted game gets none, and no trace", async () => {
      await store.createGame({ ...base, code: "RSLT3", createdAt: 1 });
      await store.keepResult("RSLT3", { winners: [0], scores: [1, 0] });
      expect((await store.load("RSLT3"))!.result).toBeUndefined();
      // A record replayed while the retention deleted its game.
      await store.keepResult("GQNXT", { winners: [0], scores: [1, 0] });
      expect(await store.load("GQNXT")).toBeNull();
      expect(await store.codes()).toEqual(["RSLT3"]);
    });

    it("replaces a running game's seats, keeping its actions", async () => {
      await store.createGame({ ...base, code: "SEATS", createdAt: 1 });
      await store.appendAction("SEATS", 0, { seat: 0, action: { type: "pass" } });
      const seats = [{ name: "Ana", kind: "human" as const, tokenHash: "new", previousHash: "old" }, { name: "Bo", kind: "bot" as const }];
      await store.saveSeats("SEATS", seats);
      const r = await store.load("SEATS");
      expect(r!.seats).toEqual(seats);
      expect(r!.actions).toHaveLength(1);
    });

    it("refuses an action written twice at the same index", async () => {
      await store.createGame({ ...base, code: "FGHJK", createdAt: 1 });
      await store.appendAction("FGHJK", 0, { seat: 0, action: { type: "pass" } });
      await expect(store.appendAction("FGHJK", 0, { seat: 0, action: { type: "pass" } })).rejects.toThrow();
      expect((await store.load("FGHJK"))!.actions).toHaveLength(1);
    });

    it("lists unfinished games oldest first and drops finished ones", async () => {
      await store.createGame({ ...base, code: "MNPQR", createdAt: 5 });
      await store.createGame({ ...base, code: "STUVW", createdAt: 2 });
      expect(await store.unfinished()).toEqual(["STUVW", "MNPQR"]);
      await store.finishGame("STUVW");
      expect(await store.unfinished()).toEqual(["MNPQR"]);
      expect((await store.load("STUVW"))!.finished).toBe(true);
    });

    it("answers null for an unknown code", async () => {
      expect(await store.load("XYZ23")).toBeNull();
    });

    it("keeps everything across a restart of the process", async () => {
      await store.createGame({ ...base, code: "Q2345", createdAt: 3 });
      await store.appendAction("Q2345", 0, { seat: 1, action: { type: "pass" } });
      await store.close();
      store = await reopen(now);
      expect((await store.load("Q2345"))!.actions).toEqual([{ seat: 1, action: { type: "pass" } }]);
      expect(await store.unfinished()).toContain("Q2345");
    });

    it("closes the games nobody played since the idle limit, as finished and abandoned", async () => {
      await store.createGame({ ...base, code: "IDLE2", createdAt: clock });
      await store.createGame({ ...base, code: "BUSY2", createdAt: clock });
      await store.createGame({ ...base, code: "DONE2", createdAt: clock });
      await store.finishGame("DONE2");
      clock += 5 * DAY;
      await store.appendAction("BUSY2", 0, { seat: 0, action: { type: "pass" } });
      clock += 3 * DAY;
      // Idle since 8 days (IDLE2), 3 days (BUSY2: its action), finished (DONE2): only IDLE2 is closed.
      expect(await store.abandonIdle(clock - 7 * DAY)).toEqual(["IDLE2"]);
      expect(await store.load("IDLE2")).toMatchObject({ finished: true, abandoned: true });
      expect(await store.load("BUSY2")).toMatchObject({ finished: false, abandoned: false, actions: [{ seat: 0, action: { type: "pass" } }] });
      expect(await store.load("DONE2")).toMatchObject({ finished: true, abandoned: false });
      expect(await store.unfinished()).toEqual(["BUSY2"]);
      expect(await store.abandonIdle(clock - 7 * DAY)).toEqual([]);
    });

    it("deletes finished games past their days with their actions, and nothing else", async () => {
      await store.createGame({ ...base, code: "OLD23", createdAt: clock });
      await store.appendAction("OLD23", 0, { seat: 0, action: { type: "pass" } });
      await store.finishGame("OLD23");
      await store.createGame({ ...base, code: "GONE2", createdAt: clock });
      clock += 10 * DAY;
      await store.abandonIdle(clock - 7 * DAY); // GONE2: abandoned now, kept from now on
      await store.createGame({ ...base, code: "NEW23", createdAt: clock });
      await store.finishGame("NEW23");
      await store.createGame({ ...base, code: "LIVE2", createdAt: clock });
      clock += 25 * DAY;
      // OLD23 finished 35 days ago; GONE2 was closed and NEW23 finished 25 days ago; LIVE2 runs.
      expect(await store.deleteFinished(clock - 30 * DAY)).toEqual(["OLD23"]);
      expect(await store.load("OLD23")).toBeNull();
      for (const code of ["GONE2", "NEW23", "LIVE2"]) expect(await store.load(code)).not.toBeNull();
      clock += 6 * DAY;
      expect((await store.deleteFinished(clock - 30 * DAY)).sort()).toEqual(["GONE2", "NEW23"]);
      expect(await store.load("LIVE2")).toMatchObject({ finished: false });
      // A game created again under a deleted code starts with no actions left over.
      await store.createGame({ ...base, code: "OLD23", createdAt: clock });
      expect((await store.load("OLD23"))!.actions).toEqual([]);
    });
  });
}
