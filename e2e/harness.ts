import path from "node:path";
import fs from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { createGameServer, type GameServer, type GameServerOptions } from "../server/src/app";

export { clickControl, clickSpace, press, waitForMoves, type Hooked } from "./clicks";

/** How the browser draws (docs/client.md, "Browser tests"). */
export interface BrowserLook {
  /** false (the default) turns WebGL's multisampling off. */
  antialias?: boolean;
  /**
   * true: WebGL, the renderer players have (here in software). false (the default): a browser
   * without WebGL, where Pixi draws with its canvas renderer (as on a machine whose GPU the browser
   * refuses); a frame there costs the browser about a twentieth of a software WebGL frame. The tests
   * of the drawing itself ask for WebGL: frames, first-frame figures, screenshots, and the CSP.
   */
  webgl?: boolean;
}

/**
 * Debian's chromium, launched with the flags this machine needs (docs/client.md); never a downloaded
 * browser. WebGL runs in software here (SwiftShader, in one GPU process for every page), where
 * multisampling the boards' canvases was a large part of the machine's work in a whole game: without
 * it the Base game by clicks took 220 s instead of 328 s. Tests whose images or frame figures go into docs keep it.
 */
export function launchBrowser(look: BrowserLook = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", ...(look.antialias ? [] : ["--webgl-antialiasing-mode=none"]),
      // With the GPU off, WebGL runs only on the software rasterizer (SwiftShader): without it, none.
      ...(look.webgl ? [] : ["--disable-software-rasterizer"])],
  });
}

/** The built client (`npm run build`); E2E_CLIENT_DIR names another build (one per worker building at once). */
export const clientDir = process.env.E2E_CLIENT_DIR ?? path.resolve(__dirname, "../client/dist");
const shotsDir = path.resolve(__dirname, "screenshots");

/** The whole page, or only the screen (`fullPage` false: a layout that depends on the screen's height, such as a phone held sideways). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

/** What `window.__tabletop` gives, as far as these tests read it. */
export interface HookState {
  code: string;
  status: string;
  mySeat: number | null;
  seats: { seat: number; name: string; kind: string; connected: boolean; host: boolean; sessionId: string }[];
  view: Record<string, unknown> & { private: unknown };
  moves: number;
  awaiting: number[];
  winners: number[];
}

/** The state comes as one JSON string: playwright checks a returned object value by value, which is slow for a whole game's state. */
export async function hookState(page: Page): Promise<HookState | null> {
  return JSON.parse(await page.evaluate(() => JSON.stringify((window as unknown as { __tabletop?: { state(): unknown } }).__tabletop?.state() ?? null))) as HookState | null;
}

/** Which renderer the page's board draws with: "webgl", or "canvas" without WebGL. The board adds
 * `frames` to the hook once it is up, which can be a moment after the game screen shows. */
export async function boardRenderer(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => (window as unknown as { __tabletop?: { frames?(): { renderer: string } } }).__tabletop?.frames?.().renderer, undefined, { timeout: 15000 });
  return await handle.jsonValue() as string;
}

export function hookScreen(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { __tabletop?: { screen(): string } }).__tabletop?.screen() ?? null);
}

/**
 * Waits until the page shows `screen`. A limit, not a measure: the browser tests run in two workers
 * beside the rest of CI on two cores, where a page's first load has taken over 15 s.
 */
export async function waitForScreen(page: Page, screen: string, timeout = 40_000): Promise<void> {
  try {
    await page.waitForFunction((s) => (window as unknown as { __tabletop?: { screen(): string } }).__tabletop?.screen() === s, screen, { timeout });
  } catch (error) {
    throw new Error(`${(error as Error).message}\nwaiting for ${screen}, the page showed: ${await pageSays(page)}`);
  }
}

/** What a page shows when a wait failed: its screen, and the errors and toasts in view. */
async function pageSays(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const screen = (window as unknown as { __tabletop?: { screen(): string } }).__tabletop?.screen() ?? "no hook";
      const said = Array.from(document.querySelectorAll(".field-error, .toast-text"), (e) => e.textContent?.trim() ?? "").filter(Boolean);
      return `${screen}${said.length ? `; ${said.join(" | ")}` : ""}`;
    });
  } catch (error) {
    return `nothing readable (${(error as Error).message})`;
  }
}

/**
 * Leaves the page's room on purpose (see `useE2EServer`): *Leave room*, and in a running game the
 * confirmation it asks for. Clicked in the page, so it goes through as one step.
 */
export async function leaveRoom(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.getElementById("leave")?.click();
    // Only a running game's screen is still there (a lobby or a game over left at once).
    document.getElementById("leave-go")?.click();
  });
}

/** Collects page errors so a test can assert that none happened. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("dialog", (d) => {
    errors.push(`unexpected dialog: ${d.message()}`);
    void d.dismiss();
  });
  return errors;
}

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 720 };
export const PHONE: Viewport = { width: 390, height: 844 };
/** A smaller phone (issue 39 checks both). */
export const SMALL_PHONE: Viewport = { width: 360, height: 740 };

/** One browser page of one player, with the page errors it collected. */
export interface Player {
  name: string;
  page: Page;
  errors: string[];
}

export interface E2EServer {
  /** The server's address, e.g. http://127.0.0.1:12345 (after beforeAll). */
  origin(): string;
  /**
   * A fresh player: a page in its own browser context, so localStorage (the name) and sessionStorage
   * are not shared; `touch`: a phone's touch screen instead of a mouse; `still`:
   * the system asks for reduced motion (no highlights or glides, so a board draws only on a change).
   */
  newPlayer(name: string, viewport?: Viewport, touch?: boolean, still?: boolean): Promise<Player>;
}

/** A page's message budget in the browser tests (docs/testing.md). */
export const E2E_MESSAGES_PER_SECOND = 200;

/**
 * Registers beforeAll/afterAll for a test file: the game server in-process on a random loopback
 * port, and Debian's chromium. At the end every page leaves its room on purpose first: a dropped
 * socket makes the server hold the seat (a timer of colyseus's allowReconnection that outlives the
 * server's close).
 */
export function useE2EServer(options: GameServerOptions, look: BrowserLook = {}): E2EServer {
  let server: GameServer | undefined;
  let browser: Browser | undefined;
  let origin = "";
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Browser tests open many rooms from one address: per-address budgets are tested in server/test/http.
    // Their pages play through the test hook as fast as the room answers (bots with no delay: a move
    // every 30-40 ms on a fast host), past the 20 messages a second a connection a person never
    // reaches; that budget is tested in server/test (flood tests).
    server = createGameServer({ http: { createsPerMinute: 1_000_000, joinsPerMinute: 1_000_000 }, ...options,
      limits: { messagesPerSecond: E2E_MESSAGES_PER_SECOND, ...options.limits } });
    origin = `http://127.0.0.1:${await server.listen(0, "127.0.0.1")}`;
    browser = await launchBrowser(look);
  });

  afterAll(async () => {
    for (const c of contexts) {
      for (const page of c.pages()) {
        await leaveRoom(page).catch(() => undefined);
        await waitForScreen(page, "lobby", 3000).catch(() => undefined);
      }
      await c.close().catch(() => undefined);
    }
    await browser?.close();
    await server?.close();
  });

  return {
    origin: () => origin,
    async newPlayer(name, viewport = DESKTOP, touch = false, still = false) {
      const context = await browser!.newContext({ viewport, reducedMotion: still ? "reduce" : "no-preference", ...(touch ? { hasTouch: true, isMobile: true } : {}) });
      contexts.push(context);
      const page = await context.newPage();
      return { name, page, errors: watchErrors(page) };
    },
  };
}

/**
 * The host creates a room of `gameId` through the lobby form (no bots), the guest joins it by its
 * code, the host starts, and both reach the game screen. Resolves with the room code.
 */
export async function meetInRoom(origin: string, host: Pick<Player, "name" | "page">, guest: Pick<Player, "name" | "page">, gameId: string): Promise<string> {
  return meetInRoomAll(origin, [host, guest], gameId);
}


/**
 * `meetInRoom` for any number of players: the first creates a room of `gameId` with one seat per
 * player (no bots), the others join it by its code in turn, the host starts, and every page
 * reaches the game screen. Resolves with the room code.
 */
export async function meetInRoomAll(origin: string, players: Pick<Player, "name" | "page">[], gameId: string): Promise<string> {
  const [host, ...guests] = players;
  await host.page.goto(origin);
  await waitForScreen(host.page, "lobby");
  await host.page.fill("#name", host.name);
  await host.page.selectOption("#game", gameId);
  await host.page.selectOption("#seats", String(players.length));
  await host.page.selectOption("#bots", "0");
  await host.page.click("#create");
  await waitForScreen(host.page, "waiting");
  const code = (await host.page.textContent("#room-code"))!.trim();

  for (const guest of guests) {
    await guest.page.goto(`${origin}/?room=${code}`);
    await waitForScreen(guest.page, "lobby");
    await guest.page.fill("#name", guest.name);
    await guest.page.click("#join");
    await waitForScreen(guest.page, "waiting");
  }
  await host.page.waitForFunction(() => !(document.querySelector("#start") as HTMLButtonElement).disabled);
  await host.page.click("#start");
  for (const p of players) await waitForScreen(p.page, "game");
  return code;
}

/**
 * One player alone with bots: fills the lobby's create form (game, seats, bots, and the clock in
 * seconds when given), creates the room and starts it. The page must be on the lobby already.
 */
export async function startWithBots(page: Page, name: string, form: { game: string; seats: number; bots: number; clock?: number }): Promise<void> {
  await waitForScreen(page, "lobby");
  await page.fill("#name", name);
  await page.selectOption("#game", form.game);
  await page.selectOption("#seats", String(form.seats));
  await page.selectOption("#bots", String(form.bots));
  if (form.clock) await page.selectOption("#clock", String(form.clock));
  await page.click("#create");
  await waitForScreen(page, "waiting");
  await page.click("#start");
  await waitForScreen(page, "game");
}

/** In the page: the colours on the board's canvas (sampled), when more than `over`; else 0. */
function coloursOver(over: number): number {
  const canvas = document.getElementById("board-canvas") as HTMLCanvasElement;
  const probe = document.createElement("canvas");
  probe.width = canvas.width;
  probe.height = canvas.height;
  const g = probe.getContext("2d")!;
  g.drawImage(canvas, 0, 0);
  const data = g.getImageData(0, 0, probe.width, probe.height).data;
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += 4 * 97) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
  return seen.size > over ? seen.size : 0;
}

/**
 * How many colours a sample of the board's canvas has (preserveDrawingBuffer lets a test read it),
 * once it shows more than two, or as it is after 5 s: a canvas exists before its first frame is drawn.
 */
export async function canvasColours(page: Page): Promise<number> {
  const drawn = await page.waitForFunction(coloursOver, 2, { timeout: 5000 }).then((h) => h.jsonValue()).catch(() => null);
  return drawn ?? page.evaluate(coloursOver, -1);
}
