/**
 * A decision made of several picks, kept on this page until it is confirmed: each pick can be
 * taken back (Undo, last first) and nothing is sent before Confirm. Items are identified by
 * their index in the list offered (a hand may hold the same card twice). No DOM, no Pixi.
 */
export class PickDraft<T> {
  private order: number[] = [];

  /** `items`: what may be picked; `size`: how many picks make the decision (from the engine's view). */
  constructor(readonly items: readonly T[], readonly size: number) {}

  /** The picks, in the order they were made. */
  get picked(): readonly number[] {
    return this.order;
  }

  has(index: number): boolean {
    return this.order.includes(index);
  }

  /** Picks `index`, or takes it back when already picked; false when the draft is full or the index is not offered. */
  toggle(index: number): boolean {
    if (this.has(index)) {
      this.order = this.order.filter((i) => i !== index);
      return true;
    }
    if (index < 0 || index >= this.items.length || this.order.length >= this.size) return false;
    this.order = [...this.order, index];
    return true;
  }

  /** Takes back the last pick; false when there is none. */
  undo(): boolean {
    if (!this.order.length) return false;
    this.order = this.order.slice(0, -1);
    return true;
  }

  clear(): void {
    this.order = [];
  }

  /** Replaces the picks with these items (e.g. the rules' default), matched to offered ones not yet used, last copies first. */
  fill(chosen: readonly T[]): void {
    const order: number[] = [];
    for (const item of chosen.slice(0, this.size)) {
      for (let i = this.items.length - 1; i >= 0; i--) {
        if (this.items[i] === item && !order.includes(i)) {
          order.push(i);
          break;
        }
      }
    }
    this.order = order;
  }

  /** Whether the decision is complete (exactly `size` picks). */
  get ready(): boolean {
    return this.order.length === this.size;
  }

  /** The picked items, in pick order. */
  values(): T[] {
    return this.order.map((i) => this.items[i]);
  }
}
