import type { Page } from "playwright-core";
import { clientDir, hookState, meetInRoom, PHONE, screenshot, useE2EServer, waitForScreen, type Player } from "./harness";

/**
 * Seats belong to their seat token, in real browsers: a stranger who knows the code and every
 * name never gets a seat, the real player comes back (a new page in the same browser), and the
 * "continue on another device" link moves the seat to a phone.
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 50 });

/** A new tab in the same browser as `player` (same localStorage: the seat token), at `url`. */
async function reopen(player: Player, url: string): Promise<Page> {
  const page = await player.page.context().newPage();
  await page.goto(url);
  return page;
}

/** A stranger types `name` into the lobby of room `code`. */
async function strangerJoins(stranger: Player, code: string, name: string): Promise<void> {
  await stranger.page.goto(`${e2e.origin()}/?room=${code}`);
  await waitForScreen(stranger.page, "lobby");
  await stranger.page.fill("#name", name);
  await stranger.page.click("#join");
}

test("in the lobby, a stranger with the host's name gets a new seat, not the host's; the host's browser gets it back", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  await ana.page.goto(e2e.origin());
  await waitForScreen(ana.page, "lobby");
  await ana.page.fill("#name", "Ana");
  await ana.page.selectOption("#game", "zoo");
  await ana.page.selectOption("#seats", "4");
  await ana.page.click("#create");
  await waitForScreen(ana.page, "waiting");
  const code = (await ana.page.textContent("#room-code"))!.trim();
  await strangerJoins(bo, code, "Bo");
  await waitForScreen(bo.page, "waiting");

  await ana.page.close(); // Ana's tab is gone; her seat waits for its token
  await bo.page.waitForFunction(() => (window as any).__tabletop.state()?.seats[0]?.connected === false);

  const eve = await e2e.newPlayer("Eve");
  await strangerJoins(eve, code, "Ana");
  await waitForScreen(eve.page, "waiting");
  const seenByEve = (await hookState(eve.page))!;
  expect(seenByEve.mySeat).toBe(2);
  expect(seenByEve.seats[2].name).toBe("Ana 2");
  expect(seenByEve.seats[0]).toMatchObject({ name: "Ana", host: true, connected: false });
  expect(await eve.page.isHidden("#host-controls")).toBe(true);

  const back = await reopen(ana, `${e2e.origin()}/?room=${code}`);
  await waitForScreen(back, "waiting");
  const seenByAna = (await hookState(back))!;
  expect(seenByAna.mySeat).toBe(0);
  expect(seenByAna.seats[0]).toMatchObject({ name: "Ana", host: true, connected: true });
  expect(await back.isVisible("#host-controls")).toBe(true);
  expect(ana.errors.concat(bo.errors, eve.errors)).toEqual([]);
});

test("during play, a stranger with a dropped player's name gets no seat, only watches and sees no hand; the player's browser comes back with it", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  const code = await meetInRoom(e2e.origin(), ana, bo, "zoo");
  const boSeat = (await hookState(bo.page))!.mySeat!;
  await bo.page.close();
  await ana.page.waitForFunction((s) => (window as any).__tabletop.state()?.seats[s]?.connected === false, boSeat);

  const eve = await e2e.newPlayer("Eve");
  await strangerJoins(eve, code, "Bo");
  // No seat for a name: the join to a started game falls back to watching (client.md, "Lobby"); she sees the table but nobody's hand.
  await waitForScreen(eve.page, "game");
  await eve.page.waitForFunction(() => document.body.textContent?.includes("The game has started: you are watching"));
  const watched = (await hookState(eve.page))!;
  expect(watched.mySeat).toBeNull();
  expect(watched.view.private).toBeNull();

  const back = await reopen(bo, `${e2e.origin()}/?room=${code}`);
  await waitForScreen(back, "game");
  const seen = (await hookState(back))!;
  expect(seen.mySeat).toBe(boSeat);
  expect(seen.view.private).not.toBeNull();
  await ana.page.waitForFunction((s) => (window as any).__tabletop.state()?.seats[s]?.connected === true, boSeat);
  expect(ana.errors.concat(eve.errors)).toEqual([]);
});

test("'continue on another device' moves the seat to a phone by a one-use link; the first page is told, lets go and can take it back", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  await meetInRoom(e2e.origin(), ana, bo, "zoo");
  const anaSeat = (await hookState(ana.page))!.mySeat;
  await ana.page.click("#open-other-device");
  await ana.page.waitForSelector("#other-device[open]");
  const link = await ana.page.inputValue("#seat-link");
  expect(link).toMatch(/\?room=[A-Z2-9]{5}#ticket=[A-Za-z0-9_-]{43}$/);
  const qr = await ana.page.$eval("#seat-qr", (c) => ({ w: (c as HTMLCanvasElement).width, h: (c as HTMLCanvasElement).height }));
  expect(qr.w).toBeGreaterThan(100);
  await screenshot(ana.page, "seat-other-device");

  // Ana's page is told as the seat moves; its notice is caught as it shows (it goes after a while,
  // and on a slow machine the steps below can take longer than it stays).
  await ana.page.evaluate(() => {
    const w = window as unknown as { toldMoved?: boolean };
    new MutationObserver((_records, observer) => {
      if (!document.body.textContent?.includes("open on another device")) return;
      w.toldMoved = true;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const phone = await e2e.newPlayer("Ana", PHONE);
  await phone.page.goto(link);
  await waitForScreen(phone.page, "game");
  expect(await phone.page.evaluate(() => location.hash)).toBe("");
  const onPhone = (await hookState(phone.page))!;
  expect(onPhone.mySeat).toBe(anaSeat);
  expect(onPhone.view.private).not.toBeNull();

  await ana.page.waitForFunction(() => (window as unknown as { toldMoved?: boolean }).toldMoved === true);
  await waitForScreen(ana.page, "lobby");

  // The link is spent: opening it again gets no seat.
  const again = await e2e.newPlayer("Eve", PHONE);
  await again.page.goto(link);
  await again.page.waitForFunction(() => document.body.textContent?.includes("used or is out of date"));

  // The first page takes the seat back; the phone is told and lets go.
  await ana.page.click("#take-seat-back");
  await waitForScreen(ana.page, "game");
  expect((await hookState(ana.page))!.mySeat).toBe(anaSeat);
  await phone.page.waitForFunction(() => document.body.textContent?.includes("took it back"));
  await waitForScreen(phone.page, "lobby");
  expect(phone.errors.concat(ana.errors)).toEqual([]);
});
