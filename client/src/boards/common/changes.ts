import { Container, Graphics, type Application, type Ticker } from "pixi.js";
import { animationsOn } from "../../ui/settings";

/**
 * "What changed": a board marks the parts of its drawing that show something of the synced view
 * (a counter, a card, a tile, a die) with a key and the value drawn. After each new state the
 * game screen compares the marks of this draw with those of the previous state and briefly
 * lights what changed; a mark that asks for it also glides from where its key was drawn before
 * (a module moved on the map). Short, ended at once by a click or the next state, and off with
 * the Animations setting or `prefers-reduced-motion`. The work per frame is the running
 * highlights only (a handful), never the game's length.
 */
export interface ChangeMarks {
  /**
   * Marks a drawn part: `value` is what it shows (compared as a string); `moves`: when the same
   * key stood elsewhere in the previous state, the part glides from there.
   */
  mark(key: string, target: Container, value: unknown, options?: { moves?: boolean }): void;
}

/** What the test hook reads (docs/client.md, "See what changed"). */
export interface ChangeStats {
  /** Keys that changed at the last new state (listed even when animations are off). */
  changed: string[];
  /** Keys of those that moved (they glide when animations are on). */
  moved: string[];
  /** Highlights and glides running now. */
  running: number;
  /** Highlights and glides started since the board opened. */
  started: number;
  /** Keys that moved at the last state where something moved (kept through states that move nothing). */
  lastMoved: string[];
  /** States where something moved, since the board opened. */
  moves: number;
}

/** How long a highlight lasts (the issue asks for under 600 ms). */
const FLASH_MS = 550;
const GLIDE_MS = 350;
const FLASH_COLOR = 0xffd166;

interface Mark {
  target: Container;
  value: string;
  moves: boolean;
}

interface Seen {
  value: string;
  /** Centre of the part in its parent's space (zoom- and pan-free for a map), for glides. */
  at: { x: number; y: number } | null;
}

interface Running {
  elapsed: number;
  duration: number;
  /** `t` from 0 to 1. */
  step(t: number): void;
  end(): void;
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value) ?? "";
}

/** Centre of `target`'s bounds in its parent's coordinates (null once it is gone). */
function centreInParent(target: Container): { x: number; y: number } | null {
  if (target.destroyed || !target.parent) return null;
  const b = target.getBounds();
  return target.parent.toLocal({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
}

const easeOut = (t: number) => 1 - (1 - t) * (1 - t);

export class ChangeTracker implements ChangeMarks {
  private marks = new Map<string, Mark>();
  private seen: Map<string, Seen> | null = null;
  private seenSize = "";
  private running: Running[] = [];
  private ticking = false;
  private readonly overlay = new Container();
  private readonly ticker: Ticker;
  readonly stats: ChangeStats = { changed: [], moved: [], running: 0, started: 0, lastMoved: [], moves: 0 };

  constructor(private readonly app: Application, parent: Container) {
    this.ticker = app.ticker;
    this.overlay.eventMode = "none";
    parent.addChild(this.overlay);
    document.addEventListener("pointerdown", this.stop, true);
    app.renderer.on("resize", this.stop);
  }

  mark(key: string, target: Container, value: unknown, options: { moves?: boolean } = {}): void {
    this.marks.set(key, { target, value: asText(value), moves: options.moves ?? false });
  }

  /** Before a new state is drawn: the marks start afresh. */
  begin(): void {
    this.marks.clear();
  }

  /**
   * After a new state is drawn: lights what differs from the previous state (none on the first).
   * A state that changes something ends the running highlights first; one that changes nothing
   * drawn (a log line, a clock) leaves them be.
   */
  settle(): void {
    const size = `${this.app.screen.width}x${this.app.screen.height}`;
    const before = this.seen;
    const sameSize = size === this.seenSize;
    const changed: string[] = [];
    const moved: string[] = [];
    const next = new Map<string, Seen>();
    for (const [key, m] of this.marks) {
      const at = m.moves ? centreInParent(m.target) : null;
      next.set(key, { value: m.value, at });
      const old = before?.get(key);
      const from = sameSize && old?.at && at && Math.hypot(old.at.x - at.x, old.at.y - at.y) > 1 ? old.at : null;
      if (!before || (old && old.value === m.value && !from)) continue;
      if (!changed.length) this.stop();
      changed.push(key);
      if (from) moved.push(key);
      if (!animationsOn() || m.target.destroyed) continue;
      // The frame where the part ends up; the part itself glides there.
      this.flash(m.target);
      if (from && at) this.glide(m.target, from, at);
    }
    this.seen = next;
    this.seenSize = size;
    this.stats.changed = changed;
    this.stats.moved = moved;
    if (moved.length) {
      this.stats.lastMoved = moved;
      this.stats.moves += 1;
    }
  }

  /** A new board (another seat's view in a replay): the next state is a first one, nothing to compare. */
  forget(): void {
    this.stop();
    this.begin();
    this.seen = null;
  }

  /** Ends every running highlight at once (a click, a resize, a new state). */
  readonly stop = (): void => {
    for (const r of this.running) r.end();
    this.running = [];
    this.sync();
  };

  destroy(): void {
    this.stop();
    document.removeEventListener("pointerdown", this.stop, true);
    this.app.renderer.off("resize", this.stop);
    this.overlay.destroy({ children: true, context: true });
  }

  /** A glow over the part's bounds that fades out. */
  private flash(target: Container): void {
    const b = target.getBounds();
    if (b.width <= 0 || b.height <= 0) return;
    const topLeft = this.overlay.toLocal({ x: b.x, y: b.y });
    const pad = 3;
    const glow = new Graphics()
      .roundRect(topLeft.x - pad, topLeft.y - pad, b.width + 2 * pad, b.height + 2 * pad, 5)
      .fill({ color: FLASH_COLOR, alpha: 0.3 })
      .stroke({ width: 3, color: FLASH_COLOR });
    this.overlay.addChild(glow);
    // Full for a third of the time, then fading out.
    this.add(FLASH_MS, (t) => (glow.alpha = t < 0.35 ? 1 : 1 - (t - 0.35) / 0.65), () => glow.destroy());
  }

  /** Moves the part from where it stood to where it is now. */
  private glide(target: Container, from: { x: number; y: number }, to: { x: number; y: number }): void {
    const home = { x: target.position.x, y: target.position.y };
    const dx = from.x - to.x;
    const dy = from.y - to.y;
    const place = (k: number) => {
      if (!target.destroyed) target.position.set(home.x + dx * k, home.y + dy * k);
    };
    place(1);
    this.add(GLIDE_MS, (t) => place(1 - easeOut(t)), () => place(0));
  }

  private add(duration: number, step: (t: number) => void, end: () => void): void {
    this.running.push({ elapsed: 0, duration, step, end });
    this.stats.started += 1;
    this.sync();
  }

  private readonly tick = (ticker: Ticker): void => {
    const still: Running[] = [];
    for (const r of this.running) {
      r.elapsed += ticker.deltaMS;
      if (r.elapsed >= r.duration) r.end();
      else {
        r.step(r.elapsed / r.duration);
        still.push(r);
      }
    }
    this.running = still;
    this.sync();
  };

  /** The ticker runs only while something animates. */
  private sync(): void {
    this.stats.running = this.running.length;
    if (this.running.length && !this.ticking) this.ticker.add(this.tick);
    else if (!this.running.length && this.ticking) this.ticker.remove(this.tick);
    this.ticking = this.running.length > 0;
  }
}
