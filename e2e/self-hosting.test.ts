/**
 * The self-hosting topology of docker-compose.yml, run here as real processes: the built server
 * (`node server/dist/index.js`) twice on one real Redis, and a single server restarted on its
 * SQLite file while two browsers are in a game.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TestClient } from "../server/test/support/test-client";
import type { Browser, Page } from "playwright-core";
import { freePort } from "../server/test/support/ports";
import { startRedis, type TestRedis } from "../server/test/support/redis";
import { DESKTOP, hookState, launchBrowser, meetInRoom, screenshot, waitForScreen, watchErrors, type HookState } from "./harness";

const serverEntry = path.resolve(__dirname, "../server/dist/index.js");

interface Proc { port: number; child: ChildProcess; stop(): Promise<void> }

/** Starts the built server as its own process and waits for /healthz. */
async function startProcess(port: number, env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server on ${port} did not answer /healthz`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port, child,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    }),
  };
}

const procs: Proc[] = [];
let redis: TestRedis | undefined;
let browser: Browser | undefined;

afterAll(async () => {
  await browser?.close();
  for (const p of procs) await p.stop();
  await redis?.stop();
});

test("two server processes on one Redis: a room created on one is joined by code through the other", async () => {
  redis = await startRedis();
  const [a, b] = [await freePort(), await freePort()];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "compose-"));
  for (const port of [a, b]) {
    procs.push(await startProcess(port, { REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${port}`, DATA_FILE: path.join(dataDir, `${port}.sqlite`) }));
  }
  const ana = await new TestClient(`ws://127.0.0.1:${a}`).create("zoo", { name: "Ana", seats: 3 });
  await waitFor(() => Boolean(ana.state?.code));
  const code = ana.roomId;
  const bo = await new TestClient(`ws://127.0.0.1:${b}`).joinById(code, { name: "Bo" });
  await waitFor(() => ana.state.seats?.[1]?.name === "Bo" && bo.state?.seats?.[0]?.name === "Ana");
  // A second room never gets the same code, wherever it is created.
  const other = await new TestClient(`ws://127.0.0.1:${b}`).create("zoo", { name: "Cy" });
  expect(other.roomId).not.toBe(code);
  for (const room of [ana, bo, other]) await room.leave();
});

test("a server restart keeps the game: both browsers come back to their seats by themselves", async () => {
  const port = await freePort();
  const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "restart-")), "games.sqlite");
  let proc = await startProcess(port, { DATA_FILE: dataFile });
  procs.push(proc);
  browser = await launchBrowser();
  const base = `http://127.0.0.1:${port}`;
  const pages: Page[] = [];
  const errors: string[][] = [];
  for (let i = 0; i < 2; i++) {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    errors.push(watchErrors(page));
    pages.push(page);
  }
  const [ana, bo] = pages;
  const code = await meetInRoom(base, { name: "Ana", page: ana }, { name: "Bo", page: bo }, "zoo");

  // Ana chooses her action card; the choice is stored before anyone sees its effect.
  await ana.evaluate(() => (window as any).__tabletop.send({ type: "choose", phase: "mining" }));
  await ana.waitForFunction(() => ((window as any).__tabletop.state() as { moves: number }).moves === 1);
  const { view: before, seats: sessions } = (await hookState(ana))!;

  await proc.stop();
  proc = await startProcess(port, { DATA_FILE: dataFile });
  procs.push(proc);

  // Back in the restored room: a new session in the same seat, connected (the page keeps showing
  // the old state while it retries, so the move count alone would pass before anyone is back).
  for (const [page, seat] of [[ana, 0], [bo, 1]] as const) {
    await page.waitForFunction(([s, old]) => {
      const st = (window as any).__tabletop?.state() as HookState | null;
      const mine = st?.seats[s];
      return st?.moves === 1 && st.mySeat === s && mine?.connected && mine.sessionId !== old;
    }, [seat, sessions[seat].sessionId] as const, { timeout: 60_000 });
    await waitForScreen(page, "game");
  }
  const after = (await hookState(ana))!;
  expect(after.code).toBe(code);
  expect(after.view).toEqual(before);
  // Names opened nothing: no restore without a seat token, and a stranger typing "Ana" gets no seat.
  expect((await fetch(`${base}/api/rooms/${code}/restore`, { method: "POST" })).status).toBe(400);
  const eve = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await eve.goto(`${base}/?room=${code}`);
  await waitForScreen(eve, "lobby");
  await eve.fill("#name", "Ana");
  await eve.click("#join");
  // No seat for a name: a join to a started game falls back to watching (client.md, "Lobby"), without a hand.
  await waitForScreen(eve, "game");
  await eve.waitForFunction(() => document.body.textContent?.includes("The game has started: you are watching"), null, { timeout: 10_000 });
  const watched = (await hookState(eve))!;
  expect(watched.mySeat).toBeNull();
  expect(watched.view.private).toBeNull();
  await screenshot(bo, "restart-rejoined");
  // Play goes on: Bo chooses too, and the turn moves past selection.
  await bo.evaluate(() => (window as any).__tabletop.send({ type: "choose", phase: "funding" }));
  await ana.waitForFunction(() => (((window as any).__tabletop.state() as { moves: number }).moves) >= 2);
  expect(errors.flat()).toEqual([]);
});

async function waitFor(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}
