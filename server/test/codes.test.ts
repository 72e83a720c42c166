import { CODE_ALPHABET, RoomCode } from "@space/shared";
import { LocalPresence } from "colyseus";
import { randomCode, releaseCode, reserveCode } from "../src/rooms/codes";
import { startServer, createRoom, type TestServer } from "./helpers";

let server: TestServer;
// A production-like server: a random seed for every game.
beforeAll(async () => { server = await startServer({ fixedSeed: undefined }); });
afterAll(async () => { await server.close(); });

describe("room codes", () => {
  it("are 5 characters of the unambiguous alphabet", () => {
    for (let i = 0; i < 500; i++) {
      const code = randomCode();
      expect(RoomCode.safeParse(code).success).toBe(true);
      expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    }
  });

  it("a code held by another room is skipped; a released code is free again", async () => {
    const presence = new LocalPresence();
    const sequence = (...codes: string[]) => () => codes.shift()!;
    expect(await reserveCode(presence, 5, sequence("AAAAA"))).toBe("AAAAA");
    expect(await reserveCode(presence, 5, sequence("AAAAA", "AAAAA", "BBBBB"))).toBe("BBBBB");
    await expect(reserveCode(presence, 2, sequence("AAAAA", "BBBBB"))).rejects.toThrow(/free room code/);
    await releaseCode(presence, "AAAAA");
    expect(await reserveCode(presence, 1, sequence("AAAAA"))).toBe("AAAAA");
  });

  it("name each room; many rooms get distinct codes", async () => {
    const client = server.client();
    const rooms = await Promise.all(Array.from({ length: 40 }, (_, i) => createRoom(client, { name: `P${i}` })));
    const codes = rooms.map((r) => r.roomId);
    expect(new Set(codes).size).toBe(codes.length);
    for (const room of rooms) {
      expect(RoomCode.safeParse(room.roomId).success).toBe(true);
      expect(room.state.code).toBe(room.roomId);
    }
    await Promise.all(rooms.map((r) => r.leave()));
  });

  it("an unknown code is rejected", async () => {
    const client = server.client();
    const code = randomCode();
    await expect(client.joinById(code, { name: "Zed" })).rejects.toThrow(/not found/);
  });

  it("rooms are private: joinOrCreate never lands in someone's room", async () => {
    const client = server.client();
    const a = await createRoom(client, { name: "Ana" });
    const b = await client.joinOrCreate("hand", { name: "Bo" });
    expect(b.roomId).not.toBe(a.roomId);
    await Promise.all([a.leave(), b.leave()]);
  });
});

describe("create validation", () => {
  it.each([
    [{ name: "" }, /name is empty.*\(name_empty\)$/],
    [{ name: "<script>" }, /name may hold.*\(name_characters\)$/],
    [{ name: "A".repeat(21) }, /longer than 20 characters \(name_too_long\)$/],
    [{}, /name/],
    [{ name: "Ana", seats: 5 }, /seats/],
    [{ name: "Ana", seats: 1 }, /seats/],
    [{ name: "Ana", seats: 2, bots: 2 }, /bots/],
    [{ name: "Ana", seats: "four" }, /seats/],
    [{ name: "Ana", seed: "known" }, /seed cannot be chosen/],
    [{ name: "Ana", turnSeconds: 86_400 }, /^A live table's clock is at most an hour a move: choose turn-based for longer \(live_clock_too_long\)$/],
    [{ name: "Ana", pace: "turn-based", turnSeconds: 60 }, /1 hour to 14 days a move \(turn_clock_range\)$/],
  ])("rejects %j", async (options, message) => {
    await expect(server.client().create("hand", options)).rejects.toThrow(message);
  });

  it("the game comes from the room name, not from options", async () => {
    const room = await createRoom(server.client(), { name: "Ana", gameId: "zoo" });
    expect(room.state.gameId).toBe("hand");
    await room.leave();
  });
});

describe("http", () => {
  it("GET /healthz answers 200 JSON", async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/json/);
    const body = (await res.json()) as { ok: boolean; rooms: number; uptime: number };
    expect(body.ok).toBe(true);
    expect(typeof body.rooms).toBe("number");
    expect(typeof body.uptime).toBe("number");
  });
});
