import { Container } from "pixi.js";
import type { CardKind } from "@space/shared/base";
import type { BaseView, SiteView } from "@space/shared/base";
import type { Action, Board, BoardContext, BoardFactory, Space } from "../types";
import { cardDragger } from "./drag";
import { choiceForms } from "./forms";
import { drawGrid } from "./grid";
import { drawHand } from "./hand";
import { drawInfo } from "./info";
import { cellAt, cellCenter, layout } from "./layout";
import { animateMeteor, meteorKey } from "./meteor";
import { drawNotes, drawPhases, drawPlayers } from "./players";
import { barButtons, promptLine } from "./prompt";
import type { Scene } from "./scene";
import { targetsOf, type Targets } from "./targets";
import { COLORS, button, label } from "./theme";
import { clear, placePrompt } from "../common/widgets";
import { isPhone } from "../common/layout";
import { animationsOn } from "../../ui/settings";
import { phoneLayout } from "./phone";
import { focusPan, gridSlider } from "./pan";
import { drawPhoneHand } from "./tiles";
import { drawPhoneNotes, drawPhoneStrips, drawPhoneTabs } from "./strips";
import { cardSheet } from "./sheet";
import { stealNote, type Theft } from "./stolen";
import "./board.css";
import { bringIntoView } from "./scroll";
import { t as words } from "../../i18n";

const cellKey = (p: { x: number; y: number }) => `${p.x},${p.y}`;
const cellOf = (k: string) => ({ x: Number(k.split(",")[0]), y: Number(k.split(",")[1]) });

/** The spaces the step asks this page to tap on the grid (a phone brings them into view). */
function askedCells(t: Targets, card: CardKind | null, site: string | null): string[] {
  const transfer = site ? [site, ...(t.transfer.get(site)?.keys() ?? [])] : [...t.transfer.keys()];
  const build = card ? [...(t.build.get(card)?.keys() ?? [])] : [];
  return [...t.outpost.keys(), ...t.capture.keys(), ...t.repairAt.keys(), ...transfer, ...build].sort();
}

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
  let centers = new Map<string, Space>();
  ctx.registerSpaceCenter((id) => centers.get(id) ?? null);
  const forms = choiceForms(ctx.decision);
  const sheet = cardSheet(document.body);
  const note = stealNote(ctx.seat);
  const noteOf = (v: BaseView): Theft | null =>
    note({ stolen: v.private?.stolen ?? null, phase: v.phase, active: v.active, stealTarget: v.stealTarget ?? null });

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
  let stolen = noteOf(view);
  /** Phone: how far the grid has slid (px from its left end), "Whole grid" on, and the spaces last brought into view. */
  let pan = 0;
  // A spectator (and the replay's public view) opens on the whole grid: nothing to tap, all to see.
  let whole = ctx.seat === null;
  let asked: string | null = null;
  let gridRoot: Container | null = null;
  /** Phone: the decision last brought into view (the page scrolls for it once). */
  let shown = "";

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
  const slider = gridSlider(layer, {
    view: () => (scene?.L.phone ? { ...scene.L.phone.view, panMax: scene.L.phone.panMax } : null),
    grid: () => gridRoot,
    done: (dx) => {
      pan -= dx;
      draw();
    },
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
      sheet.hide();
    }
    step = nextStep;
    // A card picked stays, buildable now or not, until the next state (a space tapped then asks the engine).
    if (card && !(v.private?.hand ?? []).includes(card)) card = null;
    if (site && !t.transfer.has(site)) site = null;

    const players = Math.max(1, v.order.length || v.credits.length);
    const phone = isPhone(width);
    // A phone's vertical drags scroll the page; sideways ones slide the grid (pan.ts).
    ctx.app.canvas.style.touchAction = phone ? "pan-y" : "none";
    const L = phone ? phoneBoard(width, v, t, players) : layout(width, height, players);
    ctx.setHeight(L.phone ? L.phone.height : null);
    dragger.resize(width, height);
    const s: Scene = {
      v, seat: ctx.seat, names: ctx.names, t, L, card, site, stolen,
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
      space: (id, x, y, w, h) => centers.set(id, w && h ? { x, y, w, h } : { x, y }),
      panned: () => slider.slid(),
      mark: (key, target, value, options) => ctx.changes.mark(key, target, value, options),
    };
    scene = s;

    const mine = v.active !== null && v.active === ctx.seat;
    ctx.bar.set(promptLine(s), barButtons(s));
    if (L.phone) {
      gridRoot = drawGrid(layer, s);
      centers.set("grid", { x: L.phone.view.x + L.phone.view.w / 2, y: L.phone.view.y + L.phone.view.h / 2, w: L.phone.view.w, h: L.phone.view.h });
      drawPhoneHand(layer, s, { whole, zoom: () => { whole = !whole; draw(); }, about: (k) => sheet.show(k) });
      drawPhoneStrips(layer, s);
      drawPhoneTabs(layer, s);
      drawPhoneNotes(layer, s);
      drawInfoLayer();
      forms.update(v, legal, mine, ctx.send);
      watchMeteor(s);
      showDecision(s);
      return;
    }
    gridRoot = null;
    const prompt = label(promptLine(s), L.narrow ? 13 : L.font * 1.1, {
      fill: mine ? COLORS.legal : COLORS.text, fontWeight: "700", wordWrap: true, wordWrapWidth: L.prompt.w,
    });
    placePrompt(prompt, L.prompt);
    layer.addChild(prompt);
    if (t.pass) {
      const pass = t.pass;
      const a = L.action;
      const said = words(v.phase === "build" ? "base.button.endTurn" : "base.button.pass");
      layer.addChild(button(said, a.x, a.y, a.w, a.h, () => ctx.send(pass)));
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

  /**
   * The phone layout, with the grid slid to bring the spaces the step asks for into view when they
   * change and are not all in view (your own sites when it asks for none, when the board opens).
   */
  function phoneBoard(width: number, v: BaseView, t: Targets, players: number) {
    const stealing = v.phase === "steal" && v.private?.stealHand ? v.private.stealHand.length : null;
    const at = () => phoneLayout(width, { players, hand: v.private?.hand.length ?? 0, steal: stealing, whole, pan, banner: Boolean(stolen) });
    let L = at();
    const P = L.phone!;
    const cells = askedCells(t, card, site);
    const key = cells.join(";");
    if (key !== asked && P.panMax > 0) {
      const c = L.grid.cell;
      const shown = (k: string) => {
        const left = L.grid.x + (cellOf(k).x - 1) * c;
        return left >= P.view.x && left + c <= P.view.x + P.view.w;
      };
      if (asked === null || !cells.every(shown)) {
        const own = v.sites.filter((x) => x.owner !== null && x.owner === ctx.seat);
        pan = focusPan(cells.map(cellOf), own, c, P.view.w, P.panMax) ?? pan;
        L = at();
      }
    }
    asked = key;
    pan = Math.min(L.phone!.panMax, Math.max(0, pan));
    return L;
  }

  /**
   * Phone: when a decision comes to this page (or a picked card asks for spaces), the page scrolls
   * the least that shows what to tap: the asked spaces' rows, the target's hand, or your hand in Build.
   */
  function showDecision(s: Scene): void {
    const L = s.L;
    if (!L.phone || !legal.length) return;
    const cells = askedCells(s.t, s.card, s.site).map(cellOf);
    const key = `${step}|${cells.map(cellKey).join(";")}`;
    if (key === shown) return;
    shown = key;
    const g = L.grid;
    if (cells.length) {
      const rows = cells.map((c) => c.y);
      bringIntoView(ctx.app.canvas, g.y + (Math.min(...rows) - 1) * g.cell, g.y + Math.max(...rows) * g.cell);
    } else if (L.phone.steal && s.v.phase === "steal") bringIntoView(ctx.app.canvas, L.phone.steal.y, L.phone.steal.y + L.phone.steal.h);
    else if (s.v.phase === "build" && s.t.build.size) bringIntoView(ctx.app.canvas, L.hand.y, L.hand.y + L.hand.h);
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
      stolen = noteOf(view);
      if (card && !targetsOf(legal).build.has(card)) card = null;
      draw();
    },
    refused(_reason, action) {
      // A card that cannot be built now was tried: the engine said why; let the pick go (the screen shows the reason).
      if (action?.type === "build" && card && !targetsOf(legal).build.has(card)) {
        card = null;
        draw();
      }
    },
    destroy() {
      ctx.app.renderer.off("resize", draw);
      document.removeEventListener("pointerdown", skipMeteor, true);
      stopMeteor?.();
      dragger.cancel();
      slider.cancel();
      forms.clear();
      sheet.destroy();
      ctx.app.canvas.style.touchAction = "none";
      for (const c of [layer, fx, top, ghosts]) c.destroy({ children: true, context: true });
    },
  };
};

