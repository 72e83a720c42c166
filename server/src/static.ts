import { existsSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import type { Express, NextFunction, Request, Response } from "express";
import expressStaticGzip from "express-static-gzip";

/** Vite's hashed files never change under a name; everything else is checked every time. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The built client as static files with an SPA fallback to index.html; a JSON 404 when it is not built.
 *
 * The build writes each file also compressed at the formats' best levels (x.js.br, x.js.gz;
 * client/vite.config.ts): a request whose Accept-Encoding allows it gets the brotli file, else the
 * gzip one, else the file itself, with `Content-Encoding`, `Vary: Accept-Encoding` and the original
 * file's Content-Type (express-static-gzip). The compression middleware (http/security.ts) leaves an
 * answer that has a Content-Encoding alone, so nothing is compressed twice. The compressed files
 * are listed once, when the server starts: a client built later is served, uncompressed on disk
 * (compressed on the fly) until the next start.
 */
export function serveClient(app: Express, clientDir: string): void {
  const index = path.join(clientDir, "index.html");
  const assets = `${path.sep}assets${path.sep}`;
  const files = expressStaticGzip(clientDir, {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: {
      index: false,
      // `file` is the file sent, compressed or not: x.js.br is under assets/ as x.js is.
      // (serve-static hands on express's own response; express-static-gzip's types say only http's.)
      setHeaders: (sent: ServerResponse, file: string) => {
        const res = sent as Response;
        res.setHeader("cache-control", file.includes(assets) ? IMMUTABLE : "no-cache");
        // x.js.br goes out with x.js's type exactly as express gives it (express-static-gzip's
        // says "UTF-8" where express says "utf-8").
        if (res.getHeader("content-encoding")) res.type(path.extname(path.basename(file, path.extname(file))));
      },
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    // express-static-gzip answers a malformed path itself, in text; the server's answer is JSON (http/errors.ts).
    try {
      decodeURIComponent(req.path);
    } catch (e) {
      next(e);
      return;
    }
    files(req, res, (err?: unknown) => {
      // Not served: a compressed file listed at the start may be gone since (a rebuild while the
      // server runs), and what comes next (the page) must not go out marked as that file's.
      if (!res.headersSent) {
        res.removeHeader("content-encoding");
        res.removeHeader("content-type");
      }
      next(err);
    });
  });
  app.use((req, res) => {
    const built = existsSync(index);
    if (built && (req.method === "GET" || req.method === "HEAD")) {
      res.sendFile(index, { headers: { "cache-control": "no-cache" } });
      return;
    }
    res.status(404).json({ ok: false, error: built ? "not found" : "the client is not built (run npm run build)" });
  });
}
