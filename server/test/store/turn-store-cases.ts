import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { GameStore, TableTurn } from "../../src/store";
import { readBackup, writeBackup } from "../../src/store/backup";
import { DEFAULT_RETENTION, sweep } from "../../src/store/retention";

const DAY = 24 * 60 * 60 * 1000;
const seats = [{ name: "Ana", kind: "human" as const, tokenHash: "h0" }, { name: "Bo", kind: "human" as const, tokenHash: "h1" }];

/** A turn as server/src/turn-based writes it: due at `dueAt`, its summary for "My tables". */
export function turnDue(dueAt: number, moves = 3): TableTurn {
  return { dueAt, clock: { seats: [{ bankMs: 2 * DAY, timeouts: 0 }], notices: [] },
    summary: { awaiting: [1], deadline: dueAt, lastMove: "Ana played", moves, updatedAt: 5 } };
}

/** Channels as a seat's owner sets them: a push subscription, a webhook and an address (nulls and slashes kept). */
export const someChannels = {
  push: { endpoint: "https://push.example/send/abc", expirationTime: null, keys: { p256dh: "BPk", auth: "au" } },
  webhook: { url: "https://hooks.example/x/y", format: "discord", failures: 0, off: null },
  email: { address: "ana@example.org", digest: true },
};

/**
 * What every game store does for turn-based tables (record.ts: saveTurn … takeSecret), run against
 * SQLite (npm test) and Redis (npm run test:scale). `open` gives an empty store on the clock `now`;
 * `again` a second handle on the data of the store `open` gave last (another process).
 */
export function turnStoreCases(name: string, open: (now: () => number) => Promise<GameStore>,
  again?: (now: () => number) => Promise<GameStore>) {
  describe(name, () => {
    let clock = 1_000 * DAY;
    const now = () => clock;
    const opened: GameStore[] = [];
    let store: GameStore;
    const fresh = async () => { const s = await open(now); opened.push(s); return s; };
    const create = (code: string, s = store) => s.createGame({ code, gameId: "zoo", seed: `seed-${code}`, options: { pace: "turn" }, seats, createdAt: clock });
    beforeEach(async () => { clock = 1_000 * DAY; store = await fresh(); });
    afterEach(async () => { await Promise.all(opened.splice(0).map((s) => s.close())); });

    it("lists the tables due by now soonest first, at most the limit, and not those due later", async () => {
      for (const code of ["DUEAA", "DUEBB", "DUECC", "LATER", "NEVER", "NOTRN"]) await create(code);
      await store.saveTurn("DUEAA", turnDue(clock - 100));
      await store.saveTurn("DUEBB", turnDue(clock - 300));
      await store.saveTurn("DUECC", turnDue(clock));
      await store.saveTurn("LATER", turnDue(clock + 1));
      await store.saveTurn("NEVER", turnDue(0));
      expect(await store.dueTables(clock, 10)).toEqual(["DUEBB", "DUEAA", "DUECC"]);
      expect(await store.dueTables(clock, 2)).toEqual(["DUEBB", "DUEAA"]);
      expect(await store.dueTables(clock - 1_000, 10)).toEqual([]);
      // A new turn moves the table in the index.
      await store.saveTurn("DUEBB", turnDue(clock + DAY));
      expect(await store.dueTables(clock, 10)).toEqual(["DUEAA", "DUECC"]);
      expect(await store.dueTables(clock + DAY, 10)).toEqual(["DUEAA", "DUECC", "LATER", "DUEBB"]);
    });

    it("takes a table out of the due index when its dueAt is 0 or it finishes, keeping its turn", async () => {
      for (const code of ["ZEROD", "DONED", "ABAND"]) { await create(code); await store.saveTurn(code, turnDue(clock - 10)); }
      await store.saveTurn("ZEROD", turnDue(0));
      await store.finishGame("DONED", { winners: [0], scores: [3, 1] });
      expect(await store.dueTables(clock, 10)).toEqual(["ABAND"]);
      // A turn saved after the end (the last notice) is kept, never indexed.
      await store.saveTurn("DONED", turnDue(clock - 5, 9));
      expect(await store.dueTables(clock, 10)).toEqual(["ABAND"]);
      expect((await store.load("DONED"))!.turn).toEqual(turnDue(clock - 5, 9));
      expect((await store.load("ZEROD"))!.turn).toEqual(turnDue(0));
      // Abandoned (its clock stopped first): out of the index too.
      await store.saveTurn("ABAND", turnDue(0));
      clock += 8 * DAY;
      expect((await store.abandonIdle(clock - 7 * DAY)).sort()).toEqual(["ABAND", "ZEROD"]);
      await store.saveTurn("ABAND", turnDue(clock - 1));
      expect(await store.dueTables(clock, 10)).toEqual([]);
    });

    it("loads a game with its turn and channels, and a game without them with neither", async () => {
      await create("WITHT");
      await create("PLAIN");
      await store.saveTurn("WITHT", turnDue(clock + DAY));
      await store.saveChannels("WITHT", 1, someChannels);
      expect(await store.load("WITHT")).toMatchObject({ turn: turnDue(clock + DAY), channels: { 1: someChannels } });
      const plain = (await store.load("PLAIN"))!;
      expect("turn" in plain || "channels" in plain).toBe(false);
      // A turn or channels for a code the store does not hold make no game.
      await store.saveTurn("NOPE2", turnDue(clock));
      await store.saveChannels("NOPE2", 0, someChannels);
      expect(await store.codes()).toEqual(["PLAIN", "WITHT"]);
      expect(await store.dueTables(clock + 2 * DAY, 10)).toEqual(["WITHT"]);
    });

    it("sets, replaces and removes each seat's channels, and forgets them with the game", async () => {
      await create("CHANS");
      expect(await store.channels("CHANS")).toEqual({});
      await store.saveChannels("CHANS", 0, someChannels);
      await store.saveChannels("CHANS", 2, { email: { address: "cy@example.org", digest: false } });
      await store.saveChannels("CHANS", 0, { push: someChannels.push });
      expect(await store.channels("CHANS")).toEqual({ 0: { push: someChannels.push }, 2: { email: { address: "cy@example.org", digest: false } } });
      await store.saveChannels("CHANS", 2, null);
      expect(await store.channels("CHANS")).toEqual({ 0: { push: someChannels.push } });
      await store.saveChannels("CHANS", 0, null);
      expect(await store.channels("CHANS")).toEqual({});
      expect("channels" in (await store.load("CHANS"))!).toBe(false);

      await store.saveChannels("CHANS", 1, someChannels);
      await store.finishGame("CHANS");
      clock += DAY;
      expect(await store.deleteFinished(clock)).toEqual(["CHANS"]);
      expect(await store.channels("CHANS")).toEqual({});
      // A new game under the code starts with none.
      await create("CHANS");
      expect(await store.channels("CHANS")).toEqual({});
    });

    it("lists My tables without their actions: summary or null, finished or not, unknown codes left out", async () => {
      await create("MINEA");
      await create("MINEB");
      await create("MINEC");
      await store.appendAction("MINEA", 0, { seat: 0, action: { type: "pass" } });
      await store.saveTurn("MINEA", turnDue(clock + DAY, 1));
      await store.finishGame("MINEC");
      const rows = (await store.tables(["NOPE3", "MINEC", "MINEA", "MINEB"])).sort((a, b) => a.code.localeCompare(b.code));
      expect(rows).toEqual([
        { code: "MINEA", gameId: "zoo", options: { pace: "turn" }, seats, finished: false, summary: turnDue(clock + DAY, 1).summary },
        { code: "MINEB", gameId: "zoo", options: { pace: "turn" }, seats, finished: false, summary: null },
        { code: "MINEC", gameId: "zoo", options: { pace: "turn" }, seats, finished: true, summary: null },
      ]);
      expect(await store.tables([])).toEqual([]);
      // A hundred codes, as one browser may hold, in one call.
      const many = Array.from({ length: 100 }, (_, i) => `M${String(i).padStart(4, "0")}`);
      for (const code of many.slice(0, 50)) await create(code);
      expect((await store.tables(many)).map((r) => r.code).sort()).toEqual(many.slice(0, 50));
    });

    it("keeps digest entries per address until they are taken, and gives each out once", async () => {
      await store.queueDigest("ana@example.org", { code: "AAAAA", n: 1 });
      await store.queueDigest("bo@example.org", { code: "BBBBB", n: 2 });
      await store.queueDigest("ana@example.org", { code: "CCCCC", n: 3 });
      expect(await store.takeDigests()).toEqual(new Map([
        ["ana@example.org", [{ code: "AAAAA", n: 1 }, { code: "CCCCC", n: 3 }]], ["bo@example.org", [{ code: "BBBBB", n: 2 }]]]));
      expect(await store.takeDigests()).toEqual(new Map());
      await store.queueDigest("bo@example.org", { n: 4 });
      expect(await store.takeDigests()).toEqual(new Map([["bo@example.org", [{ n: 4 }]]]));
    });

    if (again) {
      it("never gives one digest entry to two processes taking at once", async () => {
        const other = await again(now);
        opened.push(other);
        const taken: unknown[] = [];
        const take = async (s: GameStore) => { for (const entries of (await s.takeDigests()).values()) taken.push(...entries); };
        let queued = 0;
        for (let round = 0; round < 20; round++) {
          const writes = Array.from({ length: 10 }, () => store.queueDigest(`p${queued % 3}@example.org`, { n: queued++ }));
          await Promise.all([...writes, take(store), take(other), take(other), take(store)]);
        }
        await take(other);
        expect(taken.map((e) => (e as { n: number }).n).sort((a, b) => a - b)).toEqual(Array.from({ length: queued }, (_, i) => i));
      });
    }

    it("gives a secret once, and never after it expires", async () => {
      await store.putSecret("k-once", "sealed seats", clock + 60_000);
      expect(await store.takeSecret("k-once")).toBe("sealed seats");
      expect(await store.takeSecret("k-once")).toBeNull();
      expect(await store.takeSecret("k-never")).toBeNull();
      // Expiring: the store's clock moves past it (and Redis's own, a real 40 ms).
      await store.putSecret("k-short", "too late", clock + 40);
      await store.putSecret("k-long", "in time", clock + 60_000);
      clock += 41;
      await new Promise((r) => setTimeout(r, 80));
      expect(await store.takeSecret("k-short")).toBeNull();
      expect(await store.takeSecret("k-long")).toBe("in time");
      await store.putSecret("k-past", "already expired", clock - 1);
      expect(await store.takeSecret("k-past")).toBeNull();
      // A key put again replaces its value.
      await store.putSecret("k-twice", "first", clock + 60_000);
      await store.putSecret("k-twice", "second", clock + 60_000);
      expect(await store.takeSecret("k-twice")).toBe("second");
    });

    it("never closes as idle a table whose clock runs; the idle clock still closes the others", async () => {
      for (const code of ["CLOCK", "NOCLK", "LIVE3"]) await create(code);
      await store.saveTurn("CLOCK", turnDue(clock + 30 * DAY));
      await store.saveTurn("NOCLK", turnDue(0));
      clock += 8 * DAY;
      expect((await sweep(store, DEFAULT_RETENTION, clock)).abandoned.sort()).toEqual(["LIVE3", "NOCLK"]);
      expect(await store.load("CLOCK")).toMatchObject({ finished: false, abandoned: false });
      expect(await store.unfinished()).toEqual(["CLOCK"]);
      // Its clock stopped (dueAt 0), the idle clock counts again.
      await store.saveTurn("CLOCK", turnDue(0));
      expect((await sweep(store, DEFAULT_RETENTION, clock)).abandoned).toEqual(["CLOCK"]);
    });

    it("backs up and restores each table's turn and channels and the server's keys, the due index rebuilt", async () => {
      await create("BKDUE");
      await create("BKEND");
      await create("BKOLD");
      await store.appendAction("BKDUE", 0, { seat: 0, action: { type: "pass" } });
      await store.saveTurn("BKDUE", turnDue(clock - 1));
      await store.saveChannels("BKDUE", 0, someChannels);
      await store.saveChannels("BKDUE", 1, { email: { address: "bo@example.org", digest: true } });
      await store.saveTurn("BKEND", turnDue(clock - 2));
      await store.finishGame("BKEND", { winners: [1], scores: [0, 4] });
      await store.serverKey("vapid", () => '{"publicKey":"pub","privateKey":"priv"}');
      await store.serverKey("unsubscribe", () => "mac-key");
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "turn-backup-")), "all.jsonl");
      expect(await writeBackup(store, file)).toBe(3);

      const target = await fresh();
      // A server started once on the empty store made keys of its own: the backup's replace them.
      await target.serverKey("vapid", () => "made by the fresh start");
      expect(await readBackup(target, file)).toBe(3);
      expect(await target.serverKeys()).toEqual({ unsubscribe: "mac-key", vapid: '{"publicKey":"pub","privateKey":"priv"}' });
      expect(await target.serverKey("vapid", () => "not this")).toBe('{"publicKey":"pub","privateKey":"priv"}');
      for (const code of await store.codes()) expect(await target.dump(code)).toEqual(await store.dump(code));
      expect(await target.dueTables(clock, 10)).toEqual(["BKDUE"]);
      expect(await target.channels("BKDUE")).toEqual(await store.channels("BKDUE"));
      expect((await target.tables(["BKDUE"]))[0].summary).toEqual(turnDue(clock - 1).summary);
    });
  });
}
