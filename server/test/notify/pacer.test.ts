import { Pacer } from "../../src/notify/pacer";

/** A burst of notices is let through a few per turn of the event loop, so I/O is read between batches. */

it("lets at most perTurn callers through before other work queued behind the burst gets a turn, and all of them in order", async () => {
  const pacer = new Pacer(8);
  const through: number[] = [];
  const all = Array.from({ length: 50 }, (_, i) => pacer.turn().then(() => { through.push(i); }));
  // Scheduled after the burst, as a room's message arriving meanwhile would be read.
  const seenByOther = await new Promise<number>((resolve) => setImmediate(() => resolve(through.length)));
  expect(seenByOther).toBe(8);
  await Promise.all(all);
  expect(through).toEqual(Array.from({ length: 50 }, (_, i) => i));
});

it("a lone caller goes through on the next turn", async () => {
  const pacer = new Pacer(8);
  const started = performance.now();
  await pacer.turn();
  expect(performance.now() - started).toBeLessThan(50);
});
