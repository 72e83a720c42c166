import compression from "compression";
import cors from "cors";
import helmet from "helmet";
import type { Express } from "express";

/**
 * Security headers, compression and CORS for everything express serves. The CSP is the one the
 * client works under (checked by e2e/csp.test.ts): scripts only from this origin and never eval
 * (PixiJS runs in its no-eval mode, `pixi.js/unsafe-eval`; colyseus.js's MessagePack is its no-eval
 * build and zod is jitless, client/vite.config.ts and client/public/zod-jitless.js), WebSockets to
 * this origin, workers and textures from blobs.
 */
export function secure(app: Express, allowedOrigins: string[]): void {
  app.use(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "worker-src": ["'self'", "blob:"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
      },
    },
    referrerPolicy: { policy: "no-referrer" },
    crossOriginEmbedderPolicy: false,
  }));
  app.use(compression());
  app.use("/api", cors({ origin: (origin, done) => done(null, origin !== undefined && allowedOrigins.includes(origin)), credentials: false }));
}
