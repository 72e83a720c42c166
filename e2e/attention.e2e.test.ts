import { games } from "@space/shared";
import type { Page } from "playwright-core";
import { clientDir, hookState, meetInRoom, useE2EServer, type Player } from "./harness";

/** Your turn in another tab: the title and favicon say so; the chime plays only with the sound on (off by default). */
const e2e = useE2EServer({ clientDir, botDelayMs: 0 });

/** Counts chimes: every oscillator the page starts. */
async function countChimes(player: Player): Promise<void> {
  await player.page.addInitScript(() => {
    const w = window as unknown as { __oscillators: number; AudioContext: typeof AudioContext };
    w.__oscillators = 0;
    const Original = w.AudioContext;
    w.AudioContext = class extends Original {
      createOscillator(): OscillatorNode {
        w.__oscillators += 1;
        return super.createOscillator();
      }
    };
  });
}

const oscillators = (page: Page) => page.evaluate(() => (window as unknown as { __oscillators: number }).__oscillators);
const icon = (page: Page) => page.evaluate(() => document.querySelector<HTMLLinkElement>("link[rel~='icon']")!.href);

test("the awaited player's tab says so in its title and favicon; the chime only with the sound on", async () => {
  const ana = await e2e.newPlayer("Ana");
  const bo = await e2e.newPlayer("Bo");
  await countChimes(ana);
  await countChimes(bo);
  await meetInRoom(e2e.origin(), ana, bo, "cheeses");

  const first = (await hookState(ana.page))! as unknown as { awaiting: number[] };
  expect(first.awaiting).toHaveLength(1);
  const [mover, other] = first.awaiting[0] === 0 ? [ana, bo] : [bo, ana];
  await mover.page.waitForFunction(() => document.title.startsWith("(Your turn) Space Colony Cheeses"));
  expect(await other.page.title()).toBe("Space Colony Cheeses · Space Tabletop");
  expect(decodeURIComponent(await icon(mover.page))).toContain("<circle");
  expect(decodeURIComponent(await icon(other.page))).not.toContain("<circle");

  // Sound is off by default; the other player turns it on.
  expect(await mover.page.getAttribute("#sound-toggle", "aria-pressed")).toBe("false");
  expect(await other.page.getAttribute("#sound-toggle", "aria-pressed")).toBe("false");
  await other.page.click("#sound-toggle");
  expect(await other.page.getAttribute("#sound-toggle", "aria-pressed")).toBe("true");
  expect(await other.page.textContent("#sound-toggle")).toContain("Sound on");

  // The mover plays until the decision passes to the other player.
  const moverSeat = (await hookState(mover.page))!.mySeat!;
  for (let i = 0; i < 40; i++) {
    const s = (await hookState(mover.page))! as unknown as { awaiting: number[]; moves: number; view: never };
    if (!s.awaiting.includes(moverSeat)) break;
    const action = games.cheeses!.legalActionsInView(s.view, moverSeat)[0];
    await mover.page.evaluate((a) => (window as any).__tabletop.send(a), action);
    await mover.page.waitForFunction((m) => (window as any).__tabletop.state().moves > m, s.moves);
  }
  await other.page.waitForFunction(() => document.title.startsWith("(Your turn)"));
  expect(await mover.page.title()).toBe("Space Colony Cheeses · Space Tabletop");
  expect(decodeURIComponent(await icon(other.page))).toContain("<circle");
  expect(decodeURIComponent(await icon(mover.page))).not.toContain("<circle");
  // The chime played for the player with the sound on, and never for the one with it off.
  await other.page.waitForFunction(() => (window as unknown as { __oscillators: number }).__oscillators >= 2);
  expect(await oscillators(mover.page)).toBe(0);

  // The setting is kept on this device.
  await other.page.reload();
  await other.page.waitForSelector("#sound-toggle");
  expect(await other.page.getAttribute("#sound-toggle", "aria-pressed")).toBe("true");
  for (const p of [ana, bo]) expect(p.errors).toEqual([]);
});
