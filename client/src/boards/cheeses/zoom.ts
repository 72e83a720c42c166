/**
 * Pan and zoom of the map: mouse wheel, a two-finger pinch or the zoom buttons zoom, dragging the
 * map (anywhere on it, its lit spaces included) pans. The camera is kept across redraws. A press
 * that dragged is not a tap: `dragged` tells the map's taps to let it go.
 */
import { type Container, Graphics, type FederatedPointerEvent } from "pixi.js";
import type { Point } from "../types";
import type { Rect } from "./layout";

/** A press that moves less than this (CSS px) before it is let go is a tap, not a drag. */
const TAP_SLOP = 6;

export interface Camera {
  scale: number;
  x: number;
  y: number;
}

export class MapZoom {
  camera: Camera = { scale: 1, x: 0, y: 0 };
  /** The largest zoom, from the unzoomed map (a phone's board raises it: its map opens zoomed in). */
  maxScale = 4;
  /** The last press moved the map: the tap it ends is not a tap on a space. */
  dragged = false;
  /** Called after each pan or zoom (the map's rulers follow the camera). */
  onMove: () => void = () => {};
  private box: Rect = { x: 0, y: 0, w: 0, h: 0 };
  /** The map's own extent inside the box at zoom 1 (it is centred in the box, with margins on two sides). */
  private content: Rect = this.box;
  private layer: Container | null = null;
  private drag: { from: Point; camera: Camera; pointer: number } | null = null;
  /** Fingers on the canvas, for the pinch. */
  private touches = new Map<number, Point>();
  private pinch: { distance: number } | null = null;

  constructor(private readonly canvas: HTMLCanvasElement, private readonly onChange: () => void) {
    canvas.addEventListener("wheel", this.wheel, { passive: false });
    canvas.addEventListener("pointerdown", this.pointerDown);
    canvas.addEventListener("pointermove", this.pointerMove);
    for (const type of ["pointerup", "pointercancel", "pointerleave"] as const) canvas.addEventListener(type, this.pointerUp);
    // Pixi leaves the canvas at touch-action: none, so a pinch and a pan reach us (not the page's zoom).
  }

  destroy(): void {
    this.canvas.removeEventListener("wheel", this.wheel);
    this.canvas.removeEventListener("pointerdown", this.pointerDown);
    this.canvas.removeEventListener("pointermove", this.pointerMove);
    for (const type of ["pointerup", "pointercancel", "pointerleave"] as const) this.canvas.removeEventListener(type, this.pointerUp);
  }

  private local(e: PointerEvent): Point {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private inBox(p: Point): boolean {
    const b = this.box;
    return p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
  }

  private pointerDown = (e: PointerEvent): void => {
    const p = this.local(e);
    this.dragged = false;
    if (e.pointerType === "touch") this.touches.set(e.pointerId, p);
    if (this.touches.size === 2) {
      const [a, b] = [...this.touches.values()];
      this.pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y) };
      this.drag = null;
      return;
    }
    if (e.button === 0 && this.inBox(p)) this.drag = { from: p, camera: { ...this.camera }, pointer: e.pointerId };
  };

  private pointerMove = (e: PointerEvent): void => {
    const p = this.local(e);
    if (this.touches.has(e.pointerId)) this.touches.set(e.pointerId, p);
    if (this.pinch && this.touches.size >= 2) {
      const [a, b] = [...this.touches.values()];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (this.pinch.distance > 0 && distance > 0) {
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        if (this.inBox(mid)) this.zoomBy(distance / this.pinch.distance, mid);
      }
      this.pinch.distance = distance;
      this.dragged = true;
      return;
    }
    const d = this.drag;
    if (!d || d.pointer !== e.pointerId) return;
    if (!this.dragged && Math.hypot(p.x - d.from.x, p.y - d.from.y) <= TAP_SLOP) return;
    this.dragged = true;
    if (this.camera.scale === 1) return;
    this.camera = { ...this.camera, x: d.camera.x + p.x - d.from.x, y: d.camera.y + p.y - d.from.y };
    this.apply();
  };

  private pointerUp = (e: PointerEvent): void => {
    this.touches.delete(e.pointerId);
    if (this.touches.size < 2) this.pinch = null;
    if (this.drag?.pointer === e.pointerId) this.drag = null;
  };

  /**
   * Puts `layer` (drawn at zoom 1 inside `box`) under the camera, clipped to the box, with a
   * surface below it; a tap on the surface goes to `onTap` as a point of the unzoomed map.
   */
  attach(parent: Container, layer: Container, box: Rect, content: Rect, onTap?: (p: Point) => void): void {
    this.setBox(box, content);
    this.layer = layer;
    const surface = new Graphics().rect(box.x, box.y, box.w, box.h).fill({ color: 0x000000, alpha: 0.001 });
    surface.eventMode = "static";
    surface.cursor = this.camera.scale > 1 ? "grab" : "default";
    surface.on("pointertap", (e: FederatedPointerEvent) => {
      if (!onTap || this.dragged) return;
      onTap(this.toMap({ x: e.global.x, y: e.global.y }));
    });
    const mask = new Graphics().rect(box.x, box.y, box.w, box.h).fill({ color: 0xffffff });
    parent.addChild(surface, layer, mask);
    layer.mask = mask;
    this.apply();
  }

  /** The map's box on the canvas (the camera is kept inside it). */
  setBox(box: Rect, content: Rect = box): void {
    // A box that moved (something above it grew) takes the zoomed map with it: the same part stays in view.
    const s = this.camera.scale;
    this.camera.x += (box.x - this.box.x) * (1 - s);
    this.camera.y += (box.y - this.box.y) * (1 - s);
    this.box = box;
    this.content = content;
    this.clamp();
  }

  /** Where a point of the unzoomed map is on the canvas now (null when scrolled out of view). */
  toCanvas(p: Point): Point | null {
    const q = { x: p.x * this.camera.scale + this.camera.x, y: p.y * this.camera.scale + this.camera.y };
    return this.inBox(q) ? q : null;
  }

  /** The point of the unzoomed map under a canvas point. */
  toMap(p: Point): Point {
    return { x: (p.x - this.camera.x) / this.camera.scale, y: (p.y - this.camera.y) / this.camera.scale };
  }

  zoomBy(factor: number, at: Point = { x: this.box.x + this.box.w / 2, y: this.box.y + this.box.h / 2 }): void {
    const scale = Math.min(this.maxScale, Math.max(1, this.camera.scale * factor));
    const k = scale / this.camera.scale;
    this.camera = { scale, x: at.x - (at.x - this.camera.x) * k, y: at.y - (at.y - this.camera.y) * k };
    this.clamp();
    this.onChange();
  }

  /** Zooms to `scale` with the unzoomed map's point `p` in the box's middle (as near as the map's edges allow). */
  focus(p: Point, scale: number): void {
    const s = Math.min(this.maxScale, Math.max(1, scale));
    const b = this.box;
    this.camera = { scale: s, x: b.x + b.w / 2 - p.x * s, y: b.y + b.h / 2 - p.y * s };
    this.clamp();
  }

  reset(): void {
    this.camera = { scale: 1, x: 0, y: 0 };
    this.onChange();
  }

  private wheel = (e: WheelEvent): void => {
    const r = this.canvas.getBoundingClientRect();
    const at = { x: e.clientX - r.left, y: e.clientY - r.top };
    if (!this.inBox(at)) return;
    e.preventDefault();
    this.zoomBy(e.deltaY < 0 ? 1.2 : 1 / 1.2, at);
  };

  /** Keeps the zoomed map covering its box (no empty margins from panning too far); a map smaller than its box stays centred. */
  private clamp(): void {
    const { scale } = this.camera;
    if (scale <= 1) {
      this.camera = { scale: 1, x: 0, y: 0 };
      return;
    }
    const axis = (b0: number, bw: number, c0: number, cw: number, at: number): number => {
      if (cw * scale <= bw) return b0 + bw / 2 - (c0 + cw / 2) * scale;
      return Math.min(b0 - c0 * scale, Math.max(b0 + bw - (c0 + cw) * scale, at));
    };
    const b = this.box;
    const c = this.content;
    this.camera.x = axis(b.x, b.w, c.x, c.w, this.camera.x);
    this.camera.y = axis(b.y, b.h, c.y, c.h, this.camera.y);
  }

  private apply(): void {
    this.clamp();
    if (!this.layer || this.layer.destroyed) return;
    this.layer.scale.set(this.camera.scale);
    this.layer.position.set(this.camera.x, this.camera.y);
    this.onMove();
  }
}
