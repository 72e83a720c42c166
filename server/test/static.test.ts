import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { serveClient } from "../src/static";

async function serve(clientDir: string): Promise<{ url: string; server: Server }> {
  const app = express();
  serveClient(app, clientDir);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

it("serves the built client, with index.html for app routes", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "client-"));
  writeFileSync(path.join(dir, "index.html"), "<title>Space Tabletop</title>");
  writeFileSync(path.join(dir, "app.js"), "console.log(1)");
  const { url, server } = await serve(dir);
  try {
    expect(await (await fetch(`${url}/app.js`)).text()).toBe("console.log(1)");
    for (const route of ["/", "/?room=ABCDE", "/some/page"]) {
      const res = await fetch(`${url}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Space Tabletop");
    }
    expect((await fetch(`${url}/x`, { method: "POST" })).status).toBe(404);
  } finally {
    await stop(server);
  }
});

it("answers a JSON 404 when the client is not built", async () => {
  const { url, server } = await serve(path.join(tmpdir(), "no-such-client-dir"));
  try {
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/not built/);
  } finally {
    await stop(server);
  }
});
