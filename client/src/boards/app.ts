// PixiJS without eval: the page runs under a CSP without 'unsafe-eval' (server/src/http/security.ts).
// Imported with the renderer (the board screens load it lazily), so the lobby's first load has no Pixi at all.
import "pixi.js/unsafe-eval";
import { Application, Graphics, Text } from "pixi.js";

/** The board canvas' renderer settings (the game screen's and the warm one's alike). */
const options = () => ({
  background: 0x0a0f1f, antialias: true, preserveDrawingBuffer: true, autoDensity: true, resolution: Math.min(2, window.devicePixelRatio || 1),
});

let warm: Promise<Application> | null = null;

/**
 * Starts the board's renderer ahead of the game screen (a page opened by a room's link, while its
 * lobby waits): Pixi's renderer chunks are fetched, the WebGL context is made and the shaders of
 * shapes and text are compiled by one small render; the game screen then takes this app over.
 */
export function warmBoardApp(): Promise<void> {
  warm ??= (async () => {
    const app = new Application();
    await app.init({ ...options(), width: 8, height: 8 });
    const probe = [new Graphics().roundRect(0, 0, 6, 6, 2).fill(0xffffff).stroke({ width: 1, color: 0 }), new Text({ text: "1", style: { fontSize: 6 } })];
    app.stage.addChild(...probe);
    app.render();
    for (const p of probe) p.destroy();
    return app;
  })();
  warm.catch(() => (warm = null));
  return warm.then(() => undefined);
}

/** The board's Pixi app, sized by `host`: the warm one when it was started, otherwise a new one. */
export async function boardApp(host: HTMLElement): Promise<Application> {
  const pending = warm;
  warm = null;
  const ready = pending ? await pending.catch(() => null) : null;
  if (ready) {
    ready.resizeTo = host;
    return ready;
  }
  const app = new Application();
  await app.init({ ...options(), resizeTo: host });
  return app;
}
