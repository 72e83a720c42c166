import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GameStore } from "../../src/store";
import { readBackup, writeBackup } from "../../src/store/backup";
import { DEFAULT_RETENTION, sweep } from "../../src/store/retention";
import { turnDue } from "./turn-store-cases";

const DAY = 24 * 60 * 60 * 1000;
const SNAPSHOT = '{"format":1}\n{"state":{"hands":[["secret-card"]]}}';

/**
 * What every game store does with a sleeping table's wake snapshot (record.ts `saveSnapshot`),
 * run against SQLite (npm test) and Redis (npm run test:scale): kept for an unfinished game only,
 * dropped as the game ends, is abandoned or its code is created again, and never part of what
 * `load`, `dump`, `tables` or a backup give.
 */
export function snapshotStoreCases(name: string, open: (now: () => number) => Promise<GameStore>) {
  describe(name, () => {
    let clock = 1_000 * DAY;
    const now = () => clock;
    const opened: GameStore[] = [];
    let store: GameStore;
    const fresh = async () => { const s = await open(now); opened.push(s); return s; };
    const create = (code: string, s = store) => s.createGame({ code, gameId: "zoo", seed: `seed-${code}`, options: { pace: "turn-based" },
      seats: [{ name: "Ana", kind: "human", tokenHash: "h0" }], createdAt: clock });
    beforeEach(async () => { clock = 1_000 * DAY; store = await fresh(); });
    afterEach(async () => { await Promise.all(opened.splice(0).map((s) => s.close())); });

    it("keeps the last snapshot of an unfinished game, and none for an unknown or finished one", async () => {
      await create("SNAPA");
      expect(await store.snapshot("SNAPA")).toBeNull();
      await store.saveSnapshot("SNAPA", "first");
      await store.saveSnapshot("SNAPA", SNAPSHOT);
      expect(await store.snapshot("SNAPA")).toBe(SNAPSHOT);
      await store.saveSnapshot("NOGAM", SNAPSHOT);
      expect(await store.snapshot("NOGAM")).toBeNull();
      await create("SNAPB");
      await store.finishGame("SNAPB");
      await store.saveSnapshot("SNAPB", SNAPSHOT);
      expect(await store.snapshot("SNAPB")).toBeNull();
    });

    it("drops it when the game finishes, is abandoned, or its code is created again", async () => {
      for (const code of ["ENDED", "IDLED", "AGAIN"]) { await create(code); await store.saveSnapshot(code, SNAPSHOT); }
      await store.finishGame("ENDED", { winners: [0], scores: [1] });
      await store.createGame({ code: "AGAIN", gameId: "base", seed: "other", options: {}, seats: [], createdAt: clock });
      for (const code of ["ENDED", "AGAIN"]) expect([code, await store.snapshot(code)]).toEqual([code, null]);
      expect(await store.snapshot("IDLED")).toBe(SNAPSHOT);
      clock += 10 * DAY;
      expect((await sweep(store, DEFAULT_RETENTION, now())).abandoned).toContain("IDLED");
      expect(await store.snapshot("IDLED")).toBeNull();
    });

    it("is never part of load, dump, tables or a backup; a backup restores the game without it", async () => {
      await create("HIDES");
      await store.appendAction("HIDES", 0, { seat: 0, action: { type: "pass" } });
      await store.saveTurn("HIDES", turnDue(clock + DAY, 1));
      await store.saveSnapshot("HIDES", SNAPSHOT);
      const seen = JSON.stringify([await store.load("HIDES"), await store.dump("HIDES"), await store.tables(["HIDES"])]);
      expect(seen).not.toMatch(/snapshot|secret-card/i);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "snapshot-backup-")), "backup.jsonl");
      await writeBackup(store, file);
      expect(fs.readFileSync(file, "utf8")).not.toMatch(/snapshot|secret-card/i);
      const target = await fresh();
      await readBackup(target, file);
      expect(await target.snapshot("HIDES")).toBeNull();
      expect(await target.load("HIDES")).toEqual(await store.load("HIDES"));
    });
  });
}
