import path from "node:path";
import { games } from "@space/shared";
import type { Page } from "playwright-core";
import { PHONE, clientDir, hookState, leaveRoom, startWithBots, useE2EServer } from "./harness";

/**
 * The screenshots in docs/images (referenced from docs/client.md, "Screenshots"): every game a few
 * moves in, at 1280x800 and at 390x844. Refresh them after a board changes: `npm run docs:screenshots`
 * (not part of `npm run test:e2e`: it writes into the tree).
 */
const e2e = useE2EServer({ clientDir, botDelayMs: 0 }, { antialias: true, webgl: true });
const images = path.resolve(__dirname, "../docs/images");
const LAPTOP = { width: 1280, height: 800 };

type Hooked = { __tabletop: { state(): any; send(a: unknown): void; boardTexts?(): unknown[] } };

/** Plays `moves` of this page's moves (the engine's first legal one each time), bots answering. */
async function play(page: Page, game: string, moves: number): Promise<void> {
  for (let done = 0, i = 0; done < moves && i < 400; i++) {
    const s = (await hookState(page))!;
    if (s.status !== "playing") return;
    if (s.mySeat === null || !s.awaiting.includes(s.mySeat)) {
      await page.waitForTimeout(30);
      continue;
    }
    const action = (games as any)[game].legalActionsInView(s.view, s.mySeat)[0];
    await page.evaluate((a) => (window as unknown as Hooked).__tabletop.send(a), action);
    await page.waitForFunction((m) => (window as unknown as Hooked).__tabletop.state().moves > m, s.moves);
    done += 1;
  }
}

/** Each board in English at both sizes, and one in German and one in Polish (docs/translating.md). */
const SHOTS: [string, "1280x800" | "390x844", string][] = [
  ...["zoo", "base", "cheeses"].flatMap((game) => (["1280x800", "390x844"] as const).map((size) => [game, size, "en"] as [string, "1280x800" | "390x844", string])),
  ["cheeses", "1280x800", "de"],
  ["base", "390x844", "pl"],
];

for (const [game, size, lang] of SHOTS) {
  const [viewport, touch] = size === "1280x800" ? [LAPTOP, false] : [PHONE, true];
  {
    test(`${game} at ${size} in ${lang}`, async () => {
      const p = await e2e.newPlayer("Ana", viewport, touch);
      // The board at rest: no highlight of a bot's last move caught half-faded.
      await p.page.emulateMedia({ reducedMotion: "reduce" });
      await p.page.goto(`${e2e.origin()}/?lang=${lang}`);
      await startWithBots(p.page, "Ana", { game, seats: 3, bots: 2 });
      await play(p.page, game, game === "base" ? 4 : 3);
      await p.page.waitForFunction(() => ((window as unknown as Hooked).__tabletop.boardTexts?.() ?? []).length > 3);
      await p.page.waitForTimeout(500);
      await p.page.evaluate(() => window.scrollTo(0, 0));
      await p.page.screenshot({ path: path.join(images, `${game}-${size}${lang === "en" ? "" : `-${lang}`}.png`) });
      expect(p.errors).toEqual([]);
      await leaveRoom(p.page);
      await p.page.close();
    });
  }
}

/** docs/accessibility.md: the table view beside a Space Base board, and the high-contrast theme. */
test("the table view and the high-contrast theme", async () => {
  const p = await e2e.newPlayer("Ana", LAPTOP, false);
  await p.page.emulateMedia({ reducedMotion: "reduce" });
  await p.page.goto(`${e2e.origin()}/?lang=en`);
  await p.page.evaluate(() => localStorage.setItem("tabletop:settings", JSON.stringify({ highContrast: true })));
  await p.page.reload();
  await startWithBots(p.page, "Ana", { game: "base", seats: 3, bots: 2 });
  await play(p.page, "base", 4);
  await p.page.waitForFunction(() => ((window as unknown as Hooked).__tabletop.boardTexts?.() ?? []).length > 3);
  await p.page.waitForTimeout(500);
  await p.page.evaluate(() => window.scrollTo(0, 0));
  await p.page.screenshot({ path: path.join(images, "high-contrast-base-1280x800.png") });
  const table = p.page.locator("#table-view");
  await table.scrollIntoViewIfNeeded();
  await p.page.keyboard.press("t");
  await table.screenshot({ path: path.join(images, "table-view-base.png") });
  expect(p.errors).toEqual([]);
  await leaveRoom(p.page);
  await p.page.close();
});

/** docs/learning.md: a hint beside a Space Zoo board. */
test("a hint", async () => {
  const p = await e2e.newPlayer("Ana", LAPTOP, false);
  await p.page.emulateMedia({ reducedMotion: "reduce" });
  await p.page.goto(`${e2e.origin()}/?lang=en`);
  await startWithBots(p.page, "Ana", { game: "zoo", seats: 2, bots: 1 });
  const ask = p.page.getByRole("button", { name: "What would a strong player do?" });
  await ask.waitFor({ state: "visible", timeout: 15_000 });
  await ask.click();
  await p.page.getByRole("list", { name: "A strong player's choices" }).getByRole("listitem").first().waitFor({ timeout: 10_000 });
  await p.page.waitForTimeout(300);
  await p.page.evaluate(() => window.scrollTo(0, 0));
  await p.page.screenshot({ path: path.join(images, "hint-zoo-1280x800.png") });
  expect(p.errors).toEqual([]);
  await leaveRoom(p.page);
  await p.page.close();
});

/** docs/learning.md: a guided first game's step, with its rule and the pointer on the board, at both sizes. */
for (const [game, size, step] of [["base", "1280x800", 1], ["cheeses", "390x844", 0]] as const) {
  test(`a guided ${game} game at ${size}`, async () => {
    const [viewport, touch] = size === "1280x800" ? [LAPTOP, false] : [PHONE, true];
    const p = await e2e.newPlayer("Ana", viewport, touch);
    await p.page.emulateMedia({ reducedMotion: "reduce" });
    await p.page.goto(`${e2e.origin()}/?lang=en`);
    await p.page.fill("#name", "Ana");
    await p.page.click(`#learn-${game}`);
    // Up to the step shown, by "Show me".
    for (let i = 0; i < step; i++) {
      await p.page.waitForFunction((n) => (window as unknown as Hooked).__tabletop.state()?.lessonStep === n && (document.getElementById("lesson-show-me") as HTMLButtonElement | null)?.disabled === false, i);
      await p.page.click("#lesson-show-me");
    }
    await p.page.waitForFunction((n) => (window as unknown as Hooked).__tabletop.state()?.lessonStep === n
      && document.querySelectorAll(".lesson-ring, .lesson-target").length > 0 && (document.getElementById("lesson-rule")?.textContent ?? "").length > 5, step);
    await p.page.waitForTimeout(400);
    await p.page.evaluate(() => window.scrollTo(0, 0));
    await p.page.screenshot({ path: path.join(images, `lesson-${game}-${size}.png`) });
    expect(p.errors).toEqual([]);
    await leaveRoom(p.page);
    await p.page.close();
  });
}
