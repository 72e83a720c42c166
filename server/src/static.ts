import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Express, type Response } from "express";

/** Vite's hashed files never change under a name; everything else is checked every time. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The built client as static files with an SPA fallback to index.html; a JSON 404 when it is not built. */
export function serveClient(app: Express, clientDir: string): void {
  const index = path.join(clientDir, "index.html");
  const assets = `${path.sep}assets${path.sep}`;
  app.use(express.static(clientDir, {
    index: false,
    setHeaders: (res: Response, file: string) => {
      res.setHeader("cache-control", file.includes(assets) ? IMMUTABLE : "no-cache");
    },
  }));
  app.use((req, res) => {
    const built = existsSync(index);
    if (built && (req.method === "GET" || req.method === "HEAD")) {
      res.sendFile(index, { headers: { "cache-control": "no-cache" } });
      return;
    }
    res.status(404).json({ ok: false, error: built ? "not found" : "the client is not built (run npm run build)" });
  });
}
