import { Container, Graphics } from "pixi.js";
import type { CheesesView, ModuleType } from "@space/shared/cheeses";
import type { BoardContext, Point, Space } from "../types";
import { centerOf, fitMap, spaceAt, spaceSize, type MapGeometry } from "./geometry";
import type { PaletteItem } from "./hud";
import { rollsLine, turnLine } from "./lines";
import type { Rect } from "./layout";
import type { MapMarks } from "./map";
import { drawNote, drawStrips, drawTiles, drawToolbar, type Register } from "./phone-hud";
import { drawRulers, RULER } from "./rulers";
import { COLORS, label } from "./theme";
import type { MapZoom } from "./zoom";
import type { FingerScroll } from "./finger-scroll";
import { MIN_TAP, PAD } from "../common/layout";
import { t } from "../../i18n";

/** On a phone the map opens zoomed so that an octagon is this wide: its squares are then 44 px corner to corner. */
const TAP_PITCH = 76;
/** The turn line and the zoom buttons' row, at the canvas' top. */
const TOOLBAR_Y = PAD;

/** What the map shows and does (the laptop's too), without the changes' marks the board adds. */
export type Marks = Omit<MapMarks, "mark">;

/** What the board lends its phone wing. */
export interface PhoneParts {
  ctx: BoardContext;
  layer: Container;
  zoom: MapZoom;
  fingers: FingerScroll;
  seat: number | null;
  /** The map under the camera (the board's own, shared with the laptop). */
  drawMapIn(v: CheesesView, geometry: MapGeometry, box: Rect, marks: Marks, onTap: (p: Point) => void): void;
  /** Draws the board again (after a zoom the board asked for). */
  redraw(): void;
  /** A module to build was chosen under the map. */
  choose(type: ModuleType): void;
}

/** What a phone frame drew: where each space is now (with its tap size), and the map's box. */
export interface PhoneDrawn {
  spaceCenter: (x: number, y: number) => Space | null;
  mapBox: Rect;
}

/**
 * The Cheeses board on a phone (canvas under 640 px), beside the laptop's drawing in index.ts.
 * Keeps where the map opened and which lit spaces it last brought into view.
 */
export function phoneBoard({ ctx, layer, zoom, fingers, seat, drawMapIn, redraw, choose }: PhoneParts) {
  let homeKey = "";
  let litKey = "";

  /**
   * A phone (canvas under 640 px): the prompt and the step's buttons are in the bar above; here the
   * turn line and the zoom buttons, the map opening zoomed on this player's colony with its
   * coordinates on its edges, the modules to build in full words, the players' strips.
   */
  function draw(v: CheesesView, maxX: number, maxY: number, palette: PaletteItem[], chosenType: ModuleType | null, marks: Marks,
      register: Register): PhoneDrawn {
    const width = ctx.app.screen.width;
    const mapH = Math.round(Math.min(480, Math.max(280, window.innerHeight * 0.45)));
    const rolls = rollsLine(v, ctx.names);
    // The map keeps its place whatever the lines around it say (a finger aims at it between two states).
    const box = { x: PAD + RULER.w, y: TOOLBAR_Y + MIN_TAP + 4 + RULER.h, w: width - 2 * PAD - RULER.w, h: mapH };
    const geometry = fitMap(maxX, maxY, box);
    const tapScale = Math.max(1, TAP_PITCH / geometry.pitch);
    zoom.maxScale = tapScale * 1.6;
    zoom.setBox(box, { x: geometry.originX, y: geometry.originY, w: geometry.width, h: geometry.height });
    const center = (x: number, y: number) => centerOf(geometry, x, y);
    const mine = seat === null ? [] : v.modules.filter((m) => m.owner === seat);
    const home = mine.length
      ? { x: mine.reduce((n, m) => n + center(m.x, m.y).x, 0) / mine.length, y: mine.reduce((n, m) => n + center(m.x, m.y).y, 0) / mine.length }
      : { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    const key = `${width}:${mapH}:${maxX}:${maxY}`;
    if (key !== homeKey) {
      homeKey = key;
      // A player opens on their colony; a spectator (and the replay) on the whole table.
      zoom.focus(home, seat === null ? 1 : tapScale);
    }
    bringLitIntoView(v, marks.highlight, center, home, tapScale);
    const overview = zoom.camera.scale < tapScale * 0.99;

    const fitLabels = [t("cheeses.board.wholeMap"), t("cheeses.board.myColony"), t("cheeses.board.closeUp")];
    const zoomButtons = [
      { id: "zoom:out", text: "−", onTap: () => zoom.zoomBy(1 / 1.5), dimmed: zoom.camera.scale <= 1 },
      { id: "zoom:in", text: "+", onTap: () => zoom.zoomBy(1.5), dimmed: zoom.camera.scale >= zoom.maxScale * 0.99 },
      zoom.camera.scale > 1.01
        ? { id: "zoom:fit", text: fitLabels[0], rooms: fitLabels, onTap: () => zoom.reset(), dimmed: false }
        : { id: "zoom:fit", text: mine.length ? fitLabels[1] : fitLabels[2], rooms: fitLabels, onTap: () => { zoom.focus(home, tapScale); redraw(); }, dimmed: false },
    ];
    drawToolbar(layer, width, TOOLBAR_Y, turnLine(v), zoomButtons.map((b) => ({ ...b, onTap: fingers.tap(b.onTap) })), register);
    ctx.changes.mark("info", layer.children[layer.children.length - 1], turnLine(v));

    const spaceCenter = (x: number, y: number): Space | null => {
      const p = zoom.toCanvas(center(x, y));
      const size = spaceSize(geometry, x) * zoom.camera.scale;
      return p && { ...p, w: size, h: size };
    };
    // Zoomed out, a tap zooms in there: the spaces are too small to aim at.
    const zoomIn = (p: Point) => {
      zoom.focus(p, tapScale);
      redraw();
    };
    drawMapIn(v, geometry, box, {
      ...marks,
      litLine: 2.5 / tapScale,
      onSpace: (x, y) => {
        if (zoom.dragged) return;
        if (overview) zoomIn(center(x, y));
        else marks.onSpace(x, y);
      },
    }, (p) => {
      if (overview) return zoomIn(p);
      const space = spaceAt(geometry, v.spaces, p);
      if (space) marks.onSpace(space.x, space.y);
    });
    const rulers = new Container();
    layer.addChild(rulers);
    zoom.onMove = () => {
      if (!rulers.destroyed) drawRulers(rulers, geometry, zoom, box, maxX, maxY);
    };
    zoom.onMove();
    if (overview) drawHint(layer, box, t("cheeses.board.tapToZoom"));

    let y = box.y + box.h + 8;
    const noteH = drawNote(layer, width, y, rolls);
    if (noteH) {
      ctx.changes.mark("rolls", layer.children[layer.children.length - 1], rolls);
      y += noteH + 8;
    }
    const tilesH = drawTiles(layer, width, y, palette, chosenType, (item) => fingers.tap(() => {
      choose(item.type);
      showMap();
    })(), register);
    if (tilesH) y += tilesH + 10;
    y += drawStrips(layer, width, y, v, ctx.names, seat, ctx.changes.mark.bind(ctx.changes)) + PAD;
    ctx.setHeight(y);
    return { spaceCenter, mapBox: box };
  }

  /** When the step lights other spaces, at least one of them is brought into view (the nearest to the colony). */
  function bringLitIntoView(v: CheesesView, lit: Set<string>, center: (x: number, y: number) => Point, home: Point, tapScale: number): void {
    const key = `${v.turn}:${v.step}:${[...lit].sort().join(" ")}`;
    if (key === litKey) return;
    litKey = key;
    if (!lit.size) return;
    const points = [...lit].map((id) => id.split(",").map(Number)).map(([x, y]) => center(x, y));
    if (zoom.camera.scale >= tapScale * 0.99 && points.some((p) => zoom.toCanvas(p))) return;
    const nearest = points.reduce((a, b) => (Math.hypot(a.x - home.x, a.y - home.y) <= Math.hypot(b.x - home.x, b.y - home.y) ? a : b));
    zoom.focus(points.some((p) => Math.hypot(p.x - home.x, p.y - home.y) < 1) ? home : nearest, Math.max(tapScale, zoom.camera.scale));
  }

  function drawHint(layer: Container, box: Rect, text: string): void {
    // A longer language's hint wraps onto two lines inside the map rather than running past it.
    const hint = label(text, 13, { fontWeight: "700", fill: COLORS.dark, wordWrap: true, wordWrapWidth: box.w - 40, align: "center" });
    const w = hint.width + 20;
    const h = Math.max(28, hint.height + 8);
    const top = box.y + box.h - 8 - h;
    const pill = new Graphics().roundRect(box.x + (box.w - w) / 2, top, w, h, 14).fill({ color: COLORS.legal, alpha: 0.92 });
    hint.position.set(box.x + (box.w - w) / 2 + 10, top + (h - hint.height) / 2);
    layer.addChild(pill, hint);
  }

  /** After a module is chosen on a phone, the map scrolls into view under the prompt bar (its lit spaces are the next tap). */
  function showMap(): void {
    const bar = document.getElementById("phone-bar")?.getBoundingClientRect().bottom ?? 0;
    const top = ctx.app.canvas.getBoundingClientRect().top + TOOLBAR_Y;
    if (top < bar || top > bar + 80) window.scrollBy(0, top - bar - 4);
  }

  return draw;
}
