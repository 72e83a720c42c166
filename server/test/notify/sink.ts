import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import * as http from "node:http";
import * as https from "node:https";
import type { AddressInfo, Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The host name the test certificate is made for; tests resolve it to 127.0.0.1 with an injected lookup. */
export const SINK_HOST = "hooks.example.test";

/** A system tool (on the Debian image and CI), not an npm binary. */
const OPENSSL = "openssl";

/** A self-signed certificate for SINK_HOST, made with openssl for this test run. */
export function makeCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), "notify-cert-"));
  try {
    execFileSync(OPENSSL, [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1",
      "-subj", `/CN=${SINK_HOST}`, "-addext", `subjectAltName=DNS:${SINK_HOST}`,
      "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"),
    ], { stdio: "ignore" });
    return { key: readFileSync(join(dir, "key.pem"), "utf8"), cert: readFileSync(join(dir, "cert.pem"), "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Sink {
  port: number;
  /** TCP connections accepted, whether or not a request followed. */
  connections: () => number;
  received: Received[];
  close: () => Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

/** A listener on 127.0.0.1 (https with `certificate`, else plain http) that records what reaches it. */
export async function startSink(handler: Handler, certificate?: { key: string; cert: string }): Promise<Sink> {
  const received: Received[] = [];
  let connections = 0;
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      handler(req, res, body);
    });
  };
  const server: Server = certificate ? https.createServer(certificate, onRequest) : http.createServer(onRequest);
  server.on("connection", () => { connections++; });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    received,
    close: () => new Promise((resolve) => {
      (server as http.Server).closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
