import { createHash, randomBytes } from "node:crypto";
import type { MyTable } from "@space/shared";
import { SqliteGameStore, type GameRecord, type TableSummary } from "../../src/store";
import { hashSeatToken } from "../../src/rooms/seat-token";
import { openSeats, sealSeats } from "../../src/http/seat-bundle";
import { useServer } from "../helpers";

/**
 * "My tables" and the all-seats link over HTTP (server/src/http/my-tables.ts), on a real server
 * and store, the tables written into the store as the rooms leave them: tokens are checked against
 * the seats' hashes, a stranger's token learns nothing, limits answer clearly.
 */

const token = () => randomBytes(32).toString("base64url");
const HOUR = 3_600_000;

let clock = Date.now();
const store = new SqliteGameStore(":memory:", () => clock);
const server = useServer({
  store, now: () => clock, wakeEveryMs: 0,
  // Each test speaks from its own address (behind one trusted proxy), so the budget test is alone in its budget.
  http: { joinsPerMinute: 30, trustProxy: 1, maxBodyBytes: 1024 * 1024 },
});

let lastIp = 0;
const freshIp = () => `198.51.100.${++lastIp}`;

async function post(path: string, body: unknown, ip: string): Promise<{ status: number; body: any }> {
  const r = await fetch(`${server.url()}${path}`, {
    method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}

function summary(s: Partial<TableSummary>): TableSummary {
  return { awaiting: [], deadline: 0, lastMove: "", moves: 0, updatedAt: 0, ...s };
}

/** A stored two-seat table: `mine` is the hash at my seat (or the one it moved away from: `previous`), with its summary if any. */
async function table(code: string, gameId: string, mySeat: number, mine: string, s: TableSummary | null,
  extra: { finished?: boolean; pace?: string; previous?: boolean } = {}): Promise<void> {
  const me = { name: "Ana", kind: "human" as const, ...(extra.previous ? { tokenHash: hashSeatToken(token()), previousHash: mine } : { tokenHash: mine }) };
  const other = { name: "Bo", kind: "human" as const, tokenHash: hashSeatToken(token()) };
  const seats: GameRecord["seats"] = mySeat === 0 ? [me, other] : [other, me];
  await store.createGame({ code, gameId, seed: "seed", options: extra.pace ? { pace: extra.pace } : {}, seats, createdAt: NOW });
  if (s) await store.saveTurn(code, { dueAt: 0, clock: null, summary: s });
  if (extra.finished) await store.finishGame(code);
}

// My tokens, one per table.
const t = { late: token(), soon: token(), theirs: token(), older: token(), unknown: token(), over: token(), moved: token(), bos: token() };
const NOW = Date.now();
beforeAll(async () => {
  await table("KATEA", "zoo", 1, hashSeatToken(t.late), summary({ awaiting: [0, 1], deadline: NOW + 5 * HOUR, lastMove: "Bo fed the lion.", moves: 7, updatedAt: NOW - 9 * HOUR }), { pace: "turn-based" });
  await table("SQQNB", "base", 0, hashSeatToken(t.soon), summary({ awaiting: [0], deadline: NOW + HOUR, lastMove: "Bo built a mine.", moves: 3, updatedAt: NOW - 8 * HOUR }));
  await table("THEMC", "cheeses", 0, hashSeatToken(t.theirs), summary({ awaiting: [1], deadline: NOW + 2 * HOUR, lastMove: "Ana moved to S4.", moves: 12, updatedAt: NOW - HOUR }), { pace: "turn-based" });
  await table("PASTD", "base", 1, hashSeatToken(t.older), summary({ awaiting: [1], deadline: 0, lastMove: "Bo passed.", moves: 2, updatedAt: NOW - 3 * HOUR }));
  await table("NEWSE", "zoo", 0, hashSeatToken(t.unknown), null);
  await table("ENDSF", "cheeses", 0, hashSeatToken(t.over), summary({ awaiting: [0], deadline: NOW + HOUR, lastMove: "Ana wins.", moves: 40, updatedAt: NOW }), { finished: true });
  await table("MVEDG", "zoo", 1, hashSeatToken(t.moved), summary({ awaiting: [1], deadline: NOW + 3 * HOUR, updatedAt: NOW - 2 * HOUR }), { previous: true });
  await table("BHSHJ", "base", 1, hashSeatToken(t.bos), summary({ updatedAt: NOW }));
});

const mine = () => [
  { code: "ENDSF", token: t.over }, { code: "NEWSE", token: t.unknown }, { code: "KATEA", token: t.late },
  { code: "PASTD", token: t.older }, { code: "THEMC", token: t.theirs }, { code: "SQQNB", token: t.soon }, { code: "MVEDG", token: t.moved },
];

it("lists the tables the tokens hold: waiting for me by deadline (no clock last), then running by last change, then ended", async () => {
  const r = await post("/api/tables", { seats: mine() }, freshIp());
  expect(r.status).toBe(200);
  const tables = r.body.tables as MyTable[];
  expect(tables.map((x) => x.code)).toEqual(["SQQNB", "MVEDG", "KATEA", "PASTD", "THEMC", "NEWSE", "ENDSF"]);
  expect(tables[0]).toEqual({ code: "SQQNB", gameId: "base", pace: "live", status: "playing", seat: 0,
    players: [{ name: "Ana", kind: "human" }, { name: "Bo", kind: "human" }],
    awaiting: [0], deadline: NOW + HOUR, lastMove: "Bo built a mine.", moves: 3, updatedAt: NOW - 8 * HOUR });
  expect(tables.find((x) => x.code === "KATEA")).toMatchObject({ pace: "turn-based", seat: 1 });
  expect(tables.at(-1)).toMatchObject({ code: "ENDSF", status: "ended", awaiting: [], deadline: 0, lastMove: "Ana wins." });
});

it("a table with no summary yet is listed with what is known", async () => {
  const r = await post("/api/tables", { seats: [{ code: "NEWSE", token: t.unknown }] }, freshIp());
  expect(r.body.tables).toEqual([{ code: "NEWSE", gameId: "zoo", pace: "live", status: "playing", seat: 0,
    players: [{ name: "Ana", kind: "human" }, { name: "Bo", kind: "human" }], awaiting: [], deadline: 0, lastMove: "", moves: 0, updatedAt: 0 }]);
});

it("a wrong token, another table's token and an unknown code are left out without a word, and no hash is ever sent", async () => {
  const r = await post("/api/tables", { seats: [
    { code: "KATEA", token: token() }, { code: "BHSHJ", token: t.late }, { code: "ZZZZZ", token: t.late }, { code: "SQQNB", token: "short" },
    { code: "THEMC", token: t.theirs },
  ] }, freshIp());
  expect(r.status).toBe(200);
  expect(r.body.tables.map((x: MyTable) => x.code)).toEqual(["THEMC"]);
  expect(JSON.stringify(r.body)).not.toMatch(/[0-9a-f]{64}|tokenHash|previousHash/);
  const stranger = await post("/api/tables", { seats: [{ code: "KATEA", token: token() }] }, freshIp());
  expect(stranger).toEqual({ status: 200, body: { tables: [] } });
});

it("a hundred seats are read in one store call; a hundred and one are a 400", async () => {
  const letters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  const many = Array.from({ length: 100 }, (_, i) => ({ code: `Q${letters[i % 31]}${letters[Math.floor(i / 31)]}ZZ`, token: token() }));
  const asked = jest.spyOn(store, "tables");
  const r = await post("/api/tables", { seats: [...many.slice(0, 99), { code: "THEMC", token: t.theirs }] }, freshIp());
  expect(r.status).toBe(200);
  expect(r.body.tables.map((x: MyTable) => x.code)).toEqual(["THEMC"]);
  expect(asked).toHaveBeenCalledTimes(1);
  asked.mockRestore();
  const over = await post("/api/tables", { seats: [...many, { code: "THEMC", token: t.theirs }] }, freshIp());
  expect(over.status).toBe(400);
  expect(over.body.error).toMatch(/at most 100 seats/);
});

it("a body over 16 KB is refused with 413; a body that is not the request is a 400", async () => {
  const big = await post("/api/tables", { seats: [], pad: "x".repeat(17 * 1024) }, freshIp());
  expect(big.status).toBe(413);
  expect(big.body.error).toMatch(/too large/);
  for (const body of ["not json", { seats: "all" }, { seats: [{ code: "ABCDE" }] }, { seats: [], extra: 1 }]) {
    const r = await post("/api/tables", body, freshIp());
    expect(r.status).toBe(400);
    expect(r.body.ok).toBe(false);
  }
});

it("the routes spend the address's join budget: the 31st request in a minute gets 429 with Retry-After", async () => {
  const ip = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await post("/api/tables", { seats: [] }, ip)).status);
  for (let i = 0; i < 10; i++) statuses.push((await post("/api/tables/claim", { ticket: token() }, ip)).status);
  for (let i = 0; i < 10; i++) statuses.push((await post("/api/tables/link", { seats: [] }, ip)).status);
  expect(statuses.filter((s) => s === 429)).toEqual([]);
  const r = await fetch(`${server.url()}/api/tables`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: "{\"seats\":[]}" });
  expect(r.status).toBe(429);
  expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(((await r.json()) as { error: string }).error).toMatch(/too many/);
  expect((await post("/api/tables", { seats: [] }, freshIp())).status).toBe(200);
});

describe("the all-seats link", () => {
  it("seals the seats its tokens hold, once: the claim gives them back, a second claim is a 404", async () => {
    const link = await post("/api/tables/link", { seats: [...mine(), { code: "BHSHJ", token: t.late }, { code: "KATEA", token: token() }] }, freshIp());
    expect(link.status).toBe(200);
    expect(link.body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.body.expiresAt).toBe(clock + 15 * 60_000);
    // Stored under the ticket's hash, and sealed: no token and no code can be read from the store.
    const key = createHash("sha256").update(link.body.ticket).digest("hex");
    const stored = (await store.takeSecret(key))!;
    expect(stored).not.toBeNull();
    await store.putSecret(key, stored, link.body.expiresAt);
    for (const s of mine()) {
      expect(stored).not.toContain(s.token);
      expect(Buffer.from(stored, "base64url").toString("latin1")).not.toContain(s.code);
    }

    const claim = await post("/api/tables/claim", { ticket: link.body.ticket }, freshIp());
    expect(claim.status).toBe(200);
    expect(claim.body.seats).toEqual(mine());
    const again = await post("/api/tables/claim", { ticket: link.body.ticket }, freshIp());
    expect(again.status).toBe(404);
    expect(again.body.error).toMatch(/unknown, used or expired/);
  });

  it("a wrong ticket, an expired one and a tampered one get the same 404", async () => {
    const wrong = await post("/api/tables/claim", { ticket: token() }, freshIp());
    const link = await post("/api/tables/link", { seats: mine() }, freshIp());
    clock += 15 * 60_000;
    const expired = await post("/api/tables/claim", { ticket: link.body.ticket }, freshIp());
    clock -= 15 * 60_000;
    const other = await post("/api/tables/link", { seats: mine() }, freshIp());
    const key = createHash("sha256").update(other.body.ticket).digest("hex");
    const sealed = Buffer.from((await store.takeSecret(key))!, "base64url");
    sealed[sealed.length - 1] ^= 1;
    await store.putSecret(key, sealed.toString("base64url"), other.body.expiresAt);
    const tampered = await post("/api/tables/claim", { ticket: other.body.ticket }, freshIp());
    expect(wrong.status).toBe(404);
    expect(expired).toEqual(wrong);
    expect(tampered).toEqual(wrong);
  });

  it("a link of no seat held here is a 400, and a claim without a ticket is a 400", async () => {
    const none = await post("/api/tables/link", { seats: [{ code: "KATEA", token: token() }] }, freshIp());
    expect(none.status).toBe(400);
    expect(none.body.error).toMatch(/nothing to move/);
    expect((await post("/api/tables/claim", { seats: [] }, freshIp())).status).toBe(400);
    expect((await post("/api/tables/claim", { ticket: "x".repeat(65) }, freshIp())).status).toBe(400);
  });
});

it("a sealed bundle opens only with its own ticket and before its expiry (the route's own check, whatever the store keeps)", () => {
  const seats = [{ code: "KATEA", token: t.late }];
  const { ticket, value } = sealSeats(seats, 1000);
  expect(openSeats(ticket, value, 999)).toEqual(seats);
  expect(openSeats(ticket, value, 1000)).toBeNull();
  expect(openSeats(token(), value, 0)).toBeNull();
  expect(openSeats(ticket, "short", 0)).toBeNull();
});

it("a table's last move is kept as an entry and worded in the asking page's language (lang), English by default; an older summary's words show as they are", async () => {
  const back = token();
  await table("WQRDS", "zoo", 0, hashSeatToken(back), summary({ awaiting: [1], lastMove: '!notes.back{"seat":1}', moves: 4, updatedAt: NOW }));
  const ask = async (lang?: string) => (await post("/api/tables", { seats: [{ code: "WQRDS", token: back }], ...(lang ? { lang } : {}) }, freshIp())).body.tables[0].lastMove;
  expect(await ask("de")).toBe("Bo ist zurück und spielt wieder mit");
  expect(await ask()).toBe("Bo is back and plays again");
  expect((await post("/api/tables", { seats: [{ code: "PASTD", token: t.older }], lang: "pl" }, freshIp())).body.tables[0].lastMove).toBe("Bo passed.");
});
