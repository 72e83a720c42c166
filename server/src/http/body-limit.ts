import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "./json";

/**
 * Refuses a request body over `max` bytes with 413 before any of it is read, from its
 * Content-Length (Node's parser never delivers more than that). A body without a length
 * (chunked) is refused with 411: every client of this server sends one. True when refused.
 */
export function refuseLargeBody(req: IncomingMessage, res: ServerResponse, max: number): boolean {
  const length = req.headers["content-length"];
  if (length === undefined && req.headers["transfer-encoding"] !== undefined) {
    refuse(req, res, 411, "a request body needs a Content-Length");
    return true;
  }
  if (Number(length ?? 0) > max) {
    refuse(req, res, 413, `the request body is over ${max} bytes`);
    return true;
  }
  return false;
}

/** Answers, then drops the connection once the answer is out, without reading the body. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, error: string): void {
  res.once("finish", () => req.destroy());
  sendJson(res, status, { ok: false, error }, { connection: "close" });
}
