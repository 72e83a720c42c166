import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import pino from "pino";
import { errorAnswers } from "../src/http/errors";
import { secure } from "../src/http/security";
import { serveClient } from "../src/static";

/** The client served as the server serves it: behind the security headers and the compression middleware, with its error answers. */
async function serve(clientDir: string): Promise<{ url: string; server: Server }> {
  const app = express();
  secure(app, []);
  serveClient(app, clientDir);
  errorAnswers(app, pino({ level: "silent" }));
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

/** A raw GET (fetch would ask for and undo the compression itself): status, headers and the bytes as sent. */
function get(url: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("files compressed at build time", () => {
  let dir = "";
  let url = "";
  let server: Server;
  // A script large enough that the compression middleware would compress it on the fly (over 1 KB).
  const script = Buffer.from(Array.from({ length: 600 }, (_, i) => `export const v${i} = ${(i * 7919) % 1000} + "${i.toString(36)}";`).join("\n"));
  // As the build writes them: brotli at its best quality, gzip at level 9.
  const br = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(script, { level: 9 });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "client-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "index.html"), "<title>Space Tabletop</title>");
    for (const [name, bytes] of [["app-abc123.js", script], ["app-abc123.js.br", br], ["app-abc123.js.gz", gz], ["gone-abc123.js.br", br]] as const) {
      writeFileSync(path.join(dir, "assets", name), bytes);
    }
    ({ url, server } = await serve(dir));
  });
  afterAll(() => stop(server));

  const asset = () => `${url}/assets/app-abc123.js`;
  const identity = () => get(asset());

  it("the file itself when brotli and gzip are not asked for", async () => {
    for (const accept of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const res = await get(asset(), accept);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.body.equals(script)).toBe(true);
    }
  });

  it("brotli when asked for br, the built file as it is", async () => {
    for (const accept of ["br", "gzip, deflate, br, zstd", "gzip;q=1, br;q=0.5"]) {
      const res = await get(asset(), accept);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["content-type"]).toBe((await identity()).headers["content-type"]);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(Number(res.headers["content-length"])).toBe(br.length);
      // Sent as built (not compressed again on the fly), and the script once decompressed.
      expect(res.body.equals(br)).toBe(true);
      expect(brotliDecompressSync(res.body).equals(script)).toBe(true);
    }
  });

  it("gzip when asked for gzip and not br", async () => {
    for (const accept of ["gzip", "gzip, deflate", "br;q=0, gzip"]) {
      const res = await get(asset(), accept);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.body.equals(gz)).toBe(true);
      expect(gunzipSync(res.body).equals(script)).toBe(true);
    }
  });

  it("a HEAD has the same headers and no body", async () => {
    const res = await new Promise<{ headers: Record<string, unknown> }>((resolve, reject) => {
      request(asset(), { method: "HEAD", headers: { "accept-encoding": "br" } }, (r) => { r.resume(); r.on("end", () => resolve({ headers: r.headers })); }).on("error", reject).end();
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(Number(res.headers["content-length"])).toBe(br.length);
  });

  it("the page stays no-cache; a compressed file gone since the start does not mark the page as itself; a malformed path is a JSON 400", async () => {
    const page = await get(`${url}/`, "br, gzip");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.body.toString()).toContain("Space Tabletop");
    // gone-abc123.js.br was listed when the server started; without it (nor gone-abc123.js), the answer is the page.
    rmSync(path.join(dir, "assets", "gone-abc123.js.br"));
    const gone = await get(`${url}/assets/gone-abc123.js`, "br");
    expect(gone.status).toBe(200);
    expect(gone.headers["content-encoding"]).toBeUndefined();
    expect(gone.headers["content-type"]).toMatch(/^text\/html/);
    expect(gone.body.toString()).toContain("Space Tabletop");
    const bad = await get(`${url}/assets/%E0%A4%A.js`, "br");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body.toString())).toEqual({ ok: false, error: expect.any(String) });
  });

});
