/**
 * Pan and zoom of the map: mouse wheel, a two-finger pinch or the +/− buttons zoom, dragging the map pans.
 * The camera is kept across redraws. A drag starts on the map's empty surface; the clickable
 * spaces lie above it, so a drag never ends as a click on a space.
 */
import { type Container, Graphics, type FederatedPointerEvent } from "pixi.js";
import type { Point } from "../types";
import type { Rect } from "./layout";

/** A press that moves less than this (CSS px) before it is let go is a tap, not a drag. */
const TAP_SLOP = 6;

const MAX_ZOOM = 4;

export interface Camera {
  scale: number;
  x: number;
  y: number;
}

export class MapZoom {
  camera: Camera = { scale: 1, x: 0, y: 0 };
  private box: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private layer: Container | null = null;
  private drag: { from: Point; camera: Camera } | null = null;
  /** Fingers on the canvas, for the pinch. */
  private touches = new Map<number, Point>();
  private pinch: { distance: number } | null = null;

  constructor(private readonly canvas: HTMLCanvasElement, private readonly onChange: () => void) {
    canvas.addEventListener("wheel", this.wheel, { passive: false });
    canvas.addEventListener("pointerdown", this.fingerDown);
    canvas.addEventListener("pointermove", this.fingerMove);
    for (const type of ["pointerup", "pointercancel", "pointerleave"] as const) canvas.addEventListener(type, this.fingerUp);
    // Pixi leaves the canvas at touch-action: none, so a pinch and a pan reach us (not the page's zoom).
  }

  destroy(): void {
    this.canvas.removeEventListener("wheel", this.wheel);
    this.canvas.removeEventListener("pointerdown", this.fingerDown);
    this.canvas.removeEventListener("pointermove", this.fingerMove);
    for (const type of ["pointerup", "pointercancel", "pointerleave"] as const) this.canvas.removeEventListener(type, this.fingerUp);
  }

  private local(e: PointerEvent): Point {
    const r = this.canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }

  private fingerDown = (e: PointerEvent): void => {
    if (e.pointerType !== "touch") return;
    this.touches.set(e.pointerId, this.local(e));
    if (this.touches.size === 2) {
      const [a, b] = [...this.touches.values()];
      this.pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y) };
      this.drag = null;
    }
  };

  private fingerMove = (e: PointerEvent): void => {
    if (!this.touches.has(e.pointerId)) return;
    this.touches.set(e.pointerId, this.local(e));
    if (!this.pinch || this.touches.size < 2) return;
    const [a, b] = [...this.touches.values()];
    const distance = Math.hypot(a.x - b.x, a.y - b.y);
    if (this.pinch.distance > 0 && distance > 0) {
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const b0 = this.box;
      if (mid.x >= b0.x && mid.x <= b0.x + b0.w && mid.y >= b0.y && mid.y <= b0.y + b0.h) this.zoomBy(distance / this.pinch.distance, mid);
    }
    this.pinch.distance = distance;
  };

  private fingerUp = (e: PointerEvent): void => {
    this.touches.delete(e.pointerId);
    if (this.touches.size < 2) this.pinch = null;
  };

  /**
   * Puts `layer` (drawn at zoom 1 inside `box`) under the camera, clipped to the box, with a drag
   * surface below it; a tap on the surface that did not drag goes to `onTap` as a point of the unzoomed map.
   */
  attach(parent: Container, layer: Container, box: Rect, onTap?: (p: Point) => void): void {
    this.box = box;
    this.layer = layer;
    this.clamp();
    const surface = new Graphics().rect(box.x, box.y, box.w, box.h).fill({ color: 0x000000, alpha: 0.001 });
    surface.eventMode = "static";
    surface.cursor = this.camera.scale > 1 ? "grab" : "default";
    surface.on("pointerdown", (e: FederatedPointerEvent) => {
      this.drag = { from: { x: e.global.x, y: e.global.y }, camera: { ...this.camera } };
    });
    surface.on("globalpointermove", (e: FederatedPointerEvent) => {
      if (!this.drag || this.pinch || this.camera.scale === 1) return;
      this.camera = { ...this.camera, x: this.drag.camera.x + e.global.x - this.drag.from.x, y: this.drag.camera.y + e.global.y - this.drag.from.y };
      this.apply();
    });
    const end = () => { this.drag = null; };
    surface.on("pointerup", (e: FederatedPointerEvent) => {
      const d = this.drag;
      end();
      if (!d || !onTap || this.pinch || Math.hypot(e.global.x - d.from.x, e.global.y - d.from.y) > TAP_SLOP) return;
      onTap({ x: (e.global.x - this.camera.x) / this.camera.scale, y: (e.global.y - this.camera.y) / this.camera.scale });
    });
    surface.on("pointerupoutside", end);
    const mask = new Graphics().rect(box.x, box.y, box.w, box.h).fill({ color: 0xffffff });
    parent.addChild(surface, layer, mask);
    layer.mask = mask;
    this.apply();
  }

  /** Where a point of the unzoomed map is on the canvas now (null when scrolled out of view). */
  toCanvas(p: Point): Point | null {
    const q = { x: p.x * this.camera.scale + this.camera.x, y: p.y * this.camera.scale + this.camera.y };
    const b = this.box;
    return q.x >= b.x && q.x <= b.x + b.w && q.y >= b.y && q.y <= b.y + b.h ? q : null;
  }

  zoomBy(factor: number, at: Point = { x: this.box.x + this.box.w / 2, y: this.box.y + this.box.h / 2 }): void {
    const scale = Math.min(MAX_ZOOM, Math.max(1, this.camera.scale * factor));
    const k = scale / this.camera.scale;
    this.camera = { scale, x: at.x - (at.x - this.camera.x) * k, y: at.y - (at.y - this.camera.y) * k };
    this.clamp();
    this.onChange();
  }

  reset(): void {
    this.camera = { scale: 1, x: 0, y: 0 };
    this.onChange();
  }

  private wheel = (e: WheelEvent): void => {
    const r = this.canvas.getBoundingClientRect();
    const at = { x: e.clientX - r.left, y: e.clientY - r.top };
    const b = this.box;
    if (at.x < b.x || at.x > b.x + b.w || at.y < b.y || at.y > b.y + b.h) return;
    e.preventDefault();
    this.zoomBy(e.deltaY < 0 ? 1.2 : 1 / 1.2, at);
  };

  /** Keeps the zoomed map covering its box (no empty margins from panning too far). */
  private clamp(): void {
    const { scale } = this.camera;
    const b = this.box;
    if (scale <= 1) {
      this.camera = { scale: 1, x: 0, y: 0 };
      return;
    }
    const minX = b.x + b.w - (b.x + b.w) * scale;
    const maxX = b.x - b.x * scale;
    const minY = b.y + b.h - (b.y + b.h) * scale;
    const maxY = b.y - b.y * scale;
    this.camera.x = Math.min(maxX, Math.max(minX, this.camera.x));
    this.camera.y = Math.min(maxY, Math.max(minY, this.camera.y));
  }

  private apply(): void {
    this.clamp();
    if (!this.layer || this.layer.destroyed) return;
    this.layer.scale.set(this.camera.scale);
    this.layer.position.set(this.camera.x, this.camera.y);
  }
}
