import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";

/** The host name in the endpoint and the certificate; tests resolve it to 127.0.0.1 with an injected lookup. */
export const PUSH_HOST = "push.example.test";

/** What a push service checked in the VAPID Authorization header (RFC 8292). */
interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

interface Delivered {
  payload: string;
  claims: VapidClaims;
  headers: Record<string, string | string[] | undefined>;
}

export interface TestPushService {
  port: number;
  /** The subscription a browser would hand to the server: this service's URL and the browser's keys. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The certificate to trust (outbound.ts's testOnly.ca). */
  ca: string;
  delivered: Delivered[];
  /** Requests refused, each with the reason. */
  refused: string[];
  /** The status for each request that passes the checks (default 201). */
  answer: number;
  close(): Promise<void>;
}

/**
 * A local push service playing both ends a real one joins: it holds the browser's side of a
 * subscription (a P-256 key pair and an auth secret) and, on each POST to its endpoint, checks the
 * VAPID JWT and decrypts the aes128gcm body (RFC 8291 over RFC 8188) with node:crypto alone: an
 * independent check of what web-push builds. Services started together share one `certificate`
 * (a client trusts one certificate per name). `serverKey` is the applicationServerKey the
 * subscription was made with: a request signed with another key is refused (403), as browsers' services do.
 */
export async function startPushService(serverKey: string, certificate?: { private: string; cert: string }): Promise<TestPushService> {
  const browser = createECDH("prime256v1");
  browser.generateKeys();
  const auth = randomBytes(16);
  const pems = certificate ?? await generate([{ name: "commonName", value: PUSH_HOST }], {
    keySize: 2048, algorithm: "sha256", extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: PUSH_HOST }] }],
  });
  const service: TestPushService = {
    port: 0, subscription: { endpoint: "", keys: { p256dh: browser.getPublicKey("base64url"), auth: auth.toString("base64url") } },
    ca: pems.cert, delivered: [], refused: [], answer: 201, close: async () => undefined,
  };
  const path = `/wpush/${randomBytes(9).toString("base64url")}`;
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const refuse = (status: number, reason: string) => { service.refused.push(reason); res.writeHead(status).end(); };
      if (req.method !== "POST" || req.url !== path) return refuse(404, `${req.method} ${req.url}: no such subscription`);
      const claims = checkVapid(req.headers.authorization, serverKey, new URL(service.subscription.endpoint).origin);
      if (typeof claims === "string") return refuse(403, claims);
      if (req.headers["content-encoding"] !== "aes128gcm") return refuse(400, `content-encoding ${req.headers["content-encoding"]}`);
      if (req.headers.ttl === undefined) return refuse(400, "no TTL header");
      let payload: string;
      try {
        payload = decrypt(Buffer.concat(chunks), browser, auth);
      } catch (e) {
        return refuse(400, `cannot decrypt: ${(e as Error).message}`);
      }
      if (service.answer >= 200 && service.answer < 300) service.delivered.push({ payload, claims, headers: req.headers });
      res.writeHead(service.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  service.port = (server.address() as AddressInfo).port;
  service.subscription.endpoint = `https://${PUSH_HOST}:${service.port}${path}`;
  service.close = () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); });
  return service;
}

/** `vapid t=<JWT>, k=<public key>`: an ES256 JWT by `serverKey` for this origin, expiring within 24 h. */
function checkVapid(header: string | undefined, serverKey: string, origin: string): VapidClaims | string {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!m) return `Authorization is not "vapid t=..., k=...": ${header}`;
  const [, jwt, k] = m;
  if (k !== serverKey) return "signed with another server key than the subscription's";
  const [head, body, signature] = jwt.split(".");
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33, 65).toString("base64url") }, format: "jwk" });
  const header64 = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  if (header64.alg !== "ES256") return `JWT alg ${header64.alg}`;
  if (!verify("sha256", Buffer.from(`${head}.${body}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))) {
    return "JWT signature does not verify";
  }
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as VapidClaims;
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `JWT aud ${claims.aud}, not ${origin}`;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return `JWT exp ${claims.exp} not within 24 h`;
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) return `JWT sub ${claims.sub}`;
  return claims;
}

/** RFC 8188's header block (salt, record size, key id = the server's one-time public key), then each record. */
function decrypt(body: Buffer, browser: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const serverPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes`);
  // RFC 8291 section 3.4: the IKM mixes the ECDH secret with the auth secret and both public keys.
  const ecdhSecret = browser.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const records = body.subarray(21 + idlen);
  const plain: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq++, at += rs) {
    const record = records.subarray(at, at + rs);
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8); // the record's number, XORed into the nonce's end
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: a delimiter (2 in the last record, 1 before) then zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = at + rs >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`record ${seq} has no padding delimiter`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString("utf8");
}
