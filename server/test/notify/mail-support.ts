import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { SqliteGameStore, type GameStore } from "../../src/store";

/** A mail as the sink received it: the envelope, the unfolded headers (lower-case names) and the decoded text. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  text: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** A reply code to refuse each recipient with (550: for good, 451: for now); null: take every mail. */
  refuse: number | null;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no login) that keeps every mail it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = { url: "", mails: [], refuse: null, close: async () => {} };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(_address, _session, done) {
      if (sink.refuse === null) return done();
      done(Object.assign(new Error(sink.refuse >= 500 ? "no such mailbox" : "try again later"), { responseCode: sink.refuse }));
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        sink.mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), session.envelope));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = ((server as unknown as { server: Server }).server.address() as AddressInfo).port;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () => new Promise((resolve) => server.close(() => resolve()));
  return sink;
}

function parseMail(raw: string, envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] }): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(split + 4);
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  if (encoding === "quoted-printable") {
    body = Buffer.from(body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8");
  } else if (encoding === "base64") {
    body = Buffer.from(body, "base64").toString("utf8");
  }
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : "",
    to: envelope.rcptTo.map((r) => r.address),
    headers,
    text: body.replace(/\r\n/g, "\n"),
  };
}

/** A TCP listener on 127.0.0.1 that takes connections and never says a word (an SMTP server hanging before its greeting). */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((s) => { sockets.add(s); });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => { for (const s of sockets) s.destroy(); server.close(() => resolve()); }),
  };
}

export type MailStore = Pick<GameStore, "channels" | "saveChannels" | "queueDigest" | "takeDigests" | "serverKey">;

/** The store methods mail uses, in memory, as the stores keep them (channels only for games that exist). */
export function memoryMailStore(codes: string[]): MailStore {
  const channels = new Map<string, Record<number, unknown>>(codes.map((c) => [c, {}]));
  const digests: [string, unknown][] = [];
  const keys = new Map<string, string>();
  const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
  return {
    async channels(code) { return copy(channels.get(code) ?? {}); },
    async saveChannels(code, seat, value) {
      const all = channels.get(code);
      if (!all) return;
      if (value === null || value === undefined) delete all[seat];
      else all[seat] = copy(value);
    },
    async queueDigest(address, entry) { digests.push([address, copy(entry)]); },
    async takeDigests() {
      const taken = digests.splice(0);
      const by = new Map<string, unknown[]>();
      for (const [address, entry] of taken) by.set(address, [...(by.get(address) ?? []), entry]);
      return by;
    },
    async serverKey(name, make) {
      if (!keys.has(name)) keys.set(name, make());
      return keys.get(name)!;
    },
  };
}

/** SqliteGameStore (":memory:" unless a file is given) holding an empty game under each code. */
export async function sqliteMailStore(codes: string[], file = ":memory:"): Promise<SqliteGameStore> {
  const store = new SqliteGameStore(file);
  for (const code of codes) {
    await store.createGame({ code, gameId: "zoo", seed: "s", options: {}, seats: [{ name: "Ana", kind: "human" }, { name: "Ben", kind: "human" }], createdAt: Date.now() });
  }
  return store;
}
