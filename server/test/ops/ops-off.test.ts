import { useServer } from "../helpers";

/** Without METRICS_TOKEN and ADMIN_PASSWORD nothing about the process is public: no /metrics, no /admin. */
const server = useServer({});

test("/metrics is off without METRICS_TOKEN", async () => {
  const response = await fetch(`${server.url()}/metrics`);
  expect(response.status).toBe(404);
  expect(await response.text()).not.toMatch(/nodejs_|tabletop_/);
});

test("/admin is off without ADMIN_PASSWORD (a 404, not the client page)", async () => {
  for (const path of ["/admin", "/admin/", "/admin/api"]) {
    const response = await fetch(`${server.url()}${path}`, { headers: { authorization: `Basic ${Buffer.from("admin:guess").toString("base64")}` } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/json/);
  }
});
