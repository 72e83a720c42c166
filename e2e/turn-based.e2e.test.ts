import type { Page } from "playwright-core";
import { SqliteGameStore } from "../server/src/store";
import { PHONE, clientDir, hookState, useE2EServer, waitForScreen } from "./harness";
import { phoneSlips } from "./phone-checks";

/**
 * A turn-based table in the browser (docs/client.md, "Turn-based tables"): created at 1 day a move
 * with 2 extra days, each player sees the other's time left and reserve, and a player who closes
 * their page is not "away" (no connection light, no countdown to a bot). The server keeps
 * turn-based tables only with a store.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 0, store: new SqliteGameStore(":memory:") });

const DAY = 86_400;

/** In the page: what under `selector` is cut, under 12 px, or a control under 44 px tall or past the screen's edge. */
function formSlips(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const slips: string[] = [];
    const root = document.querySelector(sel);
    for (const el of Array.from(root?.querySelectorAll<HTMLElement>("*") ?? [])) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || el.closest("[hidden]")) continue;
      if (box.right > window.innerWidth + 1) slips.push(`past the screen's edge: ${el.id || el.tagName}`);
      const own = Array.from(el.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent!).join("").trim();
      const style = getComputedStyle(el);
      if (own && el.tagName !== "OPTION") {
        if (own.endsWith("…") || (style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1)) slips.push(`text cut: "${own}"`);
        if (parseFloat(style.fontSize) < 11.95) slips.push(`text under 12 px: "${own}"`);
      }
      const target = el.matches("input[type=radio], input[type=checkbox]") ? el.closest("label") : el.matches("select, button, input") ? el : null;
      if (target && target.getBoundingClientRect().height < 43.95) {
        slips.push(`tap target under 44 px: ${(target.textContent ?? "").trim() || el.id} ${Math.round(target.getBoundingClientRect().height)} px`);
      }
    }
    return slips;
  }, selector);
}

/** What one seat's row in the players panel says about its clock, and whether it shows a light or "away". */
function seatRow(page: Page, seat: number): Promise<{ timeLeft: string | null; reserve: string | null; text: string; dots: number }> {
  return page.$eval(`#players li[data-seat="${seat}"]`, (li) => ({
    timeLeft: li.querySelector(".time-left")?.textContent ?? null,
    reserve: li.querySelector(".reserve")?.textContent ?? null,
    text: li.textContent ?? "",
    dots: li.querySelectorAll(".dot").length,
  }));
}

test("a turn-based table: each player sees the other's time left and reserve, and a closed page is not away", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo", PHONE, true);

  await ana.page.goto(e2e.origin());
  await waitForScreen(ana.page, "lobby");
  await ana.page.fill("#name", "Ana");
  await ana.page.selectOption("#game", "zoo");
  await ana.page.selectOption("#seats", "2");
  await ana.page.selectOption("#bots", "0");
  expect(await ana.page.isVisible("#turn-clock")).toBe(false);
  await ana.page.check("#pace-turn-based");
  expect(await ana.page.isVisible("#clock")).toBe(false);
  expect(await ana.page.$eval("#turn-clock", (s) => Array.from((s as HTMLSelectElement).options).map((o) => o.text)))
    .toEqual(["12 hours", "1 day", "3 days", "7 days"]);
  expect(await ana.page.$eval("#reserve", (s) => Array.from((s as HTMLSelectElement).options).map((o) => o.text)))
    .toEqual(["none", "1 day", "2 days", "3 days", "7 days"]);
  await ana.page.selectOption("#turn-clock", String(DAY));
  await ana.page.selectOption("#reserve", String(2 * DAY));
  await ana.page.click("#create");
  await waitForScreen(ana.page, "waiting");
  const code = (await ana.page.textContent("#room-code"))!.trim();
  await ana.page.waitForFunction(() => document.getElementById("pace-note")?.textContent !== "");
  expect(await ana.page.textContent("#pace-note")).toBe("Turn-based: 1 day a move, 2 extra days each");

  // Bo's phone: the create form with its turn-based fields open reads whole, with 44 px targets.
  await bo.page.goto(`${e2e.origin()}/?room=${code}`);
  await waitForScreen(bo.page, "lobby");
  await bo.page.check("#pace-turn-based");
  expect(await formSlips(bo.page, "#create-form")).toEqual([]);
  await bo.page.fill("#name", "Bo");
  await bo.page.click("#join");
  await waitForScreen(bo.page, "waiting");
  expect(await bo.page.textContent("#pace-note")).toBe("Turn-based: 1 day a move, 2 extra days each");
  expect(await bo.page.$$("#seats .dot")).toHaveLength(0);

  await ana.page.waitForFunction(() => !(document.querySelector("#start") as HTMLButtonElement).disabled);
  await ana.page.click("#start");
  await waitForScreen(ana.page, "game");
  await waitForScreen(bo.page, "game");
  await ana.page.waitForSelector("#players .reserve");
  await bo.page.waitForSelector("#players .reserve");

  // Each sees the other's reserve, and the time left of whoever the game waits for (a move's day and the 2 days).
  const awaiting = (await hookState(ana.page))!.awaiting;
  expect(awaiting.length).toBeGreaterThan(0);
  for (const [page, other] of [[ana.page, 1], [bo.page, 0]] as const) {
    const row = await seatRow(page, other);
    expect(row.reserve).toBe("reserve 2 d");
    expect(row.timeLeft).toBe(awaiting.includes(other) ? "2 d 23 h left" : null);
    expect(row.dots).toBe(0);
    expect(row.text).not.toMatch(/away/);
  }
  expect(await ana.page.textContent("#countdown")).toBe("time left 2 d 23 h");

  // At 390x844 the players panel reads whole and passes the phone checks.
  await bo.page.locator("#players").scrollIntoViewIfNeeded();
  expect(await phoneSlips(bo.page)).toEqual([]);
  expect(await formSlips(bo.page, ".players")).toEqual([]);

  // Bo closes his page: at a turn-based table that is normal, so Ana sees no "away" and no countdown to a bot.
  await bo.page.close();
  await ana.page.waitForFunction(() => (window as unknown as { __tabletop: { state(): { seats: { connected: boolean }[] } } })
    .__tabletop.state().seats[1].connected === false);
  await ana.page.waitForTimeout(1500);
  const gone = await seatRow(ana.page, 1);
  expect(gone.text).not.toMatch(/away|a bot plays/);
  expect(gone.dots).toBe(0);
  expect(gone.reserve).toBe("reserve 2 d");
  expect(await ana.page.$$("#players .away-countdown, #players [data-stand-in]")).toHaveLength(0);
  expect(ana.errors).toEqual([]);
  expect(bo.errors).toEqual([]);
});
