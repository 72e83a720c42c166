import { Container } from "pixi.js";
import type { CardKind } from "@space/shared/base";
import type { BaseView, SiteView } from "@space/shared/base";
import type { Action, Board, BoardContext, BoardFactory, Point } from "../types";
import { cardDragger } from "./drag";
import { choiceForms } from "./forms";
import { drawGrid } from "./grid";
import { drawHand } from "./hand";
import { drawInfo } from "./info";
import { cellAt, cellCenter, layout } from "./layout";
import { animateMeteor, meteorKey } from "./meteor";
import { drawNotes, drawPhases, drawPlayers } from "./players";
import { promptLine } from "./prompt";
import type { Scene } from "./scene";
import { targetsOf } from "./targets";
import { COLORS, button, label } from "./theme";
import { clear, placePrompt } from "../common/widgets";
import { animationsOn } from "../../ui/settings";

/**
 * The Space Base board. It redraws everything from the view on each update and resize; what may
 * be clicked comes only from `legal` (the shared engine's answer), never from rules of its own.
 */
export const baseBoard: BoardFactory = (ctx: BoardContext): Board => {
  const layer = new Container();
  const top = new Container();
  const fx = new Container();
  const ghosts = new Container();
  ctx.container.addChild(layer, fx, top, ghosts);
  let centers = new Map<string, Point>();
  ctx.registerSpaceCenter((id) => centers.get(id) ?? null);
  const forms = choiceForms(ctx.decision);

  let view = ctx.view as unknown as BaseView;
  let legal = ctx.legal;
  /** Build: the card picked; Transfer: the site picked. Both forgotten when the step changes. */
  let card: CardKind | null = null;
  let site: string | null = null;
  let step = "";
  let info: { site: SiteView; pinned: boolean } | null = null;
  let scene: Scene | null = null;
  let meteorSeen = meteorKey(view.lastMeteor, view.round);
  let stopMeteor: (() => void) | null = null;

  const dragger = cardDragger(layer, ghosts, {
    picked: () => card,
    pick: (k) => { card = k; draw(); },
    drop: (k, x, y) => {
      const at = scene && cellAt(scene.L.grid, x, y);
      if (!at) return;
      // Dropped where no legal build is: sent anyway, so the engine says why not.
      ctx.send(scene?.t.build.get(k)?.get(`${at.x},${at.y}`) ?? { type: "build", card: k, at: { x: at.x, y: at.y } });
    },
    size: () => (scene ? Math.min(70, scene.L.grid.cell * 1.3) : 50),
  });

  function drawInfoLayer(): void {
    clear(top);
    if (info && scene) {
      const now = scene.v.sites.find((s) => s.x === info!.site.x && s.y === info!.site.y);
      if (now) drawInfo(top, scene, now, ctx.app.screen.width);
    }
  }

  function draw(): void {
    clear(layer);
    centers = new Map();
    const { width, height } = ctx.app.screen;
    const v = view;
    const t = targetsOf(legal);
    const nextStep = `${v.round}:${v.active}:${v.phase}`;
    if (nextStep !== step) {
      card = null;
      site = null;
      info = null;
      dragger.cancel();
    }
    step = nextStep;
    // A card picked stays, buildable now or not, until the next state (a space tapped then asks the engine).
    if (card && !(v.private?.hand ?? []).includes(card)) card = null;
    if (site && !t.transfer.has(site)) site = null;

    const L = layout(width, height, Math.max(1, v.order.length || v.credits.length));
    dragger.resize(width, height);
    const s: Scene = {
      v, seat: ctx.seat, names: ctx.names, t, L, card, site,
      send: (a: Action) => ctx.send(a),
      pickCard: (k) => { card = k; draw(); },
      pickSite: (k) => { site = k; draw(); },
      info: (which, pinned = false) => {
        const same = which && info && info.site.x === which.x && info.site.y === which.y;
        if (pinned) info = !which || (same && info?.pinned) ? null : { site: which, pinned };
        else if (!info?.pinned) info = which ? { site: which, pinned } : null;
        drawInfoLayer();
      },
      grab: (k, x, y) => dragger.grab(k, x, y),
      space: (id, x, y) => centers.set(id, { x, y }),
      mark: (key, target, value, options) => ctx.changes.mark(key, target, value, options),
    };
    scene = s;

    const mine = v.active !== null && v.active === ctx.seat;
    const prompt = label(promptLine(s), L.narrow ? 13 : L.font * 1.1, {
      fill: mine ? COLORS.legal : COLORS.text, fontWeight: "700", wordWrap: true, wordWrapWidth: L.prompt.w,
    });
    placePrompt(prompt, L.prompt);
    layer.addChild(prompt);
    if (t.pass) {
      const pass = t.pass;
      const a = L.action;
      const words = v.phase === "build" ? "End turn" : "Pass";
      layer.addChild(button(words, a.x, a.y, a.w, a.h, () => ctx.send(pass)));
      centers.set("pass", { x: a.x + a.w / 2, y: a.y + a.h / 2 });
    }

    drawGrid(layer, s);
    drawPhases(layer, s);
    drawPlayers(layer, s);
    drawNotes(layer, s);
    drawHand(layer, s);
    drawInfoLayer();
    forms.update(v, legal, mine, ctx.send);
    watchMeteor(s);
  }

  /** Animates a meteor the first time this page sees it (not the one already there when the board opened). */
  function watchMeteor(s: Scene): void {
    const k = meteorKey(s.v.lastMeteor, s.v.round);
    if (k === meteorSeen || !s.v.lastMeteor) {
      meteorSeen = k;
      return;
    }
    meteorSeen = k;
    const m = s.v.lastMeteor;
    stopMeteor?.();
    if (!animationsOn()) return;
    stopMeteor = animateMeteor(fx, ctx.app.ticker, m, () => {
      const g = scene!.L.grid;
      return { ...cellCenter(g, m), cell: g.cell };
    });
  }

  // A click anywhere ends the meteor's flight at once, like the other highlights.
  const skipMeteor = () => stopMeteor?.();
  document.addEventListener("pointerdown", skipMeteor, true);
  ctx.app.renderer.on("resize", draw);
  draw();
  return {
    update(next, nextLegal) {
      view = next as unknown as BaseView;
      legal = nextLegal;
      if (card && !targetsOf(legal).build.has(card)) card = null;
      draw();
    },
    refused(_reason, move) {
      // A card that cannot be built now was tried: the engine said why; let the pick go (the screen shows the reason).
      if (move?.type === "build" && card && !targetsOf(legal).build.has(card)) {
        card = null;
        draw();
      }
    },
    destroy() {
      ctx.app.renderer.off("resize", draw);
      document.removeEventListener("pointerdown", skipMeteor, true);
      stopMeteor?.();
      dragger.cancel();
      forms.clear();
      for (const c of [layer, fx, top, ghosts]) c.destroy({ children: true, context: true });
    },
  };
};

