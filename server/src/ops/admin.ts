import basicAuth from "express-basic-auth";
import type { Express, RequestHandler } from "express";
import { adminPage, roomLines } from "./admin-page";

/**
 * The admin panel at `/admin` (docs/operations.md), only when `ADMIN_PASSWORD` is set, behind HTTP
 * basic auth as user `admin`; without it `/admin` is a plain 404 (not the client page). `budget` is
 * the per-address rate limit, spent before the password is checked. Read-only, one page: nothing
 * under it can change a room or show what a player may not see.
 */
export function adminRoute(app: Express, password: string | undefined, budget: RequestHandler): void {
  if (!password) {
    app.use("/admin", (_req, res) => void res.status(404).json({ ok: false, error: "the admin panel is off (set ADMIN_PASSWORD)" }));
    return;
  }
  const started = Date.now();
  app.use("/admin", budget, basicAuth({ users: { admin: password }, challenge: true, realm: "Space Tabletop admin" }), async (req, res) => {
    if (req.path !== "/") return void res.status(404).json({ ok: false, error: "the admin panel is one page: /admin" });
    if (req.method !== "GET" && req.method !== "HEAD") return void res.status(405).set("allow", "GET").json({ ok: false, error: "the admin panel is read-only" });
    res.set("cache-control", "no-store").type("html").send(adminPage(await roomLines(), (Date.now() - started) / 1000, process.memoryUsage()));
  });
}
