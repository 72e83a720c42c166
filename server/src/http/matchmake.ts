import type { IncomingMessage, ServerResponse } from "node:http";
import { getBearerToken, matchMaker } from "colyseus";
import { sendJson } from "./json";

/**
 * A matchmaking request (`POST /matchmake/METHOD/ROOM`), answered as Colyseus answers it, but
 * for a body that is not a JSON object: Colyseus answers that 200 with the parser's message; here
 * it is a 400 with a sentence, and the matchmaker never sees it. `headers` are the CORS headers
 * Colyseus would send. The front door has already bounded the body's size.
 */
export function answerMatchmake(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, ip: string): void {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => void answer(Buffer.concat(chunks).toString("utf8")));

  async function answer(body: string): Promise<void> {
    if (matchMaker.state === matchMaker.MatchMakerState.SHUTTING_DOWN) {
      return sendJson(res, 503, { code: 503, error: "the server is restarting; try again in a moment" }, headers);
    }
    const options = jsonObject(body);
    if (options === undefined) {
      return sendJson(res, 400, { code: 400, error: "the request body must be a JSON object" }, headers);
    }
    const [, method = "", roomName = ""] = /^\/matchmake\/([^/?]+)\/?([^/?]*)/.exec(req.url ?? "") ?? [];
    try {
      const response = await matchMaker.controller.invokeMethod(method, roomName, options,
        { token: getBearerToken(req.headers.authorization ?? ""), headers: req.headers, ip, req });
      sendJson(res, 200, response, headers);
    } catch (e) {
      // Colyseus's own refusals (a full or unknown room, bad options) keep its form: the SDK reads them from a 200.
      const error = e as { code?: number; message?: string };
      sendJson(res, 200, { code: error.code, error: error.message }, headers);
    }
  }
}

function jsonObject(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) ? parsed as Record<string, unknown> : undefined;
  } catch {
    return undefined;
  }
}
