import { createRoom, useServer } from "../helpers";

/** The Colyseus monitor at /admin, behind basic auth as `admin` with ADMIN_PASSWORD. */
const PASSWORD = "a-long-admin-password";
const server = useServer({ adminPassword: PASSWORD });
const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` });

test("no credentials, a wrong password or another user: 401 with a challenge", async () => {
  const bare = await fetch(`${server.url()}/admin/`);
  expect(bare.status).toBe(401);
  expect(bare.headers.get("www-authenticate")).toMatch(/^Basic/);
  expect((await fetch(`${server.url()}/admin/`, { headers: basic("admin", "a-long-admin-passworD") })).status).toBe(401);
  expect((await fetch(`${server.url()}/admin/`, { headers: basic("root", PASSWORD) })).status).toBe(401);
  expect((await fetch(`${server.url()}/admin/api`, { headers: basic("admin", "nope") })).status).toBe(401);
});

test("with the password: the panel, and its API lists the rooms", async () => {
  const page = await fetch(`${server.url()}/admin/`, { headers: basic("admin", PASSWORD) });
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/<div id="app">/);
  const room = await createRoom(server.client(), { name: "Ana", seats: 2 });
  const api = await fetch(`${server.url()}/admin/api`, { headers: basic("admin", PASSWORD) });
  expect(api.status).toBe(200);
  const body = JSON.stringify(await api.json());
  expect(body).toContain(room.roomId);
  await room.leave();
});
