/**
 * What a screen reader hears at the table (docs/accessibility.md): other players' moves within
 * 500 ms of their state arriving, "Your turn" in the assertive region only, a bot's burst of moves as
 * one line, a refused move with the engine's reason. The page records when each WebSocket message
 * arrives, when the log panel gets a line and when a live region's text changes.
 */
import type { Page } from "playwright-core";
import { games } from "@space/shared";
import type { CheesesAction, CheesesView } from "@space/shared/cheeses";
import { clientDir, hookState, meetInRoom, startWithBots, useE2EServer, type Player } from "./harness";

const e2e = useE2EServer({ clientDir, botDelayMs: 0 });

interface Heard {
  region: string;
  text: string;
  /** When the observer saw the change (after the task that made it, board drawing included). */
  at: number;
  /** When the announcer set the text (its performance mark). */
  saidAt: number;
}

interface Record {
  heard: Heard[];
  /** When the log panel's newest line changed, and which line of the whole log it was. */
  logAt: { at: number; value: number }[];
  wsAt: number[];
}

/** Before the page loads: the recorder (every message's arrival, every new log line, every live region's text). */
async function record(player: Player): Promise<void> {
  await player.page.addInitScript(() => {
    const rec = { heard: [] as Heard[], logAt: [] as { at: number; value: number }[], wsAt: [] as number[] };
    (window as unknown as { __heard: typeof rec }).__heard = rec;
    const Native = window.WebSocket;
    // Registered before colyseus.js sets its handler: this listener runs first, as the message arrives.
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener("message", () => rec.wsAt.push(performance.now()));
      }
    };
    new MutationObserver((mutations) => {
      const at = performance.now();
      const seen = new Set<Element>();
      for (const m of mutations) {
        const el = (m.target instanceof Element ? m.target : m.target.parentElement)?.closest("#announce-polite, #announce-urgent, #log");
        if (!el || seen.has(el)) continue;
        seen.add(el);
        if (el.id === "log") rec.logAt.push({ at, value: Number(el.lastElementChild?.getAttribute("value") ?? 0) });
        else {
          const saidAt = performance.getEntriesByName(el.id).pop()?.startTime ?? at;
          rec.heard.push({ region: el.id === "announce-urgent" ? "urgent" : "polite", text: (el.textContent ?? "").trim(), at, saidAt });
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __heard: Record }).__heard);
const said = async (page: Page, region: string) => (await recorded(page)).heard.filter((h) => h.region === region).map((h) => h.text);

interface Table {
  awaiting: number[];
  mySeat: number;
  moves: number;
  logTotal: number;
  log: string[];
  view: never;
}
const table = async (page: Page) => (await hookState(page)) as unknown as Table;

test("another player's move is heard within 500 ms of arriving; 'Your turn' goes to the assertive region; a refusal says the engine's reason", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  await record(ana);
  await record(bo);
  await meetInRoom(e2e.origin(), ana, bo, "cheeses");
  const first = await table(ana.page);
  const [mover, other] = first.awaiting[0] === first.mySeat ? [ana, bo] : [bo, ana];
  const seat = (await table(mover.page)).mySeat;
  await mover.page.waitForFunction(() => document.getElementById("announce-urgent")?.textContent === "Your turn.");

  // A Barn cannot be the first module: the engine refuses it, and says why.
  const start = await table(mover.page);
  const build = (games.cheeses!.legalActionsInView(start.view, seat) as CheesesAction[]).find((a) => a.type === "build")!;
  await mover.page.evaluate((a) => (window as any).__tabletop.send(a), { ...build, module: "barn" });
  await mover.page.waitForFunction(() => document.getElementById("announce-polite")?.textContent?.startsWith("Move refused"));
  expect((await said(mover.page, "polite")).pop()).toBe("Move refused: Your first module must be a Start-Up.");

  // The mover plays, one move at a time, each heard on the other page before the next.
  const playFrom = await other.page.evaluate(() => performance.now());
  for (let i = 0; i < 40; i++) {
    const s = await table(mover.page);
    if (!s.awaiting.includes(seat)) break;
    const heardBefore = (await recorded(other.page)).heard.length;
    const action = (games.cheeses!.legalActionsInView(s.view as CheesesView, seat) as CheesesAction[])[0];
    await mover.page.evaluate((a) => (window as any).__tabletop.send(a), action);
    await mover.page.waitForFunction((m) => (window as any).__tabletop.state().moves > m, s.moves);
    await other.page.waitForFunction((n) => (window as any).__heard.heard.length > n, heardBefore, { timeout: 3000 }).catch(() => undefined);
  }
  await other.page.waitForFunction(() => document.getElementById("announce-urgent")?.textContent === "Your turn.");

  // Each line of the mover's: from the message that brought it to the first announcement after it.
  const rec = await recorded(other.page);
  const delays: number[] = [];
  const toPanel: number[] = [];
  for (const line of rec.logAt.filter((l) => l.at > playFrom)) {
    const arrived = Math.max(...rec.wsAt.filter((at) => at <= line.at));
    const heard = rec.heard.find((h) => h.region === "polite" && h.at >= line.at);
    if (!heard) continue;
    delays.push(Math.round(heard.saidAt - arrived));
    toPanel.push(Math.round(line.at - arrived));
  }
  console.log(`announcements: ${delays.length} moves heard ${delays.join(", ")} ms after their message arrived (max ${Math.max(...delays)} ms;` +
    ` the page's task that showed them, the board's drawing included, ended after ${toPanel.join(", ")} ms)`);
  expect(delays.length).toBeGreaterThan(0);
  expect(Math.max(...delays)).toBeLessThan(500);

  // "Your turn" only in the assertive region; the other page heard the mover's lines, politely.
  const moverName = mover.name;
  const otherPolite = await said(other.page, "polite");
  expect(otherPolite.some((text) => text.includes(moverName))).toBe(true);
  expect(await said(other.page, "urgent")).toEqual(["Your turn."]);
  expect(otherPolite).not.toContain("Your turn.");
  // The mover heard none of their own moves (their lines start with their name), and whose turn it is now.
  const moverPolite = await said(mover.page, "polite");
  expect(moverPolite.filter((text) => text.startsWith(`${moverName} `))).toEqual([]);
  expect(moverPolite[moverPolite.length - 1]).toMatch(new RegExp(`Waiting for ${other.name}\\.$`));
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});

test("a bot's burst of moves is one summary line, not one line a move", async () => {
  const ana = await e2e.newPlayer("Ana");
  await record(ana);
  await ana.page.goto(e2e.origin());
  await startWithBots(ana.page, "Ana", { game: "base", seats: 3, bots: 2 });
  const page = ana.page;
  let burst: { moves: number; polite: string[] } | null = null;
  for (let i = 0; i < 60 && !burst; i++) {
    await page.waitForFunction(() => { const s = (window as any).__tabletop.state(); return s.awaiting.includes(s.mySeat); });
    const s = await table(page);
    const heardBefore = (await recorded(page)).heard.length;
    const action = games.base!.legalActionsInView(s.view, s.mySeat)[0];
    await page.evaluate((a) => (window as any).__tabletop.send(a), action);
    await page.waitForFunction((m) => (window as any).__tabletop.state().moves > m, s.moves);
    // Ana's turn again (the bots play at once), and the hold's last line said.
    await page.waitForFunction(() => { const t = (window as any).__tabletop.state(); return t.awaiting.includes(t.mySeat); }, undefined, { timeout: 10000 });
    await page.waitForTimeout(400);
    const back = await table(page);
    if (back.moves - s.moves - 1 < 3) continue;
    const heard = (await recorded(page)).heard.slice(heardBefore).filter((h) => h.region === "polite").map((h) => h.text);
    burst = { moves: back.moves - s.moves - 1, polite: heard };
  }
  console.log(`announcements: the bots made ${burst!.moves} moves; heard: ${JSON.stringify(burst!.polite)}`);
  expect(burst!.moves).toBeGreaterThan(2);
  expect(burst!.polite.length).toBeLessThan(burst!.moves);
  expect(burst!.polite.some((text) => / made \d+ moves; last: /.test(text))).toBe(true);
  expect(ana.errors).toEqual([]);
});
