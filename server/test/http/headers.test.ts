import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { useServer } from "../helpers";

/** A stand-in for client/dist: a page and a hashed asset, so `npm test` needs no build. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
fs.mkdirSync(path.join(dir, "assets"));
fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><title>Space Tabletop</title><script type="module" src="/assets/index-abc123.js"></script>${" ".repeat(2000)}`);
fs.writeFileSync(path.join(dir, "assets", "index-abc123.js"), `console.log(${JSON.stringify("x".repeat(50_000))});`);

const server = useServer({ clientDir: dir, http: { allowedOrigins: ["https://friends.example"] } });

/** A raw GET (fetch would decompress and hide the encoding). */
function get(p: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    http.get(new URL(p, server.url()), { headers }, (res) => {
      let bytes = 0;
      res.on("data", (d: Buffer) => { bytes += d.length; });
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
    }).on("error", reject);
  });
}

it("the first page load arrives compressed: brotli when asked, else gzip", async () => {
  const br = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(br.bytes).toBeLessThan(5_000);
  const gzip = await get("/assets/index-abc123.js", { "accept-encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  const page = await get("/", { "accept-encoding": "gzip, br" });
  expect(page.headers["content-encoding"]).toBe("br");
});

it("hashed assets are cached for good; the page is checked every time", async () => {
  expect((await get("/assets/index-abc123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await get("/")).headers["cache-control"]).toBe("no-cache");
  expect((await get("/some/route")).headers["cache-control"]).toBe("no-cache");
});

it("security headers: a CSP without eval or inline scripts, nosniff, no framing, no referrer", async () => {
  const { headers } = await get("/");
  const csp = String(headers["content-security-policy"]);
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["x-powered-by"]).toBeUndefined();
});

it("unknown API paths answer JSON 404, not the page", async () => {
  const r = await fetch(`${server.url()}/api/nothing/here`);
  expect(r.status).toBe(404);
  expect(r.headers.get("content-type")).toMatch(/json/);
  expect(await r.json()).toEqual({ ok: false, error: "no such API path" });
});

it("CORS: a foreign origin is never reflected, on the API or the matchmaker; an allowed one is", async () => {
  const evil = { origin: "https://evil.example" };
  expect((await fetch(`${server.url()}/api/games`, { headers: evil })).headers.get("access-control-allow-origin")).toBeNull();
  const preflight = await fetch(`${server.url()}/matchmake/create/hand`, { method: "OPTIONS", headers: evil });
  expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
  const post = await fetch(`${server.url()}/matchmake/joinById/ABCDE`, {
    method: "POST", headers: { ...evil, "content-type": "application/json" }, body: JSON.stringify({ name: "Eve" }),
  });
  expect(post.headers.get("access-control-allow-origin")).toBeNull();
  const friend = { origin: "https://friends.example" };
  expect((await fetch(`${server.url()}/api/games`, { headers: friend })).headers.get("access-control-allow-origin")).toBe("https://friends.example");
  const ok = await fetch(`${server.url()}/matchmake/create/hand`, { method: "OPTIONS", headers: friend });
  expect(ok.headers.get("access-control-allow-origin")).toBe("https://friends.example");
});
