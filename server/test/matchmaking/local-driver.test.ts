import { LocalDriver } from "colyseus";
import { IndexedLocalDriver } from "../../src/matchmaking/local-driver";

/** The in-process room listing answers a join by code from its index (src/matchmaking/local-driver.ts). */
type Driver = LocalDriver;

function list(driver: Driver, code: string, name = "zoo") {
  const listing = driver.createInstance({ name, processId: "p" });
  listing.roomId = code;
  listing.maxClients = 4;
  listing.save();
  return listing;
}

it("answers a join by code without reading any other room's listing", async () => {
  const driver = new IndexedLocalDriver();
  let reads = 0;
  for (let i = 0; i < 1000; i++) {
    const listing = list(driver, `R${i}`);
    Object.defineProperty(listing, "roomId", { get: () => (reads++, `R${i}`), enumerable: true });
  }
  reads = 0;
  const found = await driver.findOne({ roomId: "R500" });
  expect(found?.maxClients).toBe(4);
  expect(reads).toBe(0);
  // The stock driver compares the code with every listing before the one it finds.
  const stock = new LocalDriver();
  for (let i = 0; i < 1000; i++) list(stock, `R${i}`);
  const compared = stock.rooms.slice(0, 501).map((l, i) => Object.defineProperty(l, "roomId", { get: () => (reads++, `R${i}`), enumerable: true }));
  await stock.findOne({ roomId: "R500" });
  expect(reads).toBe(compared.length);
});

it("answers every question as the stock driver does while rooms open and close", async () => {
  const indexed = new IndexedLocalDriver();
  const stock = new LocalDriver();
  const open = new Map<string, [ReturnType<Driver["createInstance"]>, ReturnType<Driver["createInstance"]>]>();
  let seed = 7;
  const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  for (let step = 0; step < 3000; step++) {
    const code = `C${random(60)}`;
    const was = open.get(code);
    if (was && random(2) === 0) {
      was.forEach((listing) => listing.remove());
      open.delete(code);
    } else if (!was) {
      const name = ["zoo", "base", "cheeses"][random(3)];
      open.set(code, [list(indexed, code, name), list(stock, code, name)]);
    } else {
      was.forEach((listing) => listing.updateOne({ $inc: { clients: 1 } }));
    }
    const asked = `C${random(60)}`;
    const [a, b] = [await indexed.findOne({ roomId: asked }), await stock.findOne({ roomId: asked })];
    expect(a === undefined).toBe(b === undefined);
    if (a) expect({ ...a, createdAt: 0 }).toEqual({ ...b, createdAt: 0 });
    // Other questions go through the stock query.
    const [c, d] = [await indexed.findOne({ name: "base", clients: 0 }), await stock.findOne({ name: "base", clients: 0 })];
    expect(c?.roomId).toBe(d?.roomId);
  }
  expect(open.size).toBeGreaterThan(5);
  indexed.clear();
  expect(await indexed.findOne({ roomId: [...open.keys()][0] })).toBeUndefined();
});
