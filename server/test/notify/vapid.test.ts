import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SqliteGameStore } from "../../src/store";
import { pushSubject, vapidKeys } from "../../src/notify/vapid";

const b64url = /^[A-Za-z0-9_-]+$/;
let dir: string;
beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), "vapid-")); });
afterEach(() => { fs.rmSync(dir, { recursive: true, force: true }); });

it("makes the VAPID keys on the first start and gives the same ones after a restart", async () => {
  const file = path.join(dir, "games.sqlite");
  const first = new SqliteGameStore(file);
  const made = await vapidKeys(first);
  expect(made.publicKey).toMatch(b64url);
  expect(Buffer.from(made.publicKey, "base64url")).toHaveLength(65);
  expect(Buffer.from(made.privateKey, "base64url")).toHaveLength(32);
  expect(await vapidKeys(first)).toEqual(made);
  await first.close();

  const restarted = new SqliteGameStore(file);
  expect(await vapidKeys(restarted)).toEqual(made);
  await restarted.close();

  const elsewhere = new SqliteGameStore(path.join(dir, "other.sqlite"));
  expect((await vapidKeys(elsewhere)).publicKey).not.toEqual(made.publicKey);
  await elsewhere.close();
});

it("lets two stores racing the first start on one file agree on one key: the first one stored wins", async () => {
  const file = path.join(dir, "games.sqlite");
  const a = new SqliteGameStore(file);
  const b = new SqliteGameStore(file);
  let fromB: Promise<string> | undefined;
  // b stores its key between a's look (nothing there) and a's insert.
  const fromA = await a.serverKey("race", () => { fromB = b.serverKey("race", () => "b's key"); return "a's key"; });
  expect(fromA).toBe("b's key");
  expect(await fromB).toBe("b's key");
  expect(await a.serverKey("race", () => "later")).toBe("b's key");

  const both = await Promise.all([vapidKeys(a), vapidKeys(b)]);
  expect(both[0]).toEqual(both[1]);
  await Promise.all([a.close(), b.close()]);
});

it("takes the push subject from PUSH_SUBJECT, else the public address's origin, else a placeholder", () => {
  expect(pushSubject("mailto:ops@example.org", "play.example.org")).toBe("mailto:ops@example.org");
  expect(pushSubject("https://example.org/contact", undefined)).toBe("https://example.org/contact");
  expect(pushSubject(undefined, "play.example.org:8443/r1")).toBe("https://play.example.org:8443");
  expect(pushSubject(undefined, "localhost:2567")).toBe("mailto:nobody@invalid");
  expect(pushSubject(undefined, undefined)).toBe("mailto:nobody@invalid");
});

it("hands the subject to every key read", async () => {
  const store = new SqliteGameStore(path.join(dir, "games.sqlite"));
  expect((await vapidKeys(store, "mailto:ops@example.org")).subject).toBe("mailto:ops@example.org");
  await store.close();
});
