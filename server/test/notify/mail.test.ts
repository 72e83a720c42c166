import { preloadWords } from "@space/shared";
import { configFromEnv } from "../../src/config";
import { createGameServer } from "../../src/app";
import { createMailer, defaultMailFrom, type Mailer } from "../../src/notify/mail";
import { mailChannel, mailNotice } from "../../src/notify/mail-channel";
import type { Notice } from "../../src/notify/webhook-formats";
import { createLogger } from "../../src/log";
import { memoryMailStore, sqliteMailStore, startSilentServer, startSmtpSink, type SmtpSink } from "./mail-support";

/** Mail end to end on loopback: nodemailer's SMTP, to a real SMTP server on 127.0.0.1 that keeps what it receives. */

const SITE = "https://play.example.org";
const FROM = "Space Tabletop <nobody@play.example.org>";
const notice: Notice = { kind: "your-turn", game: "Space Zoo", table: "K7QM2", link: `${SITE}/?room=K7QM2`, text: "Your turn in Space Zoo at table K7QM2." };
const logger = createLogger();

let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = createMailer({ smtpUrl: sink.url, from: FROM })!;
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});
beforeEach(() => { sink.mails.length = 0; sink.refuse = null; });

it("a notice arrives as plain text with its subject, the table's link, the unsubscribe link and the one-click headers (RFC 8058)", async () => {
  const unsubscribe = `${SITE}/api/unsubscribe?t=K7QM2.1.${"a".repeat(43)}`;
  expect(await mailer.send("ana@example.org", notice, unsubscribe)).toEqual({ ok: true });
  expect(sink.mails).toHaveLength(1);
  const [mail] = sink.mails;
  expect(mail.from).toBe("nobody@play.example.org");
  expect(mail.to).toEqual(["ana@example.org"]);
  expect(mail.headers.from).toBe(FROM);
  expect(mail.headers.subject).toBe("Space Zoo: your turn (table K7QM2)");
  expect(mail.headers["list-unsubscribe"]).toBe(`<${unsubscribe}>`);
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.headers["content-type"]).toMatch(/^text\/plain/);
  expect(mail.text).toContain("Your turn in Space Zoo at table K7QM2.");
  expect(mail.text).toContain(`Open the table: ${SITE}/?room=K7QM2`);
  expect(mail.text).toContain(`No more mail for this table: ${unsubscribe}`);
});

it("a notice to a German reader comes with its subject and its own lines in German (the notice's sentence is already theirs)", async () => {
  const unsubscribe = `${SITE}/api/unsubscribe?t=K7QM2.1.${"a".repeat(43)}`;
  await preloadWords(["de"]);
  expect(await mailer.send("ana@example.org", { ...notice, locale: "de", text: "Ana, du bist dran." }, unsubscribe)).toEqual({ ok: true });
  const [mail] = sink.mails;
  expect(mail.headers.subject).toBe("Space Zoo: du bist dran (Tisch K7QM2)");
  expect(mail.text).toContain(`Zum Tisch: ${SITE}/?room=K7QM2`);
  expect(mail.text).toContain(`Keine E-Mails mehr für diesen Tisch: ${unsubscribe}`);
});

it("a line break in the notice's words cannot add a header or a recipient", async () => {
  const sneaky = { ...notice, game: "Zoo\r\nBcc: eve@example.org", text: "hi\r\n\r\nBcc: eve@example.org" };
  expect(await mailer.send("ana@example.org", sneaky, `${SITE}/api/unsubscribe?t=x`)).toEqual({ ok: true });
  const [mail] = sink.mails;
  expect(mail.to).toEqual(["ana@example.org"]);
  expect(mail.headers.bcc).toBeUndefined();
  expect(mail.headers.subject).toBe("Zoo  Bcc: eve@example.org: your turn (table K7QM2)");
});

it("an address hiding a second recipient, or an unsubscribe link that is not absolute, is refused before anything is sent", async () => {
  for (const to of ["ana@example.org, eve@example.org", "Ana <eve@example.org>", "ana@example.org\r\nBcc: eve@example.org", "eve", `${"a".repeat(250)}@example.org`]) {
    expect(await mailer.send(to, notice, `${SITE}/api/unsubscribe?t=x`)).toMatchObject({ ok: false, permanent: true });
  }
  expect(await mailer.send("ana@example.org", notice, "/api/unsubscribe?t=x")).toMatchObject({ ok: false, permanent: true });
  expect(await mailer.send("ana@example.org", notice, `${SITE}/api/unsubscribe?t=${"x".repeat(1000)}`)).toMatchObject({ ok: false, permanent: true });
  expect(sink.mails).toEqual([]);
});

it("a refusal comes back as an error, permanent for a 5xx and passing for a 4xx, never thrown", async () => {
  sink.refuse = 550;
  expect(await mailer.send("ana@example.org", notice, `${SITE}/u`)).toMatchObject({ ok: false, permanent: true, error: expect.stringMatching(/550/) });
  sink.refuse = 451;
  expect(await mailer.send("ana@example.org", notice, `${SITE}/u`)).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/451/) });
  expect(sink.mails).toEqual([]);
});

it("an SMTP server that never greets ends in a timeout, returned as an error", async () => {
  const silent = await startSilentServer();
  const slow = createMailer({ smtpUrl: silent.url, from: FROM, timeoutMs: 300 })!;
  const started = Date.now();
  const result = await slow.send("ana@example.org", notice, `${SITE}/u`);
  expect(result).toMatchObject({ ok: false, permanent: false, error: expect.stringMatching(/ETIMEDOUT/) });
  expect(Date.now() - started).toBeLessThan(3000);
  slow.close();
  await silent.close();
});

describe("settings", () => {
  it("no SMTP_URL: no mailer at all", () => {
    expect(createMailer(null)).toBeNull();
    expect(configFromEnv({}).options.smtpUrl).toBeUndefined();
  });

  it("SMTP_URL takes smtp:// or smtps:// and needs PUBLIC_ADDRESS; MAIL_FROM takes an address or Name <address>", () => {
    const env = { PUBLIC_ADDRESS: "play.example.org" };
    expect(configFromEnv({ ...env, SMTP_URL: "smtps://u:p@mail.example.org:465", MAIL_FROM: "Tabletop <t@example.org>" }).options)
      .toMatchObject({ smtpUrl: "smtps://u:p@mail.example.org:465", mailFrom: "Tabletop <t@example.org>" });
    expect(configFromEnv({ ...env, SMTP_URL: "smtp://127.0.0.1:25", MAIL_FROM: "t@example.org" }).options.mailFrom).toBe("t@example.org");
    expect(() => configFromEnv({ ...env, SMTP_URL: "https://mail.example.org" })).toThrow(/SMTP_URL: expected an smtp/);
    expect(() => configFromEnv({ SMTP_URL: "smtp://mail.example.org" })).toThrow(/SMTP_URL: needs PUBLIC_ADDRESS/);
    expect(() => configFromEnv({ ...env, MAIL_FROM: "a@b.org\r\nBcc: eve@example.org" })).toThrow(/MAIL_FROM/);
    // The password is never in the message.
    expect(() => configFromEnv({ ...env, SMTP_URL: "ftp://u:secret-pw@x" })).toThrow(/^(?!.*secret-pw)/s);
  });

  it("MAIL_FROM defaults to nobody at PUBLIC_ADDRESS's host, else localhost", () => {
    expect(defaultMailFrom("play.example.org:8443/r1")).toBe("Space Tabletop <nobody@play.example.org>");
    expect(defaultMailFrom(undefined)).toBe("Space Tabletop <nobody@localhost>");
  });
});

describe("the sender's mail channel", () => {
  it("mails a seat's notice at once with that seat's own unsubscribe link; a digest seat's waits in the store", async () => {
    const store = memoryMailStore(["K7QM2"]);
    const channel = mailChannel(mailer, store, SITE, logger);
    await channel.send("K7QM2", 1, "ana@example.org", notice, false);
    expect(sink.mails).toHaveLength(1);
    expect(sink.mails[0].headers["list-unsubscribe"]).toMatch(/^<https:\/\/play\.example\.org\/api\/unsubscribe\?t=K7QM2\.1\.[A-Za-z0-9_-]{43}>$/);
    await channel.send("K7QM2", 0, "ben@example.org", notice, true);
    expect(sink.mails).toHaveLength(1);
    expect([...(await store.takeDigests())]).toEqual([["ben@example.org", [{ code: "K7QM2", seat: 0, notice }]]]);
  });

  it("a store that cannot give the key makes an error, not a throw", async () => {
    const store = { ...memoryMailStore([]), serverKey: () => Promise.reject(new Error("store down")) };
    expect(await mailNotice(mailer, store, SITE, "K7QM2", 1, "ana@example.org", notice)).toEqual({ ok: false, error: "store down", permanent: false });
    expect(sink.mails).toEqual([]);
  });
});

it("a whole server without SMTP_URL sends no mail: a queued digest stays in the store", async () => {
  const store = await sqliteMailStore(["K7QM2"]);
  await store.saveChannels("K7QM2", 1, { email: { address: "ana@example.org", digest: true } });
  await store.queueDigest("ana@example.org", { code: "K7QM2", seat: 1, notice });
  const server = createGameServer({ store, siteUrl: SITE, digestEveryMs: 50, wakeEveryMs: 0, botProcesses: 0, logger });
  try {
    await server.listen(0, "127.0.0.1");
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.mails).toEqual([]);
    // Read before close: the server closes its store.
    expect([...(await store.takeDigests()).keys()]).toEqual(["ana@example.org"]);
  } finally {
    await server.close();
  }
});
