import { monitor } from "@colyseus/monitor";
import basicAuth from "express-basic-auth";
import type { Express, RequestHandler } from "express";

/**
 * The Colyseus monitor panel at `/admin` (docs/operations.md), only when `ADMIN_PASSWORD` is set,
 * behind HTTP basic auth as user `admin`; without it `/admin` is a plain 404 (not the client page).
 * `budget` is the per-address rate limit, spent before the password is checked.
 */
export function adminRoute(app: Express, password: string | undefined, budget: RequestHandler): void {
  if (!password) {
    app.use("/admin", (_req, res) => void res.status(404).json({ ok: false, error: "the admin panel is off (set ADMIN_PASSWORD)" }));
    return;
  }
  app.use("/admin", budget, basicAuth({ users: { admin: password }, challenge: true, realm: "Space Tabletop admin" }), monitor());
}
