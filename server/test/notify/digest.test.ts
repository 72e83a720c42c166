import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createGameServer } from "../../src/app";
import { createLogger } from "../../src/log";
import { DAY_MS, MAX_DIGEST_TABLES, sendDigests, startDigests, type DigestEntry } from "../../src/notify/digest";
import { createMailer, type Mailer } from "../../src/notify/mail";
import { unsubscribe } from "../../src/notify/unsubscribe";
import type { Notice } from "../../src/notify/webhook-formats";
import { until } from "../helpers";
import { memoryMailStore, sqliteMailStore, startSmtpSink, type MailStore, type ReceivedMail, type SmtpSink } from "./mail-support";

/** The daily digest: one mail per address listing its tables, each entry sent once, whatever the number of processes. */

const SITE = "https://play.example.org";
const logger = createLogger();
const ANA = "ana@example.org";
const BEN = "ben@example.org";
const notice = (code: string, kind: Notice["kind"], text: string): Notice =>
  ({ kind, game: "Space Zoo", table: code, link: `${SITE}/?room=${code}`, text });

let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = createMailer({ smtpUrl: sink.url, from: "Space Tabletop <nobody@play.example.org>" })!;
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});
beforeEach(() => { sink.mails.length = 0; sink.refuse = null; });

const mailTo = (address: string): ReceivedMail | undefined => sink.mails.find((m) => m.to.includes(address));
const tokensOf = (mail: ReceivedMail): string[] => new URL(mail.headers["list-unsubscribe"].slice(1, -1)).searchParams.get("t")!.split("~");

const stores: [string, () => Promise<MailStore & { close?: () => Promise<void> }>][] = [
  ["an in-memory fake of the store", async () => memoryMailStore(["K7QM2", "B4SE9", "C3ZZ7"])],
  ["SqliteGameStore(\":memory:\")", () => sqliteMailStore(["K7QM2", "B4SE9", "C3ZZ7"])],
];

describe.each(stores)("with %s", (_name, makeStore) => {
  let store: MailStore & { close?: () => Promise<void> };
  const queue = (address: string, entry: DigestEntry): Promise<void> => store.queueDigest(address, entry);
  const run = (): Promise<number> => sendDigests({ store, mailer, siteUrl: SITE, logger });
  beforeEach(async () => {
    store = await makeStore();
    await store.saveChannels("K7QM2", 1, { email: { address: ANA, digest: true } });
    await store.saveChannels("B4SE9", 2, { email: { address: ANA, digest: true } });
    await store.saveChannels("K7QM2", 0, { email: { address: BEN, digest: true } });
    await queue(ANA, { code: "K7QM2", seat: 1, notice: notice("K7QM2", "your-turn", "Your turn at K7QM2.") });
    await queue(ANA, { code: "B4SE9", seat: 2, notice: notice("B4SE9", "your-turn", "Your turn at B4SE9.") });
    await queue(ANA, { code: "K7QM2", seat: 1, notice: notice("K7QM2", "reminder", "A quarter of your clock is left at K7QM2.") });
    await queue(BEN, { code: "K7QM2", seat: 0, notice: notice("K7QM2", "game-over", "The game at K7QM2 is over.") });
  });
  afterEach(async () => { await store.close?.(); });

  it("sends one mail per address listing each of its tables once, with its latest notice, its link and its own unsubscribe link", async () => {
    expect(await run()).toBe(2);
    expect(sink.mails).toHaveLength(2);
    const ana = mailTo(ANA)!;
    expect(ana.to).toEqual([ANA]);
    expect(ana.headers.subject).toBe("Space Tabletop: news from 2 tables");
    expect(ana.text).toContain("Space Zoo, table K7QM2: A quarter of your clock is left at K7QM2.\n  Open: https://play.example.org/?room=K7QM2\n  No more mail for this table: https://play.example.org/api/unsubscribe?t=K7QM2.1.");
    expect(ana.text).toContain("Space Zoo, table B4SE9: Your turn at B4SE9.\n  Open: https://play.example.org/?room=B4SE9\n  No more mail for this table: https://play.example.org/api/unsubscribe?t=B4SE9.2.");
    expect(ana.text).not.toContain("Your turn at K7QM2.");
    expect(ana.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(tokensOf(ana).map((t) => t.split(".").slice(0, 2).join("."))).toEqual(["K7QM2.1", "B4SE9.2"]);
    const ben = mailTo(BEN)!;
    expect(ben.headers.subject).toBe("Space Tabletop: news from 1 table");
    expect(ben.text).toContain("Space Zoo, table K7QM2: The game at K7QM2 is over.");
    expect(ben.text).not.toContain("B4SE9");
  });

  it("the header's one-click link turns off the mail of every table the digest lists, and nothing else", async () => {
    await run();
    expect(await unsubscribe(store, tokensOf(mailTo(ANA)!).join("~"))).toEqual({ ok: true, tables: [{ code: "K7QM2", seat: 1 }, { code: "B4SE9", seat: 2 }] });
    expect(await store.channels("K7QM2")).toEqual({ 0: { email: { address: BEN, digest: true } } });
    expect(await store.channels("B4SE9")).toEqual({});
  });

  it("never sends an entry twice: a second run finds nothing", async () => {
    expect(await run()).toBe(2);
    expect(await run()).toBe(0);
    expect(sink.mails).toHaveLength(2);
  });

  it("leaves out a seat that stopped its mail or mails another address now; an address left with nothing gets no mail", async () => {
    await store.saveChannels("K7QM2", 1, null);
    await store.saveChannels("K7QM2", 0, { email: { address: "ben.new@example.org", digest: true } });
    expect(await run()).toBe(1);
    const ana = mailTo(ANA)!;
    expect(ana.text).toContain("table B4SE9");
    expect(ana.text).not.toContain("table K7QM2");
    expect(mailTo(BEN)).toBeUndefined();
  });

  it("a failure that may pass (451) keeps the entries for the next digest, once each; a refusal (550) drops them", async () => {
    sink.refuse = 451;
    expect(await run()).toBe(0);
    sink.refuse = null;
    expect(await run()).toBe(2);
    expect(mailTo(ANA)!.text.match(/table K7QM2/g)).toHaveLength(1);
    sink.mails.length = 0;
    await queue(BEN, { code: "K7QM2", seat: 0, notice: notice("K7QM2", "your-turn", "Again.") });
    sink.refuse = 550;
    expect(await run()).toBe(0);
    sink.refuse = null;
    expect(await run()).toBe(0);
    expect(sink.mails).toEqual([]);
  });
});

it(`past ${MAX_DIGEST_TABLES} tables a digest lists ${MAX_DIGEST_TABLES} and counts the rest; its header stays within one line`, async () => {
  const codes = [..."CDEFGHJKMNPQRSTUVWXY"].map((c) => `AB${c}23`);
  const store = memoryMailStore(codes);
  for (const code of codes) {
    await store.saveChannels(code, 0, { email: { address: ANA, digest: true } });
    await store.queueDigest(ANA, { code, seat: 0, notice: notice(code, "your-turn", `Your turn at ${code}.`) });
  }
  const longSite = `https://play.example.org/${"p".repeat(200)}`;
  expect(await sendDigests({ store, mailer, siteUrl: longSite, logger })).toBe(1);
  const [mail] = sink.mails;
  expect(mail.headers.subject).toBe("Space Tabletop: news from 20 tables");
  expect(mail.text.match(/No more mail for this table/g)).toHaveLength(MAX_DIGEST_TABLES);
  expect(mail.text).toContain(`And 5 more tables: see "My tables" at ${longSite}/`);
  const header = mail.headers["list-unsubscribe"];
  expect(header.length).toBeLessThan(998 - "List-Unsubscribe: ".length);
  expect(tokensOf(mail).length).toBeGreaterThan(1);
});

it("two processes sending from one store at the same moment send each entry once", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "digest-"));
  const file = path.join(dir, "games.sqlite");
  const one = await sqliteMailStore(["K7QM2", "B4SE9"], file);
  const two = await sqliteMailStore([], file);
  try {
    const addresses = Array.from({ length: 12 }, (_, i) => `p${i}@example.org`);
    for (const [i, address] of addresses.entries()) {
      const code = i % 2 ? "K7QM2" : "B4SE9";
      await one.saveChannels(code, i, { email: { address, digest: true } });
      await one.queueDigest(address, { code, seat: i, notice: notice(code, "your-turn", "Your turn.") });
    }
    const sent = await Promise.all([one, two, one, two].map((store) => sendDigests({ store, mailer, siteUrl: SITE, logger })));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
    expect(sink.mails.map((m) => m.to[0]).sort()).toEqual([...addresses].sort());
  } finally {
    await one.close();
    await two.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("the daily timer", () => {
  afterEach(() => { jest.useRealTimers(); });

  it("runs at 08:00 UTC each day, and a restart in between does not run it early", async () => {
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1, 7, 59, 0) });
    const run = jest.fn(async () => 0);
    const stop = startDigests(run);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await stop();
    // A process started at 09:00 waits for tomorrow's 08:00.
    jest.setSystemTime(Date.UTC(2030, 0, 1, 9, 0, 0));
    const again = startDigests(run);
    await jest.advanceTimersByTimeAsync(DAY_MS - 3_600_000 - 1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await again();
  });

  it("stop ends the timer and resolves once a run under way has ended", async () => {
    jest.useFakeTimers({ now: Date.UTC(2030, 0, 1, 0, 0, 0) });
    let finish: () => void = () => {};
    const run = jest.fn(() => new Promise<number>((resolve) => { finish = () => resolve(1); }));
    const stop = startDigests(run, { everyMs: 1000, atMs: 0 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = stop().then(() => { stopped = true; });
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

it("a whole server with SMTP_URL sends the digest waiting in its store, once", async () => {
  const store = await sqliteMailStore(["K7QM2"]);
  await store.saveChannels("K7QM2", 1, { email: { address: ANA, digest: true } });
  await store.queueDigest(ANA, { code: "K7QM2", seat: 1, notice: notice("K7QM2", "your-turn", "Your turn at K7QM2.") });
  const server = createGameServer({ store, siteUrl: SITE, smtpUrl: sink.url, digestEveryMs: 50, wakeEveryMs: 0, botProcesses: 0, logger });
  try {
    await server.listen(0, "127.0.0.1");
    await until(() => sink.mails.length > 0, 3000, "the digest");
    await new Promise((r) => setTimeout(r, 200));
  } finally {
    await server.close();
  }
  expect(sink.mails).toHaveLength(1);
  expect(sink.mails[0].headers.from).toBe("Space Tabletop <nobody@localhost>");
  expect(sink.mails[0].text).toContain("Space Zoo, table K7QM2: Your turn at K7QM2.");
});
