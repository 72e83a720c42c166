import type { GameStore } from "../../src/store";

const base = { gameId: "zoo", seed: "s1", options: { turnSeconds: 0 }, seats: [{ name: "Ana", kind: "human" as const }, { name: "Bot 1", kind: "bot" as const }] };

/** What every game store must do: run against SQLite (npm test) and Redis (npm run test:scale). */
export function contract(name: string, open: () => Promise<GameStore>, reopen: () => Promise<GameStore>) {
  describe(name, () => {
    let store: GameStore;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => { await store.close(); });

    it("stores a game with its actions in order and loads it back", async () => {
      await store.createGame({ ...base, code: "ABCDE", createdAt: 1 });
      await store.appendAction("ABCDE", 0, { seat: 0, action: { type: "choose", card: "mining" } });
      await store.appendAction("ABCDE", 1, { seat: 1, action: { type: "choose", card: "funding" } });
      const r = await store.load("ABCDE");
      expect(r).toEqual({ ...base, code: "ABCDE", createdAt: 1, finished: false,
        actions: [{ seat: 0, action: { type: "choose", card: "mining" } }, { seat: 1, action: { type: "choose", card: "funding" } }] });
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
      store = await reopen();
      expect((await store.load("Q2345"))!.actions).toEqual([{ seat: 1, action: { type: "pass" } }]);
      expect(await store.unfinished()).toContain("Q2345");
    });
  });
}

