import http from "node:http";
import { useServer } from "../helpers";

/** Request bodies are bounded before they are read, on the matchmaker and on express's routes alike. */
const server = useServer({ http: { maxBodyBytes: 8 * 1024 } });

/** Streams `bytes` of junk with a matching Content-Length; resolves with the status once the server answers. */
function post(path: string, bytes: number, headers: Record<string, string> = {}): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, server.url());
    let sent = 0;
    const req = http.request(url, { method: "POST", headers: { "content-type": "application/json", ...headers } }, (res) => {
      let body = "";
      res.on("data", (d) => { body += d; });
      res.on("end", () => resolve({ status: res.statusCode!, body, sent }));
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    if (headers["transfer-encoding"] === undefined) req.setHeader("content-length", String(bytes));
    pump();
  });
}

it("a 64 MB POST to the matchmaker is refused with 413 before it is read", async () => {
  const rss = process.memoryUsage().rss;
  const r = await post("/matchmake/create/zoo", 64 * 1024 * 1024);
  expect(r.status).toBe(413);
  expect(JSON.parse(r.body).error).toMatch(/over 8192 bytes/);
  expect(r.sent).toBeLessThan(64 * 1024 * 1024);
  expect(process.memoryUsage().rss - rss).toBeLessThan(32 * 1024 * 1024);
});

it("express routes are bounded the same, and a body without a length is refused", async () => {
  expect((await post("/api/rooms/ABCDE/restore", 20_000)).status).toBe(413);
  const chunked = await post("/matchmake/create/zoo", 1000, { "transfer-encoding": "chunked" });
  expect(chunked.status).toBe(411);
});
