import http from "node:http";
import { cpus, loadavg } from "node:os";
import type { Page } from "playwright-core";
import { PHONE, clientDir, leaveRoom, startWithBots, useE2EServer, waitForScreen } from "./harness";

/**
 * The client's budgets (issue 10), measured in headless chromium against the real server and
 * printed (docs/client.md, "Budgets"): the first page load's bytes on the wire (gzip), and the
 * first board frame after the game starts, for every game. The bytes budget and compression are
 * asserted; the timings are printed with the machine's load, not asserted.
 */
// Bots think as long as in production (600 ms), so the measure is of the page, not of a flood of instant moves.
const e2e = useE2EServer({ clientDir }, { antialias: true, webgl: true });

const FIRST_LOAD_LIMIT = 250 * 1024;
const FIRST_FRAME_LIMIT_MS = 1000;
const figures: string[] = [];
afterAll(() => console.log(`client budgets (headless chromium, loopback)\n${figures.join("\n")}`));

/** Bytes on the wire (headers and bodies, as encoded) of every response until the page is idle. */
async function wireBytes(page: Page, load: () => Promise<void>): Promise<{ total: number; files: { url: string; bytes: number; encoding: string }[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, { url: string; encoding: string }>();
  const files: { url: string; bytes: number; encoding: string }[] = [];
  cdp.on("Network.responseReceived", (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    urls.set(e.requestId, { url: e.response.url, encoding: headers["content-encoding"] ?? "none" });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = urls.get(e.requestId);
    if (r) files.push({ url: r.url.replace(/^https?:\/\/[^/]+/, ""), bytes: e.encodedDataLength, encoding: r.encoding });
  });
  await load();
  await page.waitForLoadState("networkidle");
  await cdp.detach();
  return { total: files.reduce((n, f) => n + f.bytes, 0), files };
}

function get(url: string): Promise<{ encoding: string | undefined; type: string | undefined }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } }, (res) => {
      res.resume();
      resolve({ encoding: res.headers["content-encoding"], type: res.headers["content-type"] });
    }).on("error", reject);
  });
}

test("the first page load is at most 250 KB on the wire, compressed", async () => {
  const p = await e2e.newPlayer("Ana");
  const { total, files } = await wireBytes(p.page, async () => {
    await p.page.goto(e2e.origin());
    await waitForScreen(p.page, "lobby");
  });
  figures.push(`first page load (lobby): ${(total / 1024).toFixed(1)} KB on the wire in ${files.length} responses (limit 250 KB)`);
  for (const f of files.sort((a, b) => b.bytes - a.bytes)) figures.push(`  ${(f.bytes / 1024).toFixed(1).padStart(6)} KB  ${f.encoding.padEnd(5)} ${f.url}`);
  // No Pixi and no board code on the lobby.
  expect(files.some((f) => /game-screen|CanvasRenderer|\/(zoo|base|cheeses)-[\w-]+\.js$/.test(f.url) && /board/i.test(f.url))).toBe(false);
  expect(files.some((f) => /game-screen/.test(f.url))).toBe(false);
  // Every script and style sheet came compressed (the server leaves bodies under 1 KB as they are).
  for (const f of files.filter((f) => /\.(js|css)$/.test(f.url) && f.bytes > 2048)) expect(f.encoding).toMatch(/gzip|br|deflate/);
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_LIMIT);
  // The server compresses for any client that asks, not only for the browser.
  const script = files.find((f) => f.url.endsWith(".js"))!;
  expect((await get(`${e2e.origin()}${script.url}`)).encoding).toMatch(/^(br|gzip)$/);
  expect(p.errors).toEqual([]);
  await p.page.close();
});

async function firstFrame(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName("board-first-frame").length > 0, undefined, { timeout: 30000 });
  const [frame, drawn] = await page.evaluate(() => [performance.measure("first-board-frame", "game-started", "board-first-frame").duration,
    performance.measure("board-drawn", "game-started", "board-drawn").duration]);
  figures.push(`    (board drawn by its code ${drawn.toFixed(0)} ms after the start, on screen ${frame.toFixed(0)} ms)`);
  return frame;
}

for (const game of ["zoo", "base", "cheeses"]) {
  test(`${game}: the first board frame after the game starts (printed)`, async () => {
    const host = await e2e.newPlayer("Ana");
    await host.page.goto(e2e.origin());
    await startWithBots(host.page, "Ana", { game, seats: 4, bots: 3 });
    figures.push(`${game}:`);
    const warm = await firstFrame(host.page);
    // A spectator who opens the running game by its link loads the game screen and the board then.
    const code = (await host.page.textContent("#game-code"))!.trim();
    const eve = await e2e.newPlayer("Eve", PHONE, true);
    await eve.page.goto(`${e2e.origin()}/?room=${code}`);
    await waitForScreen(eve.page, "lobby");
    await eve.page.fill("#name", "Eve");
    await eve.page.check("#spectator");
    await eve.page.click("#join");
    const cold = await firstFrame(eve.page);
    figures.push(`  first board frame ${warm.toFixed(0)} ms after the start (player, 1280x720, code fetched in the waiting room); ` +
      `${cold.toFixed(0)} ms for a spectator arriving by link (390x844, game screen and board fetched then)`);
    // Timings are printed, not asserted (they depend on the machine's load): docs/client.md records them.
    figures.push(`  ${warm < FIRST_FRAME_LIMIT_MS && cold < FIRST_FRAME_LIMIT_MS ? "met" : "MISSED"} (limit ${FIRST_FRAME_LIMIT_MS} ms); load average ${loadavg()[0].toFixed(2)} on ${cpus().length} cores`);
    expect(warm).toBeGreaterThan(0);
    expect(host.errors).toEqual([]);
    expect(eve.errors).toEqual([]);
    // Close both pages: a page left open keeps drawing (software WebGL here) and would slow the next game's measure.
    for (const p of [eve, host]) {
      await leaveRoom(p.page).catch(() => undefined);
      await p.page.close();
    }
  });
}
