import { StateView } from "@colyseus/schema";

/**
 * A map that keeps its table when it is cleared empty. V8 gives a cleared Map a new table even when
 * it held nothing, and Colyseus clears every client's view changes after every patch: each room then
 * kept a new table per client from one patch to the next, long enough to outlive a scavenge
 * (docs/results-log.md, "One core, one collector").
 */
class KeptMap<K, V> extends Map<K, V> {
  clear(): void {
    if (this.size > 0) super.clear();
  }
}

/** Every client's view: what its seat may see on top of the shared state (server/src/rooms/reveal.ts). */
export class RoomView extends StateView {
  constructor() {
    super();
    this.changes = new KeptMap();
  }
}
