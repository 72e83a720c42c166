import { type Client } from "colyseus.js";
import { TestClient } from "../support/test-client";
import { useServer, keepSeatToken } from "../helpers";

/** Behind one trusted proxy: X-Forwarded-For tells addresses apart, each with its own budget. */
const server = useServer({ http: { createsPerMinute: 10, joinsPerMinute: 20, trustProxy: 1 } });

function client(ip: string): Client {
  const c = new TestClient(server.url().replace("http", "ws"));
  c.http.headers["x-forwarded-for"] = ip;
  return c;
}

it("the 11th create in a minute from one address gets 429; another address still creates", async () => {
  const mallory = client("203.0.113.7");
  const rooms = [];
  for (let i = 0; i < 10; i++) rooms.push(keepSeatToken(await mallory.create("hand", { name: "Mal" })));
  await expect(mallory.create("hand", { name: "Mal" })).rejects.toMatchObject({ code: 429, message: expect.stringMatching(/too many rooms created from your address/) });
  const raw = await fetch(`${server.url()}/matchmake/create/hand`, {
    method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" }, body: JSON.stringify({ name: "Mal" }),
  });
  expect(raw.status).toBe(429);
  expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
  const friend = keepSeatToken(await client("198.51.100.1").create("hand", { name: "Ana" }));
  expect(friend.roomId).toMatch(/^[A-Z2-9]{5}$/);
  await Promise.all([...rooms, friend].map((r) => r.leave()));
});

it("guessing codes hits the join budget: joins and restores count together", async () => {
  const guesser = "203.0.113.9";
  let refusedForBudget = 0;
  let notFound = 0;
  for (let i = 0; i < 15; i++) {
    await client(guesser).joinById("ABCDE", { name: "Eve" }).catch((e) => (e.code === 429 ? refusedForBudget++ : notFound++));
  }
  for (let i = 0; i < 10; i++) {
    const r = await fetch(`${server.url()}/api/rooms/ABCDE/restore`, {
      method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": guesser }, body: JSON.stringify({ token: "A".repeat(43) }),
    });
    if (r.status === 429) refusedForBudget++;
  }
  expect(notFound).toBe(15);
  expect(refusedForBudget).toBe(5);
});
