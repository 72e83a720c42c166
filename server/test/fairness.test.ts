import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { games, seedCommitment, verifyGame, type GameFile } from "@space/shared";
import Database from "better-sqlite3";
import { SqliteGameStore } from "../src/store";
import { handGame } from "./fixtures/hand-game";
import { startServer, createRoom, until, gameOf, seatsOf, type TestServer } from "./helpers";
import { seatOf, viewOf } from "./support/rooms";
import { randomFunction } from "@space/shared";

/** Seeds come from the server's crypto source; a finished game's file lets anyone check them. */
let server: TestServer;
let file: string;
beforeAll(async () => {
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "fair-")), "games.sqlite");
  // A production-like server: no fixed seed, a real store.
  server = await startServer({ fixedSeed: undefined, store: new SqliteGameStore(file), limits: { messagesPerSecond: 1000 } });
});
afterAll(async () => { await server.close(); });

const withHand = { ...games, hand: handGame } as Parameters<typeof verifyGame>[1];

async function finishedGame(): Promise<{ code: string; commitment: string }> {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 });
  ana.send("start");
  await until(() => ana.state.status === "playing" && ana.state.seedCommitment !== "", 2000, "start");
  const commitment = ana.state.seedCommitment;
  expect(commitment).toMatch(/^[0-9a-f]{64}$/);
  expect(ana.state.revealedSeed).toBe("");
  while (ana.state.status !== "ended") {
    await until(() => ana.state.status === "ended" || Array.from(ana.state.awaiting as number[]).includes(0), 2000, "Ana's turn");
    if (ana.state.status === "ended") break;
    const moves = ana.state.moves;
    ana.send("action", handGame.legalActionsInView({ ...gameOf(ana), private: seatsOf(ana)[0].secret }, 0)[0]);
    await until(() => ana.state.moves > moves, 2000, "Ana's move");
  }
  // The end reveals what was committed to.
  expect(ana.state.seedCommitment).toBe(commitment);
  expect(await seedCommitment(ana.state.revealedSeed, ana.state.revealedSalt)).toBe(commitment);
  expect(ana.state.fixedSeed).toBe(false);
  const code = ana.roomId;
  await ana.leave();
  return { code, commitment };
}

it("every game gets its own random seed, and a client cannot choose one", async () => {
  await expect(server.client().create("hand", { name: "Ana", seed: "known" })).rejects.toThrow(/seed cannot be chosen/);
  const [a, b] = [await createRoom(server.client(), { name: "Ana", seats: 2, bots: 1 }), await createRoom(server.client(), { name: "Bo", seats: 2, bots: 1 })];
  a.send("start");
  b.send("start");
  await until(() => a.state.seedCommitment !== "" && b.state.seedCommitment !== "", 2000, "commitments");
  expect(a.state.seedCommitment).not.toBe(b.state.seedCommitment);
  await Promise.all([a.leave(), b.leave()]);
});

it("a finished game's file verifies: commitment, replay of every action, result; a running game has none", async () => {
  const { code, commitment } = await finishedGame();
  const response = await fetch(`${server.url}/api/records/${code}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toMatch(/tokenHash/);
  const file = JSON.parse(text) as GameFile;
  expect(file.fairness.commitment).toBe(commitment);
  const verdict = await verifyGame(file, withHand);
  expect(verdict.checks.map((c) => c.ok)).toEqual([true, true, true, true]);
  expect(verdict.ok).toBe(true);

  // Any tampering shows.
  const tampered = (change: (f: GameFile) => void) => { const f = structuredClone(file); change(f); return verifyGame(f, withHand); };
  expect((await tampered((f) => { f.fairness.seed += "x"; })).ok).toBe(false);
  expect((await tampered((f) => { f.result.scores[0] += 1; })).ok).toBe(false);
  expect((await tampered((f) => { f.actions.pop(); })).ok).toBe(false);
  expect((await tampered((f) => { f.fairness.fixedSeed = true; })).ok).toBe(false);

  // A running game's seed stays secret.
  const running = await createRoom(server.client(), { name: "Cy", seats: 2, bots: 1 });
  running.send("start");
  await until(() => running.state.status === "playing", 2000, "start");
  expect((await fetch(`${server.url}/api/records/${running.roomId}`)).status).toBe(404);
  await running.leave();
});

it("a finished game's record is built from the result kept at its end, never replayed on request", async () => {
  const { code } = await finishedGame();
  const record = async () => (await (await fetch(`${server.url}/api/records/${code}`)).json()) as GameFile;
  const reader = new SqliteGameStore(file);
  try {
    const kept = (await reader.load(code))!.result;
    expect(kept).toEqual((await record()).result);
    // What the store keeps is what a request answers: nothing is worked out again.
    await reader.keepResult(code, { winners: [1], scores: [-1, 99] });
    expect((await record()).result).toEqual({ winners: [1], scores: [-1, 99] });
    // A game stored before results were kept is replayed once, and its result kept from then on.
    const db = new Database(file);
    db.prepare("UPDATE games SET result = NULL WHERE code = ?").run(code);
    db.close();
    expect((await record()).result).toEqual(kept);
    expect((await reader.load(code))!.result).toEqual(kept);
  } finally {
    await reader.close();
  }
});

it.each(["zoo", "base", "cheeses"] as const)("%s: the commitment published at the start is the seed and salt revealed at the end, and the record verifies", async (gameId) => {
  const game = games[gameId]!;
  const rng = randomFunction(`fair:${gameId}`);
  const ana = await server.client().create(gameId, { name: "Ana", seats: 2, bots: 1 });
  await until(() => Boolean(ana.state?.code), 3000, "first state");
  ana.send("start");
  await until(() => ana.state.status === "playing" && ana.state.seedCommitment !== "", 3000, "start");
  const commitment = ana.state.seedCommitment as string;
  while (ana.state.status !== "ended") {
    await until(() => ana.state.status === "ended" || Array.from(ana.state.awaiting as number[]).includes(seatOf(ana)), 3000, "Ana's turn");
    if (ana.state.status === "ended") break;
    expect(ana.state.revealedSeed).toBe("");
    const moves = ana.state.moves;
    ana.send("action", game.bot.choose(viewOf(ana), seatOf(ana), rng));
    await until(() => ana.state.moves > moves, 3000, "Ana's move");
  }
  expect(ana.state.seedCommitment).toBe(commitment);
  expect(await seedCommitment(ana.state.revealedSeed, ana.state.revealedSalt)).toBe(commitment);
  const file = (await (await fetch(`${server.url}/api/records/${ana.roomId}`)).json()) as GameFile;
  expect(file.fairness).toEqual({ commitment, seed: ana.state.revealedSeed, salt: ana.state.revealedSalt, fixedSeed: false });
  expect((await verifyGame(file, games)).ok).toBe(true);
  await ana.leave();
}, 60_000);
