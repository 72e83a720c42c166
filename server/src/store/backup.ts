import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { z } from "zod";
import { MoreTime, SeatBotLevel } from "@space/shared";
import type { GameStore, StoredGame } from "./record";

/**
 * Backups (docs/operations.md): one JSON document per line, a header, the server's keys (version 2
 * on), then one stored game per line with its actions and times. The same file moves games between
 * SQLite and Redis.
 */
const BACKUP_FORMAT = "space-tabletop-backup";

/** Version 1 files (before server keys and turn-based tables) are read as they are. */
const Header = z.object({ format: z.literal(BACKUP_FORMAT), version: z.union([z.literal(1), z.literal(2)]), games: z.number().int().min(0),
  keys: z.number().int().min(0).optional(), writtenAt: z.number() });

/** One of the server's own keys (its VAPID keys: docs/push.md), so that a restored server keeps them. */
const ServerKey = z.object({ serverKey: z.string().min(1), value: z.string() });

const Summary = z.object({ awaiting: z.array(z.number().int()), deadline: z.number(), lastMove: z.string(), moves: z.number().int(),
  updatedAt: z.number() }).loose();

const Game = z.object({
  code: z.string().regex(/^[A-Z0-9]{5}$/),
  gameId: z.string().min(1),
  seed: z.string(),
  options: z.record(z.string(), z.unknown()),
  seats: z.array(z.object({ name: z.string(), kind: z.enum(["human", "bot"]), tokenHash: z.string().optional(),
    previousHash: z.string().optional(), level: SeatBotLevel.optional(), moreTime: MoreTime.optional() })),
  actions: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown() })),
  finished: z.boolean(),
  abandoned: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
  finishedAt: z.number().nullable(),
  result: z.object({ winners: z.array(z.number().int()), scores: z.array(z.number()) }).optional(),
  turn: z.object({ dueAt: z.number().min(0), clock: z.unknown(), summary: Summary }).optional(),
  channels: z.record(z.string().regex(/^\d+$/), z.unknown()).optional(),
});

/** Writes the server keys and every game of `store` to `file`; resolves with how many games. */
export async function writeBackup(store: GameStore, file: string): Promise<number> {
  const codes = await store.codes();
  const keys = Object.entries(await store.serverKeys());
  const out = createWriteStream(file, { encoding: "utf8" });
  const write = async (line: unknown) => {
    if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, "drain");
  };
  await write({ format: BACKUP_FORMAT, version: 2, games: codes.length, keys: keys.length, writtenAt: Date.now() });
  for (const [serverKey, value] of keys) await write({ serverKey, value });
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
 * nothing. The file's server keys replace the store's. Resolves with how many games were loaded.
 */
export async function readBackup(store: GameStore, file: string): Promise<number> {
  const held = (await store.codes()).length;
  if (held > 0) throw new Error(`the store already holds ${held} games: restore loads into an empty store only`);
  let header: z.infer<typeof Header> | null = null;
  let count = 0;
  const keys = new Map<string, string>();
  const codes = new Set<string>();
  for await (const { n, text } of lines(file)) {
    const json = parse(file, n, text);
    if (!header) {
      const h = Header.safeParse(json);
      if (!h.success) throw new Error(`${file} is not a Space Tabletop backup (format ${BACKUP_FORMAT}, version 1 or 2)`);
      header = h.data;
      continue;
    }
    if (keys.size < (header.keys ?? 0)) {
      const k = ServerKey.safeParse(json);
      if (!k.success) throw new Error(`${file} line ${n}: not a server key (the header says ${header.keys})`);
      if (keys.has(k.data.serverKey)) throw new Error(`${file} line ${n}: server key ${k.data.serverKey} appears twice`);
      keys.set(k.data.serverKey, k.data.value);
      continue;
    }
    const g = Game.safeParse(json);
    if (!g.success) throw new Error(`${file} line ${n}: not a stored game (${g.error.issues[0]?.path.join(".")}: ${g.error.issues[0]?.message})`);
    if (codes.has(g.data.code)) throw new Error(`${file} line ${n}: game ${g.data.code} appears twice`);
    codes.add(g.data.code);
    count += 1;
  }
  if (!header) throw new Error(`${file} is empty`);
  if (keys.size !== (header.keys ?? 0)) throw new Error(`${file} holds ${keys.size} server keys but its header says ${header.keys}: the file is incomplete`);
  if (count !== header.games) throw new Error(`${file} holds ${count} games but its header says ${header.games}: the file is incomplete`);
  for (const [name, value] of keys) await store.putServerKey(name, value);
  let skip = 1 + keys.size; // the header and the keys
  for await (const { n, text } of lines(file)) {
    if (skip > 0) { skip -= 1; continue; }
    await store.put(Game.parse(parse(file, n, text)) as StoredGame);
  }
  return count;
}
