import { existsSync } from "node:fs";
import path from "node:path";
import express, { type Express } from "express";

/** The built client as static files with an SPA fallback to index.html; a JSON 404 when it is not built. */
export function serveClient(app: Express, clientDir: string): void {
  const index = path.join(clientDir, "index.html");
  app.use(express.static(clientDir, { index: false }));
  app.use((req, res) => {
    const built = existsSync(index);
    if (built && req.method === "GET") {
      res.sendFile(index);
      return;
    }
    res.status(404).json({ ok: false, error: built ? "not found" : "the client is not built (run npm run build)" });
  });
}
