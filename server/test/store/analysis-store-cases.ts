import type { GameStore } from "../../src/store";
import { DEFAULT_RETENTION, sweep } from "../../src/store/retention";

const DAY = 24 * 60 * 60 * 1000;
const ANALYSIS = '{"chances":[[0.5,0.5]],"best":[[],[]],"worst":[[],[]]}';

/**
 * What every game store does with a finished game's analysis (record.ts `saveAnalysis`), run against
 * SQLite (npm test) and Redis (npm run test:scale): kept for a finished game only, dropped with the
 * game by the retention or when its code is created again, and never part of what `load` gives.
 */
export function analysisStoreCases(name: string, open: (now: () => number) => Promise<GameStore>) {
  describe(name, () => {
    let clock = 1_000 * DAY;
    const now = () => clock;
    let store: GameStore;
    const create = (code: string) => store.createGame({ code, gameId: "zoo", seed: `seed-${code}`, options: {},
      seats: [{ name: "Ana", kind: "human", tokenHash: "h0" }], createdAt: clock });
    beforeEach(async () => { clock = 1_000 * DAY; store = await open(now); });
    afterEach(async () => { await store.close(); });

    it("keeps a finished game's analysis, and none for an unknown or unfinished one", async () => {
      await create("DONEA");
      await store.finishGame("DONEA", { winners: [0], scores: [3] });
      expect(await store.analysis("DONEA")).toBeNull();
      await store.saveAnalysis("DONEA", ANALYSIS);
      expect(await store.analysis("DONEA")).toBe(ANALYSIS);
      await store.saveAnalysis("NOGAM", ANALYSIS);
      expect(await store.analysis("NOGAM")).toBeNull();
      await create("RUNNS");
      await store.saveAnalysis("RUNNS", ANALYSIS);
      expect(await store.analysis("RUNNS")).toBeNull();
      expect(JSON.stringify(await store.load("DONEA"))).not.toContain("chances");
    });

    it("drops it when the code is created again, or the retention deletes the game", async () => {
      for (const code of ["AGAIN", "SWEPT"]) {
        await create(code);
        await store.finishGame(code, { winners: [0], scores: [1] });
        await store.saveAnalysis(code, ANALYSIS);
      }
      await create("AGAIN");
      expect(await store.analysis("AGAIN")).toBeNull();
      clock += DEFAULT_RETENTION.keepFinishedDays * DAY + DAY;
      expect((await sweep(store, DEFAULT_RETENTION, now())).deleted).toContain("SWEPT");
      expect(await store.analysis("SWEPT")).toBeNull();
    });
  });
}
