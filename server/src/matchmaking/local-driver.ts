import { LocalDriver, type IRoomCache, type RoomCache, type SortOptions } from "colyseus";

/**
 * Colyseus's in-process room listing, with the rooms also indexed by code. Every join by code asks
 * `findOne({ roomId })`, which the stock driver answers by comparing the code with every listed
 * room's: at 1,000 rooms about half a millisecond on the rooms' thread for each join, 2% of the
 * server's CPU in the load bench (docs/performance.md). Anything else is asked as before.
 */
export class IndexedLocalDriver extends LocalDriver {
  private readonly byCode = new Map<string, RoomCache>();

  override createInstance(initialValues: Partial<IRoomCache> = {}): ReturnType<LocalDriver["createInstance"]> {
    const listing = super.createInstance(initialValues);
    const save = listing.save.bind(listing);
    const remove = listing.remove.bind(listing);
    // Colyseus gives a listing its code after `onCreate`, before its first save; a code never changes.
    // Not enumerable, as the methods they wrap: a listing is also sent as JSON (the lobby's list).
    hide(listing, "save", () => {
      save();
      if (listing.roomId) this.byCode.set(listing.roomId, listing);
    });
    hide(listing, "remove", () => {
      remove();
      if (this.byCode.get(listing.roomId) === listing) this.byCode.delete(listing.roomId);
    });
    return listing;
  }

  override findOne(conditions: Partial<IRoomCache>, sortOptions?: SortOptions): Promise<RoomCache> {
    if (sortOptions || !onlyCode(conditions)) return super.findOne(conditions, sortOptions);
    // As the stock driver's answer: the listing itself, or undefined when no room has that code.
    return Promise.resolve(this.byCode.get(conditions.roomId!) as RoomCache);
  }

  override clear(): void {
    super.clear();
    this.byCode.clear();
  }
}

function onlyCode(conditions: Partial<IRoomCache>): boolean {
  let keys = 0;
  for (const key in conditions) {
    if (key !== "roomId" || !Object.hasOwn(conditions, key)) return false;
    keys++;
  }
  return keys === 1 && typeof conditions.roomId === "string";
}

function hide(listing: object, method: string, value: () => void): void {
  Object.defineProperty(listing, method, { value, enumerable: false, writable: true, configurable: true });
}
