import type { Page } from "playwright-core";
import { PHONE, clientDir, meetInRoom, useE2EServer, waitForScreen } from "./harness";

/** Chat in the browser: lines reach the other player and a spectator, markup stays text, a mute hides a person, a reload brings the chat back. */
const e2e = useE2EServer({ clientDir, botDelayMs: 0 });

async function say(page: Page, text: string): Promise<void> {
  await page.fill("#chat-input", text);
  await page.click("#chat-send");
  await page.waitForFunction(() => (document.querySelector("#chat-input") as HTMLInputElement).value === "");
}

function chatTexts(page: Page): Promise<string[]> {
  return page.$$eval("#chat-lines li", (items) => items.map((li) => li.textContent ?? ""));
}

test("two players and a spectator chat in a Zoo game; hostile markup is shown as text; mute; reload", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo", PHONE, true);
  const code = await meetInRoom(e2e.origin(), ana, bo, "zoo");

  const hostile = `<img src=x onerror="document.title='pwned'"><b>bold</b>`;
  await say(ana.page, hostile);
  await bo.page.waitForFunction(() => document.querySelectorAll("#chat-lines li").length === 1);
  expect(await chatTexts(bo.page)).toEqual([`Ana${hostile}`]);
  expect(await bo.page.textContent("#chat-lines li .chat-text")).toBe(hostile);
  // No element came out of the text: no image, no bold, and the handler never ran.
  expect(await bo.page.$$("#chat-lines img, #chat-lines b")).toHaveLength(0);
  expect(await bo.page.title()).not.toBe("pwned");
  // The input holds at most 200 characters.
  expect(await bo.page.getAttribute("#chat-input", "maxlength")).toBe("200");

  // A spectator joins by the code and chats too.
  const eve = await e2e.newPlayer("Eve");
  await eve.page.goto(`${e2e.origin()}/?room=${code}`);
  await waitForScreen(eve.page, "lobby");
  await eve.page.fill("#name", "Eve");
  await eve.page.check("#spectator");
  await eve.page.click("#join");
  await waitForScreen(eve.page, "game");
  await eve.page.waitForFunction(() => document.querySelectorAll("#chat-lines li").length === 1);
  await say(eve.page, "go Bo!");
  await ana.page.waitForFunction(() => document.querySelectorAll("#chat-lines li").length === 2);
  expect((await chatTexts(ana.page))[1]).toBe("Eve (watching)go Bo!");

  // Bo mutes Eve: her lines disappear from his page only, and new ones stay hidden.
  await bo.page.waitForFunction(() => document.querySelectorAll("#chat-lines li").length === 2);
  // The server keys her by an id of its own, never her name.
  const eveKey = await bo.page.getAttribute('#chat-lines li:nth-child(2)', "data-from");
  expect(eveKey).toMatch(/^watch:[A-Za-z0-9_-]{12}$/);
  await bo.page.click(`[data-mute="${eveKey}"]`);
  await bo.page.waitForFunction(() => document.querySelectorAll("#chat-lines li").length === 1);
  await say(eve.page, "still cheering");
  await say(ana.page, "thanks Eve");
  await bo.page.waitForFunction(() => document.querySelectorAll("#chat-lines li").length === 2);
  expect(await chatTexts(bo.page)).toEqual([`Ana${hostile}`, "Anathanks Eve"]);
  expect(await bo.page.getAttribute(`[data-mute="${eveKey}"]`, "aria-pressed")).toBe("true");

  // After a reload, Ana's page brings back the earlier chat.
  await ana.page.reload();
  await waitForScreen(ana.page, "game");
  await ana.page.waitForFunction(() => document.querySelectorAll("#chat-lines li").length === 4);
  expect(await chatTexts(ana.page)).toEqual([`Ana${hostile}`, "Eve (watching)go Bo!", "Eve (watching)still cheering", "Anathanks Eve"]);

  for (const p of [ana, bo, eve]) expect(p.errors).toEqual([]);
});
