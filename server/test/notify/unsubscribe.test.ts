import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import express from "express";
import { createGameServer, type GameServer } from "../../src/app";
import { unsubscribeRoute } from "../../src/http/unsubscribe";
import { createMailer, type Mailer } from "../../src/notify/mail";
import { mailNotice } from "../../src/notify/mail-channel";
import { unsubscribeLink } from "../../src/notify/unsubscribe";
import type { Notice } from "../../src/notify/webhook-formats";
import type { GameStore } from "../../src/store";
import { memoryMailStore, sqliteMailStore, startSmtpSink, type MailStore, type SmtpSink } from "./mail-support";

/** The unsubscribe link of every mail: a GET changes nothing, a POST turns that seat's mail off and nothing else. */

const notice: Notice = { kind: "your-turn", game: "Space Zoo", table: "K7QM2", link: "https://play.example.org/?room=K7QM2", text: "Your turn." };
const ANA = "ana@example.org";
const push = { endpoint: "https://push.example.org/x", keys: { p256dh: "p", auth: "a" } };
const webhook = { url: "https://hooks.example.org/x", format: "json", failures: 0, off: null };
const ONE_CLICK = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" };

let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = createMailer({ smtpUrl: sink.url, from: "Space Tabletop <nobody@localhost>" })!;
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});
beforeEach(() => { sink.mails.length = 0; });

const stores: [string, () => Promise<MailStore & { close?: () => Promise<void> }>][] = [
  ["an in-memory fake of the store", async () => memoryMailStore(["K7QM2", "B4SE9"])],
  ["SqliteGameStore(\":memory:\")", () => sqliteMailStore(["K7QM2", "B4SE9"])],
];

describe.each(stores)("with %s", (_name, makeStore) => {
  let store: MailStore & { close?: () => Promise<void> };
  let server: Server;
  let base: string;
  beforeEach(async () => {
    store = await makeStore();
    await store.saveChannels("K7QM2", 1, { push, webhook, email: { address: ANA, digest: false } });
    await store.saveChannels("K7QM2", 0, { email: { address: "ben@example.org", digest: true } });
    await store.saveChannels("B4SE9", 2, { email: { address: ANA, digest: true } });
    const app = express();
    unsubscribeRoute(app, store as GameStore);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.close();
    await store.close?.();
  });

  /** The link as the mail carries it: sent through the SMTP sink, read from its List-Unsubscribe header. */
  async function mailedLink(code = "K7QM2", seat = 1, address = ANA): Promise<string> {
    expect(await mailNotice(mailer, store, base, code, seat, address, notice)).toEqual({ ok: true });
    const header = sink.mails.at(-1)!.headers["list-unsubscribe"];
    expect(header).toMatch(/^<.+>$/);
    return header.slice(1, -1);
  }

  it("a GET (what a mail scanner does) shows a button that posts back to the same link, and changes nothing", async () => {
    const link = await mailedLink();
    const before = await store.channels("K7QM2");
    const answer = await fetch(link);
    const page = await answer.text();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const action = /<form method="post" action="([^"]+)">/.exec(page)?.[1];
    expect(action).toBe(`?t=${new URL(link).searchParams.get("t")}`);
    expect(page).toContain("K7QM2");
    expect(page).not.toMatch(/<script/i);
    expect(await store.channels("K7QM2")).toEqual(before);
  });

  it("the one-click POST of the mail's own header removes that seat's mail and keeps its push and webhook, and the other seats' mail", async () => {
    const link = await mailedLink();
    const answer = await fetch(link, ONE_CLICK);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("no more mail for table K7QM2");
    const after = await store.channels("K7QM2");
    expect(after[1]).toEqual({ push, webhook });
    expect(after[0]).toEqual({ email: { address: "ben@example.org", digest: true } });
    expect((await store.channels("B4SE9"))[2]).toEqual({ email: { address: ANA, digest: true } });
  });

  it("the page's button (a form POST to its action) does the same; a seat with mail only is left with no channels", async () => {
    const link = await mailedLink("B4SE9", 2);
    const action = /action="([^"]+)"/.exec(await (await fetch(link)).text())![1].replace(/&amp;/g, "&");
    const answer = await fetch(new URL(action, link), { ...ONE_CLICK, body: "List-Unsubscribe=One-Click" });
    expect(answer.status).toBe(200);
    expect(await store.channels("B4SE9")).toEqual({});
  });

  it("a forged token, another seat's token, an unknown game or no token get the same 400 and change nothing", async () => {
    const link = new URL(await mailedLink());
    const t = link.searchParams.get("t")!;
    const [, , mac] = t.split(".");
    const flipped = mac.slice(0, -2) + (mac.at(-2) === "A" ? "B" : "A") + mac.at(-1);
    const before = { k: await store.channels("K7QM2"), b: await store.channels("B4SE9") };
    const tries = [
      `K7QM2.1.${flipped}`, // forged
      `K7QM2.0.${mac}`, // another seat of the same table
      `B4SE9.2.${mac}`, // another table, same address
      `ZZZZZ.1.${mac}`, // no such game
      "", "K7QM2.1", `K7QM2.1.${mac}x`, `k7qm2.1.${mac}`,
    ];
    const answers = await Promise.all(tries.map((bad) => fetch(`${base}/api/unsubscribe?t=${encodeURIComponent(bad)}`, ONE_CLICK)));
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(answers.map((a) => a.status)).toEqual(tries.map(() => 400));
    expect(new Set(bodies).size).toBe(1);
    expect(await fetch(`${base}/api/unsubscribe`, ONE_CLICK).then((a) => a.status)).toBe(400);
    expect({ k: await store.channels("K7QM2"), b: await store.channels("B4SE9") }).toEqual(before);
  });

  it("a link works once; a link to an address the seat no longer mails is refused", async () => {
    const link = await mailedLink();
    expect((await fetch(link, ONE_CLICK)).status).toBe(200);
    expect((await fetch(link, ONE_CLICK)).status).toBe(400);
    const old = await mailedLink("B4SE9", 2);
    await store.saveChannels("B4SE9", 2, { email: { address: "ana.new@example.org", digest: true } });
    expect((await fetch(old, ONE_CLICK)).status).toBe(400);
    expect((await store.channels("B4SE9"))[2]).toEqual({ email: { address: "ana.new@example.org", digest: true } });
  });

  it("a digest's link naming several tables removes the mail of each of them that still mails that address", async () => {
    const link = await unsubscribeLink(store, base, ANA, [{ code: "K7QM2", seat: 1 }, { code: "B4SE9", seat: 2 }]);
    await store.saveChannels("B4SE9", 2, null);
    const answer = await fetch(link, ONE_CLICK);
    expect(answer.status).toBe(200);
    expect((await store.channels("K7QM2"))[1]).toEqual({ push, webhook });
  });
});

describe("on the whole server", () => {
  let game: GameServer;
  let base: string;
  let link: string;
  let store: Awaited<ReturnType<typeof sqliteMailStore>>;
  beforeAll(async () => {
    store = await sqliteMailStore(["K7QM2"]);
    await store.saveChannels("K7QM2", 1, { email: { address: ANA, digest: false } });
    game = createGameServer({ store, wakeEveryMs: 0, botProcesses: 0, http: { trustProxy: 1, joinsPerMinute: 3 } });
    base = `http://127.0.0.1:${await game.listen(0, "127.0.0.1")}`;
    link = await unsubscribeLink(store, base, ANA, [{ code: "K7QM2", seat: 1 }]);
  });
  afterAll(async () => { await game.close(); });
  const from = (ip: string): Record<string, string> => ({ "x-forwarded-for": ip });

  it("the page's form posts under the server's CSP: form-action 'self', no script needed", async () => {
    const answer = await fetch(link, { headers: from("203.0.113.1") });
    expect(answer.status).toBe(200);
    const csp = answer.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/form-action 'self'/);
    expect(await answer.text()).toMatch(/^<!doctype html>(?!.*<script).*<form method="post" action="\?t=[^"]+">/is);
  });

  it("a body over 1 KB is refused with 413 and changes nothing", async () => {
    const answer = await fetch(link, { ...ONE_CLICK, headers: { ...ONE_CLICK.headers, ...from("203.0.113.2") }, body: `List-Unsubscribe=One-Click&x=${"a".repeat(1100)}` });
    expect(answer.status).toBe(413);
    expect((await store.channels("K7QM2"))[1]).toEqual({ email: { address: ANA, digest: false } });
  });

  it("spends the address's join budget: past it, 429 and nothing changed", async () => {
    const bad = `${base}/api/unsubscribe?t=K7QM2.1.${"A".repeat(43)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(bad, { ...ONE_CLICK, headers: { ...ONE_CLICK.headers, ...from("203.0.113.3") } })).status);
    const over = await fetch(link, { ...ONE_CLICK, headers: { ...ONE_CLICK.headers, ...from("203.0.113.3") } });
    expect(statuses).toEqual([400, 400, 400]);
    expect(over.status).toBe(429);
    expect((await store.channels("K7QM2"))[1]).toEqual({ email: { address: ANA, digest: false } });
    // Another address still gets through.
    expect((await fetch(link, { ...ONE_CLICK, headers: { ...ONE_CLICK.headers, ...from("203.0.113.4") } })).status).toBe(200);
  });
});
