import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { z } from "zod";
import { SeatBotLevel } from "@space/shared";
import type { GameStore, StoredGame } from "./record";

/**
 * Backups (docs/operations.md): one JSON document per line, a header then one stored game per
 * line with its actions and times. The same file moves games between SQLite and Redis.
 */
const BACKUP_FORMAT = "space-tabletop-backup";

const Header = z.object({ format: z.literal(BACKUP_FORMAT), version: z.literal(1), games: z.number().int().min(0), writtenAt: z.number() });

const Game = z.object({
  code: z.string().regex(/^[A-Z0-9]{5}$/),
  gameId: z.string().min(1),
  seed: z.string(),
  options: z.record(z.string(), z.unknown()),
  seats: z.array(z.object({ name: z.string(), kind: z.enum(["human", "bot"]), tokenHash: z.string().optional(),
    previousHash: z.string().optional(), level: SeatBotLevel.optional() })),
  actions: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown() })),
  finished: z.boolean(),
  abandoned: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  finishedAt: z.number().nullable(),
  result: z.object({ winners: z.array(z.number().int()), scores: z.array(z.number()) }).optional(),
});

/** Writes every game of `store` to `file`; resolves with how many. */
export async function writeBackup(store: GameStore, file: string): Promise<number> {
  const codes = await store.codes();
  const out = createWriteStream(file, { encoding: "utf8" });
  const write = async (line: unknown) => {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, "drain");
  };
  await write({ format: BACKUP_FORMAT, version: 1, games: codes.length, writtenAt: Date.now() });
  let written = 0;
  for (const code of codes) {
    const game = await store.dump(code);
    if (!game) continue; // deleted by the retention sweep meanwhile
    await write(game);
    written += 1;
  }
  out.end();
  await once(out, "finish");
  return written;
}

async function* lines(file: string): AsyncGenerator<{ n: number; text: string }> {
  let n = 0;
  for await (const text of createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity })) {
    n += 1;
    if (text.trim()) yield { n, text };
  }
}

function parse(file: string, n: number, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${file} line ${n}: not JSON`);
  }
}

/**
 * Loads a backup into an empty store: the whole file is checked first, so a bad file writes
 * nothing. Resolves with how many games were loaded.
 */
export async function readBackup(store: GameStore, file: string): Promise<number> {
  const held = (await store.codes()).length;
  if (held > 0) throw new Error(`the store already holds ${held} games: restore loads into an empty store only`);
  let header: z.infer<typeof Header> | null = null;
  let count = 0;
  const codes = new Set<string>();
  for await (const { n, text } of lines(file)) {
    const json = parse(file, n, text);
    if (!header) {
      const h = Header.safeParse(json);
      if (!h.success) throw new Error(`${file} is not a Space Tabletop backup (format ${BACKUP_FORMAT}, version 1)`);
      header = h.data;
      continue;
    }
    const g = Game.safeParse(json);
    if (!g.success) throw new Error(`${file} line ${n}: not a stored game (${g.error.issues[0]?.path.join(".")}: ${g.error.issues[0]?.message})`);
    if (codes.has(g.data.code)) throw new Error(`${file} line ${n}: game ${g.data.code} appears twice`);
    codes.add(g.data.code);
    count += 1;
  }
  if (!header) throw new Error(`${file} is empty`);
  if (count !== header.games) throw new Error(`${file} holds ${count} games but its header says ${header.games}: the file is incomplete`);
  let first = true;
  for await (const { n, text } of lines(file)) {
    if (first) { first = false; continue; }
    await store.put(Game.parse(parse(file, n, text)) as StoredGame);
  }
  return count;
}
