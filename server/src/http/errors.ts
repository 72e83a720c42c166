import type { Express, NextFunction, Request, Response } from "express";
import type { Logger } from "../log";

/** Unknown API paths answer JSON 404, never the page. */
export function apiNotFound(app: Express): void {
  app.use("/api", (_req, res) => {
    res.status(404).json({ ok: false, error: "no such API path" });
  });
}

/**
 * The last handler: every error becomes a JSON answer without a stack or a path. A client's
 * mistake (a malformed URL or body) is a 4xx; anything else is logged once, as the server's.
 */
export function errorAnswers(app: Express, log: Logger): void {
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const e = err as { status?: number; statusCode?: number; expose?: boolean; message?: string; type?: string };
    const status = e.status ?? e.statusCode ?? (err instanceof URIError ? 400 : 500);
    if (status >= 500) log.error({ err, path: req.path }, "request failed");
    // body-parser's own message for a body it cannot parse is the parser's ("Unexpected end of JSON input").
    const error = status === 413 ? "the request body is too large"
      : e.type === "entity.parse.failed" ? "the request body must be a JSON object"
      : status >= 500 ? "the server could not handle that"
      : e.expose && e.message ? e.message : "bad request";
    if (!res.headersSent) res.status(status).json({ ok: false, error });
  });
}
