import { hashSeatToken } from "../../src/rooms/seat-token";
import { adminPage } from "../../src/ops/admin-page";
import { TEST_SEED, createRoom, joinRoom, seatTokenOf, seatsOf, until, useServer } from "../helpers";

/** The read-only admin page at /admin, behind basic auth as `admin` with ADMIN_PASSWORD. */
const PASSWORD = "a-long-admin-password";
const server = useServer({ adminPassword: PASSWORD });
const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` });
const asAdmin = basic("admin", PASSWORD);

test("no credentials, a wrong password or another user: 401 with a challenge", async () => {
  const bare = await fetch(`${server.url()}/admin/`);
  expect(bare.status).toBe(401);
  expect(bare.headers.get("www-authenticate")).toMatch(/^Basic/);
  expect((await fetch(`${server.url()}/admin/`, { headers: basic("admin", "a-long-admin-passworD") })).status).toBe(401);
  expect((await fetch(`${server.url()}/admin/`, { headers: basic("root", PASSWORD) })).status).toBe(401);
  expect((await fetch(`${server.url()}/admin/api`, { headers: basic("admin", "nope") })).status).toBe(401);
});

test("with the password: one page of the rooms, their games, seats and moves", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  ana.send("start");
  await until(() => ana.state.status === "playing", 3000, "start");
  const page = await fetch(`${server.url()}/admin`, { headers: asAdmin });
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/text\/html/);
  expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  const html = await page.text();
  expect(html).toContain(`<td>${ana.roomId}</td><td>hand</td><td>playing</td><td>Ana <small>here</small>, Bo <small>here</small></td>`);
  expect(html).toContain("· 2 connections · 1 room · hand 1</p>");
  expect(html).not.toMatch(/<script/i);
  await Promise.all([ana.leave(), bo.leave()]);
});

test("nothing under /admin shows a hand, a seed, a salt or a token's hash, and nothing changes a room", async () => {
  const ana = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const bo = await joinRoom(server.client(), ana.roomId, { name: "Bo" });
  ana.send("start");
  await until(() => ana.state.status === "playing" && seatsOf(ana)[0].secret?.hand !== undefined && seatsOf(bo)[1].secret?.hand !== undefined, 3000, "start");
  const code = ana.roomId;
  // Each player's own hand, as that player sees it, written as the monitor wrote it ("[2,4,14,25,32]").
  const hands = [JSON.stringify(seatsOf(ana)[0].secret.hand), JSON.stringify(seatsOf(bo)[1].secret.hand)];
  const secrets = [TEST_SEED, hashSeatToken(await seatTokenOf(ana)), hashSeatToken(await seatTokenOf(bo)), ...hands, "salt", "tokenHash", "secret"];
  const routes: [method: string, route: string, status: number][] = [
    ["GET", "/admin", 200], ["HEAD", "/admin", 200], ["GET", "/admin/api", 404], ["GET", `/admin/api/room?roomId=${code}`, 404],
    ["GET", `/admin/api/room/call?roomId=${code}&method=getRecord&args=[]`, 404], ["POST", `/admin/api/room/call?roomId=${code}&method=getRecord`, 404],
    ["DELETE", `/admin/api/room?roomId=${code}`, 404], ["POST", "/admin", 405], ["DELETE", "/admin", 405], ["GET", "/admin/index.js", 404],
  ];
  const answers = [];
  for (const [method, route] of routes) {
    const response = await fetch(`${server.url()}${route}`, { method, headers: asAdmin });
    const body = await response.text();
    answers.push({ method, route, leaks: secrets.filter((secret) => body.includes(secret)), status: response.status });
  }
  expect(answers).toEqual(routes.map(([method, route, status]) => ({ method, route, leaks: [], status })));
  // The room plays on.
  await until(() => ana.state.status === "playing" && ana.connection.isOpen, 1000, "room still open");
  await Promise.all([ana.leave(), bo.leave()]);
});

test("names on the page are HTML-escaped", () => {
  const html = adminPage([{ code: "ABCDE", game: "zoo", status: "lobby", seats: [{ name: "<img src=x onerror=alert(1)>", kind: "human", connected: true, standIn: false }],
    spectators: 0, moves: 0, clients: 1, age: 5, elsewhere: false }], 60, process.memoryUsage());
  expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  expect(html).not.toContain("<img");
});
