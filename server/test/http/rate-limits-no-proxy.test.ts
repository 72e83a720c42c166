import { useServer } from "../helpers";

/** With no trusted proxy (the default), X-Forwarded-For is ignored: a stranger cannot pick an address. */
const server = useServer({ http: { createsPerMinute: 3, joinsPerMinute: 3 } });

it("a forged X-Forwarded-For does not buy a fresh budget", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await fetch(`${server.url()}/matchmake/joinById/ABCDE`, {
      method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": `10.0.0.${i}` }, body: JSON.stringify({ name: "Eve" }),
    });
    statuses.push(r.status);
  }
  expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  // A game record costs a replay to answer: it spends the same budget.
  const record = await fetch(`${server.url()}/api/records/ABCDE`);
  expect(record.status).toBe(429);
});
