import { timingSafeEqual } from "node:crypto";
import type { Express } from "express";
import type { Metrics } from "./metrics";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus text format, only when `METRICS_TOKEN` is set and only with
 * `Authorization: Bearer <token>` (docs/operations.md): the public entry never shows it to strangers.
 */
export function metricsRoute(app: Express, metrics: Metrics, token: string | undefined): void {
  app.get("/metrics", async (req, res) => {
    if (!token) return void res.status(404).json({ ok: false, error: "metrics are off (set METRICS_TOKEN)" });
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!sameSecret(given, token)) {
      res.setHeader("www-authenticate", "Bearer");
      return void res.status(401).json({ ok: false, error: "a bearer token is needed" });
    }
    res.setHeader("content-type", metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });
}
