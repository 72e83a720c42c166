import "./my-tables.css";
import type { MyTable } from "@space/shared";
import { h, copyText } from "../ui/dom";
import { toast } from "../ui/toast";
import { recentGames } from "../net/recent";
import { claimSeats, fetchTables, heldCodes, makeSeatsLink, nameClaimedSeats } from "../net/my-tables";
import { tableRows, type TableRow } from "./table-rows";
import type { Screen } from "./screen";
import { t } from "../i18n";
import { timeOfDay } from "../ui/intl";

/** How often the rows' time left is said again while the page stays open. */
const REDRAW_MS = 30_000;

/**
 * "My tables" (docs/client.md): every table this browser holds a seat in, waiting for me first; a
 * row opens its board (an ended one its replay). `page`: the page `/?tables`, ended tables
 * included; otherwise the lobby's first panel, running tables only, hidden when there are none.
 * Asked again whenever the page comes back into view.
 */
export function myTablesPanel(opts: { page: boolean; ticket?: string | null }): { el: HTMLElement; destroy(): void } {
  const status = h("p", { class: "muted tables-status", attrs: { id: "my-tables-status", role: "status" }, text: t("lobby.tables.looking") });
  const list = h("ul", { class: "tables-list", attrs: { id: "my-tables-list" } });
  const move = seatsLinkBox();
  const el = h("section", { class: "card my-tables", attrs: { id: "my-tables" } },
    opts.page ? null : h("h2", { text: t("lobby.tables.title") }),
    status, list,
    h("div", { class: "tables-footer" },
      opts.page ? null : h("a", { class: "small-link tables-all", text: t("lobby.tables.all"), attrs: { href: "/?tables", id: "all-my-tables" } }),
      move.button),
    move.box);

  let rows: TableRow[] = [];
  let tables: MyTable[] | null = [];
  let destroyed = false;
  let asking = false;

  function draw(): void {
    rows = tableRows(tables, recentGames(), heldCodes(), Date.now()).filter((r) => opts.page || !r.ended);
    list.replaceChildren(...rows.map(rowItem));
    status.textContent = tables === null ? t("lobby.tables.notListed")
      : rows.length ? "" : opts.page ? t("lobby.tables.none") : "";
    status.hidden = !status.textContent;
    if (!opts.page) el.hidden = rows.length === 0;
  }

  async function load(): Promise<void> {
    if (asking) return;
    asking = true;
    try {
      const answer = await fetchTables();
      if (destroyed) return;
      if (answer) nameClaimedSeats(answer);
      tables = answer;
      draw();
    } finally {
      asking = false;
    }
  }

  async function start(): Promise<void> {
    if (opts.ticket) {
      const claimed = await claimSeats(opts.ticket);
      if ("error" in claimed) toast(t("lobby.seatsLink.failed", { error: claimed.error }));
      else toast(claimed.added ? t("lobby.seatsLink.added", { n: claimed.added }) : t("lobby.seatsLink.alreadyHeld"), "info");
    }
    await load();
  }

  const visible = () => { if (document.visibilityState === "visible") void load(); };
  document.addEventListener("visibilitychange", visible);
  const timer = setInterval(() => { if (!destroyed && document.visibilityState === "visible") draw(); }, REDRAW_MS);
  void start();

  return {
    el,
    destroy() {
      destroyed = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", visible);
    },
  };
}

/** One table: the whole row is the link (click or Enter). */
function rowItem(r: TableRow): HTMLElement {
  const turn = r.mine ? h("strong", { class: "your-turn", text: r.turn }) : h("span", { class: "table-turn-who", text: r.turn });
  return h("li", { attrs: { "data-code": r.code, "data-mine": String(r.mine), "data-ended": String(r.ended) } },
    h("a", { class: `table-row${r.mine ? " mine" : ""}`, attrs: { href: r.href } },
      h("span", { class: "table-head" },
        h("span", { class: "table-game", text: r.game }),
        r.pace ? h("span", { class: "table-pace", text: r.pace }) : null,
        h("span", { class: "code-chip", text: r.code })),
      h("span", { class: "table-turn" }, turn, r.timeLeft ? h("span", { class: "table-time", text: r.timeLeft }) : null),
      r.others ? h("span", { class: "table-others muted", text: r.others }) : null,
      r.lastMove ? h("span", { class: "table-last", text: r.lastMove }) : null,
      h("span", { class: "table-open", text: t(r.ended ? "lobby.recent.replay" : "lobby.tables.open") })));
}

/** "Move my seats to another device": the link and its QR code, asked of the server only when clicked. */
function seatsLinkBox(): { button: HTMLElement; box: HTMLElement } {
  const button = h("button", { class: "ghost", text: t("lobby.seatsLink.button"), attrs: { type: "button", id: "move-seats" } });
  const canvas = h("canvas", { attrs: { id: "seats-qr", "aria-label": t("lobby.seatsLink.qr") } });
  const link = h("input", { attrs: { id: "seats-link", readonly: "", "aria-label": t("lobby.seatsLink.link") } });
  const copy = h("button", { text: t("lobby.copyLink"), attrs: { type: "button", id: "copy-seats-link" } });
  const expiry = h("p", { attrs: { id: "seats-link-expiry" } });
  const box = h("div", { class: "seats-link", attrs: { id: "seats-link-box" } },
    expiry,
    h("p", { class: "muted", text: t("lobby.seatsLink.warning") }),
    canvas, h("div", { class: "seats-link-row" }, link, copy));
  box.hidden = true;

  copy.addEventListener("click", async () => {
    toast(t((await copyText(link.value)) ? "app.copy.otherDevice" : "app.copy.failed"), "info");
  });
  button.addEventListener("click", async () => {
    button.setAttribute("disabled", "");
    try {
      const made = await makeSeatsLink();
      if ("error" in made) return void toast(t("lobby.seatsLink.noLink", { error: made.error }));
      link.value = made.link;
      expiry.textContent = t("lobby.seatsLink.expiry", { until: timeOfDay(made.expiresAt) });
      box.hidden = false;
      // The QR code's library is fetched only now: the lobby's first load stays small.
      const { default: QRCode } = await import("qrcode");
      await QRCode.toCanvas(canvas, made.link, { margin: 1, width: 220 });
    } catch {
      toast(t("lobby.qrFailed"));
    } finally {
      button.removeAttribute("disabled");
    }
  });
  return { button, box };
}

/** The page `/?tables` (the all-seats link lands here with its ticket). */
export function myTablesScreen(ticket: string | null): Screen {
  const panel = myTablesPanel({ page: true, ticket });
  const el = h("main", { class: "screen lobby tables-screen", attrs: { id: "my-tables-screen" } },
    h("header", { class: "hero" }, h("h1", { text: t("lobby.tables.title") })),
    panel.el,
    h("a", { class: "small-link", text: t("lobby.tables.toLobby"), attrs: { href: "/", id: "tables-to-lobby" } }));
  return { el, update() {}, destroy: () => panel.destroy() };
}
