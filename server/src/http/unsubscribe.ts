import express, { type Express, type Response } from "express";
import escapeHtml from "escape-html";
import type { GameStore } from "../store";
import { parseToken, unsubscribe } from "../notify/unsubscribe";

/** The RFC 8058 one-click body is `List-Unsubscribe=One-Click`; nothing bigger is read. */
const MAX_BODY = "1kb";

const INVALID = "This unsubscribe link is not valid, or no longer is: it may have been used already, or the table mails another address now. Nothing was changed.";

/**
 * `/api/unsubscribe?t=<token>`, the link in every mail (server/src/notify/unsubscribe.ts). A GET only
 * shows a button: mail scanners open links, and opening one must change nothing. A POST (the
 * button, or a mail provider's one-click POST) turns the mail of the token's seats off, keeping
 * their other channels. A bad token gets the same 400 whether its game exists or not.
 */
export function unsubscribeRoute(app: Express, store: GameStore | null): void {
  app.get("/api/unsubscribe", (req, res) => {
    const tables = parseToken(req.query.t);
    if (!tables) return void page(res, 400, "Not a valid link", INVALID);
    const codes = [...new Set(tables.map((t) => t.code))].join(", ");
    page(res, 200, "Stop these mails?", `No more mail for table ${codes}. Other notifications you chose stay as they are.`,
      `<form method="post" action="?t=${escapeHtml(encodeURIComponent(req.query.t as string))}">`
      + `<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`);
  });

  app.post("/api/unsubscribe", express.urlencoded({ extended: false, limit: MAX_BODY, type: () => true }), async (req, res) => {
    let done: Awaited<ReturnType<typeof unsubscribe>>;
    try {
      done = store ? await unsubscribe(store, req.query.t) : { ok: false };
    } catch {
      return void page(res, 503, "Please try again", "The server could not reach its games just now. Nothing was changed; try the link again later.");
    }
    if (!done.ok) return void page(res, 400, "Not a valid link", INVALID);
    const codes = [...new Set(done.tables.map((t) => t.code))].join(", ");
    page(res, 200, "Unsubscribed", `You will get no more mail for table ${codes}. You can turn mail on again at the table.`);
  });
}

function page(res: Response, status: number, title: string, text: string, extra = ""): void {
  res.status(status).set({ "cache-control": "no-store", "x-robots-tag": "noindex" }).type("html").send(
    "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
    + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
    + `<title>${escapeHtml(title)} · Space Tabletop</title>`
    + "<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}"
    + "button{font:inherit;min-height:44px;padding:0 1.25rem}</style></head><body>"
    + `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}</body></html>`);
}
