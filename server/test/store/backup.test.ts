import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SqliteGameStore, type GameStore } from "../../src/store";
import { readBackup, writeBackup } from "../../src/store/backup";
import { fillStore, sameGames } from "../support/backup-games";

/** `npm run backup` / `npm run restore` on the embedded store: every game, whole, and nothing from a bad file. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
const fresh = (name: string) => new SqliteGameStore(path.join(dir, `${name}.sqlite`));
const open: GameStore[] = [];
const store = (name: string) => { const s = fresh(name); open.push(s); return s; };
afterAll(async () => { for (const s of open) await s.close(); });

test("a backup restored into an empty store gives back every game: running, finished, abandoned, with actions and times", async () => {
  const source = store("source");
  const codes = await fillStore(source);
  const file = path.join(dir, "all.jsonl");
  expect(await writeBackup(source, file)).toBe(codes.length);
  const target = store("target");
  expect(await readBackup(target, file)).toBe(codes.length);
  await sameGames(source, target);
  // The restored store goes on as the first would: running games come back after a restart, not the others.
  expect(await target.unfinished()).toEqual(await source.unfinished());
  // A second backup of the restored store is the same file but for its time.
  const again = path.join(dir, "again.jsonl");
  await writeBackup(target, again);
  const body = (f: string) => fs.readFileSync(f, "utf8").split("\n").slice(1).join("\n");
  expect(body(again)).toBe(body(file));
});

test("restore refuses a store that holds games, and a bad or cut file, writing nothing", async () => {
  const source = store("source2");
  await fillStore(source);
  const file = path.join(dir, "good.jsonl");
  await writeBackup(source, file);
  await expect(readBackup(source, file)).rejects.toThrow(/already holds \d+ games/);

  const lines = fs.readFileSync(file, "utf8").trim().split("\n");
  const cases: [string, string, RegExp][] = [
    ["cut.jsonl", lines.slice(0, -1).join("\n"), /header says/],
    ["garbage.jsonl", [lines[0], lines[1], "{not json"].join("\n"), /line 3: not JSON/],
    ["wrong.jsonl", [lines[0], JSON.stringify({ ...JSON.parse(lines[1]), code: "<b>" })].join("\n"), /line 2: not a stored game/],
    ["twice.jsonl", [JSON.stringify({ ...JSON.parse(lines[0]), games: 2 }), lines[1], lines[1]].join("\n"), /appears twice/],
    ["other.jsonl", JSON.stringify({ hello: "world" }), /not a Space Tabletop backup/],
    ["empty.jsonl", "", /is empty/],
  ];
  for (const [name, text, error] of cases) {
    fs.writeFileSync(path.join(dir, name), text);
    const target = store(name);
    await expect(readBackup(target, path.join(dir, name))).rejects.toThrow(error);
    expect(await target.codes()).toEqual([]);
  }
});
