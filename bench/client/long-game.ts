/**
 * `npm run bench:client`: does a long game stay as smooth at its end as at its start?
 *
 * Starts the server as the README does (`node server/dist/index.js`, its SQLite store in a temporary
 * folder, bots answering at once: BOT_DELAY_MS=0), opens Debian's chromium at 1280x800, and plays a
 * whole 4-seat Space Base game (34 rounds or so: Ana decides with the engine's bot through the test
 * hook, three bots play the other seats). Through the game it reads the page's drawing figures
 * (`__tabletop.frames()`: how long each state took to take in, panels and board, and each frame's
 * render, in ms), the JS heap after a full collection and
 * the page's element count, and prints them per part of the game, with the last part's median over
 * the first's. `--json FILE` writes the figures; `--game zoo|base|cheeses`, `--seats N` change the table.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { games, randomFunction } from "@space/shared";
import { startServer } from "../load/server-process";

interface Options { game: string; seats: number; json: string | null }

function options(argv: string[]): Options {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const game = value("game") ?? "base";
  if (!games[game as keyof typeof games]) throw new Error(`--game must be one of ${Object.keys(games).join(", ")}`);
  return { game, seats: Number(value("seats") ?? 4), json: value("json") ?? null };
}

/** What the page gives: its state and its drawing figures (client/src/boards/frames.ts). */
interface Reading {
  status: string;
  awaiting: number[];
  mySeat: number;
  moves: number;
  view: Record<string, unknown>;
  logTotal: number;
  frames: { drawn: number; updates: number; frameMs: number[]; updateMs: number[]; boardMs: number[] };
  heapMb: number;
  elements: number;
}

function read(page: Page): Promise<Reading> {
  return page.evaluate(() => {
    const hook = (window as unknown as { __tabletop: { state(): Reading; frames(): Reading["frames"] } }).__tabletop;
    // The heap after a full collection (chromium started with --expose-gc): what the page keeps.
    (window as unknown as { gc?: () => void }).gc?.();
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return {
      ...hook.state(), frames: hook.frames(),
      heapMb: (memory?.usedJSHeapSize ?? 0) / 2 ** 20, elements: document.getElementsByTagName("*").length,
    };
  });
}

const quantile = (values: number[], q: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const round2 = (n: number) => Math.round(n * 100) / 100;

/** One sample: the game's progress (its turn or round) and what the page measured since the last. */
interface Sample { progress: number; moves: number; updateMs: number[]; boardMs: number[]; frameMs: number[]; heapMb: number; elements: number; logTotal: number }

async function playAndMeasure(page: Page, game: string): Promise<Sample[]> {
  const engine = games[game as keyof typeof games]!;
  const rng = randomFunction("bench:client");
  const samples: Sample[] = [];
  let seen = { drawn: 0, updates: 0 };
  for (;;) {
    const r = await read(page);
    const f = r.frames;
    samples.push({
      progress: Number(r.view.round ?? r.view.turn ?? 0), moves: r.moves, logTotal: r.logTotal, heapMb: r.heapMb, elements: r.elements,
      updateMs: f.updateMs.slice(Math.max(0, f.updateMs.length - (f.updates - seen.updates))),
      boardMs: f.boardMs.slice(Math.max(0, f.boardMs.length - (f.updates - seen.updates))),
      frameMs: f.frameMs.slice(Math.max(0, f.frameMs.length - (f.drawn - seen.drawn))),
    });
    seen = { drawn: f.drawn, updates: f.updates };
    if (r.status !== "playing") return samples;
    if (r.awaiting.includes(r.mySeat)) {
      const action = engine.bot.choose(r.view as never, r.mySeat, rng);
      await page.evaluate((a) => (window as unknown as { __tabletop: { send(a: unknown): Promise<boolean> } }).__tabletop.send(a), action);
      await page.waitForFunction((m) => (window as unknown as { __tabletop: { state(): { moves: number } } }).__tabletop.state().moves > m, r.moves);
    } else await page.waitForTimeout(100);
  }
}

interface Part { name: string; from: number; to: number; updates: number; updateP50: number; updateP95: number; boardP50: number; frames: number; frameP50: number; frameP95: number; heapMb: number; elements: number; logLines: number }

/** The game in three parts by its progress (rounds or turns): start, middle, end. */
function parts(samples: Sample[]): Part[] {
  const last = Math.max(...samples.map((s) => s.progress));
  const cuts = [[1, Math.ceil(last / 3)], [Math.ceil(last / 3) + 1, Math.ceil((2 * last) / 3)], [Math.ceil((2 * last) / 3) + 1, last]];
  return cuts.map(([from, to], i) => {
    const inPart = samples.filter((s) => s.progress >= from && s.progress <= to);
    const updates = inPart.flatMap((s) => s.updateMs);
    const boards = inPart.flatMap((s) => s.boardMs);
    const frames = inPart.flatMap((s) => s.frameMs);
    const end = inPart[inPart.length - 1] ?? samples[samples.length - 1];
    return {
      name: ["start", "middle", "end"][i], from, to,
      updates: updates.length, updateP50: round2(quantile(updates, 0.5)), updateP95: round2(quantile(updates, 0.95)), boardP50: round2(quantile(boards, 0.5)),
      frames: frames.length, frameP50: round2(quantile(frames, 0.5)), frameP95: round2(quantile(frames, 0.95)),
      heapMb: round2(end.heapMb), elements: end.elements, logLines: end.logTotal,
    };
  });
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  // bench/client/dist/client/long-game.js
  const root = path.resolve(__dirname, "../../../..");
  const server = await startServer(root, 10, "warn", null, null, null, { BOT_DELAY_MS: "0" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--enable-precise-memory-info", "--js-flags=--expose-gc"],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(server.url);
    await page.fill("#name", "Ana");
    await page.selectOption("#game", o.game);
    await page.selectOption("#seats", String(o.seats));
    await page.selectOption("#bots", String(o.seats - 1));
    await page.click("#create");
    await page.click("#start");
    await page.waitForFunction(() => Boolean((window as unknown as { __tabletop: { frames?: unknown } }).__tabletop.frames));
    const started = Date.now();
    const samples = await playAndMeasure(page, o.game);
    const table = parts(samples);
    const [first, , end] = table;
    const result = {
      game: o.game, seats: o.seats, viewport: "1280x800", seconds: Math.round((Date.now() - started) / 1000), moves: samples[samples.length - 1].moves,
      parts: table,
      endOverStart: {
        updateP50: round2(end.updateP50 / first.updateP50), boardP50: round2(end.boardP50 / first.boardP50),
        panelsP50: round2((end.updateP50 - end.boardP50) / (first.updateP50 - first.boardP50)), frameP50: round2(end.frameP50 / first.frameP50),
      },
    };
    console.log(`${o.game}, ${o.seats} seats, 1280x800: ${result.moves} moves in ${result.seconds} s`);
    console.table(table);
    const r = result.endOverStart;
    console.log(`end / start, medians: a state taken in ${r.updateP50}x (the board's redraw ${r.boardP50}x, the rest ${r.panelsP50}x), a frame ${r.frameP50}x`);
    if (o.json) writeFileSync(o.json, JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
