import path from "node:path";
import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's chromium, launched as STACK.md says; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
}

export const clientDir = path.resolve(__dirname, "../client/dist");
const shotsDir = path.resolve(__dirname, "screenshots");

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/** What `window.__tabletop` gives, as far as these tests read it. */
export interface HookState {
  code: string;
  status: string;
  mySeat: number | null;
  seats: { seat: number; name: string; kind: string; connected: boolean; host: boolean; sessionId: string }[];
  view: Record<string, unknown>;
}

export function hookState(page: Page): Promise<HookState | null> {
  return page.evaluate(() => (window as unknown as { __tabletop?: { state(): unknown } }).__tabletop?.state() as never ?? null);
}

export function hookScreen(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { __tabletop?: { screen(): string } }).__tabletop?.screen() ?? null);
}

export async function waitForScreen(page: Page, screen: string, timeout = 15000): Promise<void> {
  await page.waitForFunction((s) => (window as unknown as { __tabletop?: { screen(): string } }).__tabletop?.screen() === s, screen, { timeout });
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
